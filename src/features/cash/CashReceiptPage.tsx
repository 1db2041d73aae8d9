// A cash receipt: printable on an 80 mm roll or as A4 / PDF through the browser's print
// dialog, and shareable by WhatsApp (to the customer's phone when the booking has one).
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { receiptDetails } from '../../db/cash-shift-queries';
import { receiptLines, receiptShareText } from '../../domain/cash-receipt-text';
import { whatsappShareUrl } from '../../domain/whatsapp';
import { useReplicaQuery } from '../../session/replica-hooks';
import { UnreadableReplicaAlert } from '../../session/UnreadableReplicaAlert';
import { Button, buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';

type PaperSize = 'roll' | 'a4';

/** Only the receipt prints, on the paper chosen. */
function printStyles(paper: PaperSize): string {
  const page = paper === 'roll' ? '@page { size: 80mm auto; margin: 3mm; }' : '@page { size: A4; margin: 20mm; }';
  const width = paper === 'roll' ? '74mm' : '100%';
  return `@media print { ${page} body * { visibility: hidden; } #cash-receipt, #cash-receipt * { visibility: visible; }
    #cash-receipt { position: absolute; left: 0; top: 0; width: ${width}; border: 0; box-shadow: none; font-size: ${paper === 'roll' ? '11pt' : '13pt'}; } }`;
}

export function CashReceiptPage() {
  const { id = '' } = useParams();
  const state = useReplicaQuery((db) => receiptDetails(db, id), [id]);
  const [paper, setPaper] = useState<PaperSize>('roll');
  const print = (size: PaperSize) => {
    setPaper(size);
    // After the style for this paper is in the page.
    setTimeout(() => window.print(), 0);
  };
  return (
    <>
      <style>{printStyles(paper)}</style>
      <PageHeader
        title="Recibo de caja"
        actions={
          <Link to="/caja" className={buttonClasses('outline')}>
            Volver al turno
          </Link>
        }
      />
      {state.status === 'loading' && <Spinner label="Cargando el recibo…" className="justify-center py-16" />}
      {state.status !== 'loading' && state.status !== 'ready' && <UnreadableReplicaAlert status={state.status} loadError="Error al cargar el recibo." />}
      {state.status === 'ready' && !state.data && <EmptyState title="Recibo no encontrado">Este recibo no está en este dispositivo.</EmptyState>}
      {state.status === 'ready' && state.data && (
        <div className="space-y-4">
          <div id="cash-receipt" className="max-w-sm rounded-lg border border-stone-200 bg-white p-5 font-mono text-sm shadow-sm" data-testid="cash-receipt">
            {receiptLines({ ...state.data.receipt, ...state.data }).map((line, index) => (
              <p key={index} className={index === 1 ? 'font-bold' : undefined}>
                {line}
              </p>
            ))}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => print('roll')}>Imprimir (80 mm)</Button>
            <Button variant="outline" onClick={() => print('a4')}>
              Imprimir o guardar PDF (A4)
            </Button>
            <a
              className={buttonClasses('outline')}
              href={whatsappShareUrl(state.data.customerPhone, receiptShareText({ ...state.data.receipt, ...state.data }))}
              target="_blank"
              rel="noreferrer"
            >
              Compartir por WhatsApp
            </a>
          </div>
        </div>
      )}
    </>
  );
}
