import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import { listCashToReturn } from '../../db/reservation-cash-returns';
import { listConflicts } from '../../db/sync-queries';
import type { ConflictRecord } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { describeAttempt } from '../../sync/conflict-descriptions';
import { isSaleConflict } from '../../sync/sale-conflicts';
import { isSendFailed } from '../../sync/send-failed-resolution';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { CashToReturnList } from './CashToReturnList';
import { RefusedChangeItem } from './RefusedChangeItem';
import { RejectedSaleCard } from './RejectedSaleCard';
import { UnsentOpItem } from './UnsentOpItem';
import { listRejectedSales } from './use-reservations-screen';

interface ConflictsDialogProps {
  replica: TaquillaDatabase;
  onClose: () => void;
}

interface DescribedConflict {
  conflict: ConflictRecord;
  attempt: string;
}

async function loadConflicts(replica: TaquillaDatabase) {
  const [conflicts, rejectedSales, cashToReturn] = await Promise.all([listConflicts(replica), listRejectedSales(replica), listCashToReturn(replica)]);
  // A payment or cancellation refused with its sale is shown, and resolved, with that sale.
  const withTheirSale = new Set(rejectedSales.flatMap((sale) => sale.followUps.map((followUp) => followUp.op_id)));
  const rest = conflicts.filter((conflict) => !isSaleConflict(conflict) && !withTheirSale.has(conflict.op_id));
  const described: DescribedConflict[] = await Promise.all(rest.map(async (conflict) => ({ conflict, attempt: await describeAttempt(replica, conflict) })));
  return {
    rejectedSales,
    unsent: described.filter(({ conflict }) => isSendFailed(conflict)),
    refused: described.filter(({ conflict }) => !isSendFailed(conflict)),
    cashToReturn,
  };
}

/**
 * Every op the server refused or never answered, each with what was tried, why it did not
 * go through and the way out: a refused sale is moved to other seats or cancelled with the
 * cash owed back (the customer paid, so it cannot just be dismissed); an unsent op is sent
 * again or dropped; any other refused change was already taken back and only needs seeing.
 */
export function ConflictsDialog({ replica, onClose }: ConflictsDialogProps) {
  const loaded = useLiveQuery(() => loadConflicts(replica), [replica]);
  const list = useRef<HTMLDivElement>(null);
  const nothingToSee = loaded && loaded.rejectedSales.length === 0 && loaded.unsent.length === 0 && loaded.refused.length === 0;

  // A resolved conflict leaves with the button that resolved it: keep focus in the dialog.
  useEffect(() => {
    if (document.activeElement === document.body) list.current?.focus();
  }, [loaded]);

  return (
    <Dialog
      size="lg"
      title="Conflictos de sincronización"
      description="Operaciones que el servidor rechazó o no pudo recibir: qué se intentó, por qué no se aplicó y qué puedes hacer."
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Cerrar
        </Button>
      }
    >
      <div ref={list} tabIndex={-1} className="space-y-3 outline-none">
        {nothingToSee && (
          <EmptyState size="compact" title="No hay conflictos.">
            El servidor no rechazó nada de este dispositivo y no queda ninguna operación sin enviar.
          </EmptyState>
        )}
        {loaded?.rejectedSales.map((sale) => <RejectedSaleCard key={sale.conflict.op_id} db={replica} saleConflict={sale} />)}
        {loaded && loaded.unsent.length > 0 && (
          <ul aria-label="Sin enviar" className="space-y-3">
            {loaded.unsent.map(({ conflict, attempt }) => (
              <UnsentOpItem key={conflict.op_id} replica={replica} conflict={conflict} attempt={attempt} />
            ))}
          </ul>
        )}
        {loaded && loaded.refused.length > 0 && (
          <ul aria-label="Cambios rechazados" className="space-y-3">
            {loaded.refused.map(({ conflict, attempt }) => (
              <RefusedChangeItem key={conflict.op_id} replica={replica} conflict={conflict} attempt={attempt} />
            ))}
          </ul>
        )}
        {loaded && <CashToReturnList db={replica} records={loaded.cashToReturn} />}
      </div>
    </Dialog>
  );
}
