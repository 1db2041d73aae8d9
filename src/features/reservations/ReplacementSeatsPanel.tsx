// 'Elegir otros asientos': the nearest free seats together are chosen for the cashier, who
// may change them on the plan before moving the customer there.
import { counted } from '../../domain/plural';
import { useEffect, useState } from 'react';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { formatCOP } from '../../domain/money';
import type { SaleConflict } from '../../sync/sale-conflicts';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { ManualSeatSection } from './ManualSeatSection';
import { useSaleQuote, useVenuesForSale } from './use-manual-sale-desk';
import { suggestedSeatIdsFor } from './use-sale-conflict-resolution';

const SUGGESTED = 'Te sugerimos los asientos libres más cercanos, juntos. Puedes cambiarlos en el plano.';
const NOTHING_TO_SUGGEST = 'No hay asientos libres suficientes en esa gradería; elige otros en el plano.';

interface ReplacementSeatsPanelProps {
  db: TaquillaDatabase;
  saleConflict: SaleConflict;
  pending: boolean;
  onConfirm: (seatIds: string[]) => void;
  onCancel: () => void;
}

function AmountCheck({ saleConflict, seatIds }: { saleConflict: SaleConflict; seatIds: string[] }) {
  const kept = saleConflict.seats.filter((entry) => !entry.lost).map((entry) => entry.seat.id);
  const quote = useSaleQuote(saleConflict.sale.event_id, [...kept, ...seatIds], saleConflict.sale.discount_code ?? '');
  if (!quote || seatIds.length === 0) return null;
  if (quote.total === saleConflict.amount) {
    return <p className="text-sm text-emerald-700">Mismo valor cobrado: {formatCOP(quote.total)}</p>;
  }
  return (
    <p className="text-sm font-medium text-amber-800">
      El nuevo total es {formatCOP(quote.total)}; se cobraron {formatCOP(saleConflict.amount)}.
    </p>
  );
}

export function ReplacementSeatsPanel({ db, saleConflict, pending, onConfirm, onCancel }: ReplacementSeatsPanelProps) {
  const lostCount = saleConflict.seats.filter((entry) => entry.lost).length;
  const [seatIds, setSeatIds] = useState<string[] | null>(null);
  const { venues, loading } = useVenuesForSale(saleConflict.sale.event_id);

  useEffect(() => {
    let current = true;
    void suggestedSeatIdsFor(db, saleConflict.conflict.op_id).then((suggested) => current && setSeatIds(suggested));
    return () => {
      current = false;
    };
  }, [db, saleConflict.conflict.op_id]);

  if (loading || seatIds === null) return <Spinner label="Buscando asientos libres…" />;
  const countMessage =
    seatIds.length === lostCount ? undefined : `Elige ${counted(lostCount, 'asiento', 'asientos')} (llevas ${seatIds.length})`;

  return (
    <div className="mt-3 space-y-3 rounded-lg border border-sky-200 bg-white p-3">
      <p className="text-sm text-stone-700">
        {seatIds.length > 0 ? SUGGESTED : NOTHING_TO_SUGGEST}
      </p>
      <ManualSeatSection venues={venues} selected={seatIds} onChange={setSeatIds} error={countMessage} />
      <AmountCheck saleConflict={saleConflict} seatIds={seatIds} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={pending}>
          Volver
        </Button>
        <Button size="sm" disabled={pending || seatIds.length !== lostCount} onClick={() => onConfirm(seatIds)}>
          Confirmar nuevos asientos
        </Button>
      </div>
    </div>
  );
}
