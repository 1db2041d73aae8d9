// 'Dinero por devolver': what the cashier owes customers whose sale was cancelled after a
// conflict, visible until each return is confirmed.
import type { CashReturnRecord } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { formatDateTime } from '../../domain/dates';
import { formatCOP } from '../../domain/money';
import { Button } from '../../ui/Button';
import { useSaleConflictResolution } from './use-sale-conflict-resolution';

export function CashToReturnList({ db, records }: { db: TaquillaDatabase; records: CashReturnRecord[] }) {
  const resolution = useSaleConflictResolution(db);
  if (records.length === 0) return null;
  return (
    <section aria-label="Dinero por devolver" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 className="text-base font-semibold text-amber-900">Dinero por devolver</h2>
      <ul className="mt-2 divide-y divide-amber-200">
        {records.map((record) => (
          <li key={record.op_id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <div className="min-w-0 text-sm">
              <p className="font-semibold text-stone-900">
                {record.customer.name} · {formatCOP(record.amount)}
              </p>
              <p className="text-xs text-stone-600">
                {[record.customer.phone, `Asientos ${record.seat_labels}`, formatDateTime(record.created_at)].filter(Boolean).join(' · ')}
              </p>
            </div>
            <Button variant="outline" size="sm" disabled={resolution.pending} onClick={() => void resolution.confirmReturned(record.op_id)}>
              Confirmar devolución
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
