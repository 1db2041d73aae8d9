import { useLiveQuery } from 'dexie-react-hooks';
import { listCashToReturn } from '../../db/reservation-cash-returns';
import { dismissConflict, listConflicts } from '../../db/sync-queries';
import type { ConflictRecord } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { formatDateTime } from '../../domain/dates';
import { isSaleConflict } from '../../sync/sale-conflicts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CashToReturnList } from './CashToReturnList';
import { RejectedSaleCard } from './RejectedSaleCard';
import { listRejectedSales } from './use-reservations-screen';
import { opKindLabel } from '../../sync/sync-labels';

interface ConflictsDialogProps {
  replica: TaquillaDatabase;
  onClose: () => void;
}

async function loadConflicts(replica: TaquillaDatabase) {
  const [conflicts, rejectedSales, cashToReturn] = await Promise.all([listConflicts(replica), listRejectedSales(replica), listCashToReturn(replica)]);
  return { otherConflicts: conflicts.filter((conflict) => !isSaleConflict(conflict)), rejectedSales, cashToReturn };
}

/** A refused change that needs no resolution beyond being seen: its row already shows the server's state. */
function RefusedChange({ replica, conflict }: { replica: TaquillaDatabase; conflict: ConflictRecord }) {
  return (
    <li className="rounded-lg border border-red-200 bg-red-50 p-3">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-stone-900">{opKindLabel(conflict.op.kind)}</p>
          <p className="text-sm text-red-800">{conflict.message}</p>
          <p className="mt-1 text-xs text-stone-500">{formatDateTime(conflict.op.created_at)}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void dismissConflict(replica, conflict.op_id)}>
          Descartar
        </Button>
      </div>
    </li>
  );
}

/**
 * The ops the server refused; their changes were already taken back on this device. A
 * refused sale cannot be dismissed: the customer paid, so it waits for new seats or for
 * the money to be owed back.
 */
export function ConflictsDialog({ replica, onClose }: ConflictsDialogProps) {
  const loaded = useLiveQuery(() => loadConflicts(replica), [replica]);
  const nothingToSee = loaded && loaded.otherConflicts.length === 0 && loaded.rejectedSales.length === 0;

  return (
    <Dialog
      size="lg"
      title="Conflictos de sincronización"
      description="El servidor rechazó estas operaciones y sus cambios se deshicieron en este dispositivo."
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      {nothingToSee && <p className="text-sm text-stone-500">No hay conflictos.</p>}
      <div className="space-y-3">
        {loaded?.rejectedSales.map((sale) => <RejectedSaleCard key={sale.conflict.op_id} db={replica} saleConflict={sale} />)}
        {loaded && loaded.otherConflicts.length > 0 && (
          <ul className="space-y-3">
            {loaded.otherConflicts.map((conflict) => (
              <RefusedChange key={conflict.op_id} replica={replica} conflict={conflict} />
            ))}
          </ul>
        )}
        {loaded && <CashToReturnList db={replica} records={loaded.cashToReturn} />}
      </div>
    </Dialog>
  );
}
