// 'Turno de caja' (issue 19): a cashier opens the device's shift with its float, sees the
// shift's cash operations and receipt numbers, and closes with a blind count. Offline too.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { deviceShiftView } from '../../db/cash-shift-queries';
import { formatDateTime } from '../../domain/dates';
import { formatCOP } from '../../domain/money';
import { useReplicaQuery } from '../../session/replica-hooks';
import { UnreadableReplicaAlert } from '../../session/UnreadableReplicaAlert';
import { useMyProfile } from '../../session/use-my-profile';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { ClosingResult } from './ClosingResult';
import { ReceiptList } from './ReceiptList';
import { CloseShiftForm, OpenShiftForm } from './ShiftForms';

const LOAD_ERROR = 'Error al cargar el turno de caja. Por favor, intenta nuevamente.';

export function CashShiftPage() {
  const view = useReplicaQuery(deviceShiftView, []);
  const { profile } = useMyProfile();
  const [closing, setClosing] = useState(false);
  return (
    <>
      <PageHeader
        title="Turno de caja"
        description="El efectivo de este dispositivo: base inicial, ventas, pagos y reembolsos con su recibo, y el cierre con conteo a ciegas."
        actions={
          profile?.role === 'organizer' && (
            <Link to="/caja/turnos" className={buttonClasses('outline')}>
              Turnos de todos los dispositivos
            </Link>
          )
        }
      />
      {view.status === 'loading' && <Spinner label="Cargando el turno…" className="justify-center py-16" />}
      {view.status !== 'loading' && view.status !== 'ready' && <UnreadableReplicaAlert status={view.status} loadError={LOAD_ERROR} />}
      {view.status === 'ready' && (
        <div className="grid gap-6 lg:grid-cols-2">
          {view.data.open ? (
            <div className="space-y-4">
              <Card className="p-5" data-testid="open-shift">
                <h2 className="text-lg font-semibold text-stone-900">Turno abierto</h2>
                <p className="text-sm text-stone-600">
                  Desde {formatDateTime(view.data.open.opened_at)} · Base inicial {formatCOP(view.data.open.opening_float)}
                </p>
                {!closing && (
                  <Button className="mt-4" size="lg" variant="secondary" onClick={() => setClosing(true)}>
                    Cerrar turno
                  </Button>
                )}
              </Card>
              {closing && <CloseShiftForm shiftId={view.data.open.id} onCancel={() => setClosing(false)} />}
              <ReceiptList receipts={view.data.receipts} />
            </div>
          ) : (
            <OpenShiftForm />
          )}
          {!view.data.open && view.data.lastClosed && <ClosingResult shift={view.data.lastClosed} title="Último turno cerrado" />}
        </div>
      )}
    </>
  );
}
