import { counted } from '../../domain/plural';
import type { RefusedMemberOp, TeamRemoval } from '../../api/team';
import { formatDateTime } from '../../domain/dates';
import { isRefusedSale, refusedOpSummary } from './refused-op-summary';

function RefusedOps({ name, ops }: { name: string; ops: RefusedMemberOp[] }) {
  const sales = ops.filter(isRefusedSale).length;
  return (
    <div role="group" aria-label={`Operaciones rechazadas de ${name}`} className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3">
      <p className="text-sm font-semibold text-red-900">
        {counted(sales, 'venta no se registró', 'ventas no se registraron')}
        {ops.length > sales && ` · ${counted(ops.length - sales, 'cambio más rechazado', 'cambios más rechazados')}`}
      </p>
      <p className="text-xs text-red-800">
        Su dispositivo las envió después de quitarle el acceso. Cobra o devuelve el dinero con el cliente y, si hace falta,
        registra la venta de nuevo.
      </p>
      <ul className="mt-2 space-y-1">
        {ops.map((op) => (
          <li key={op.op_id} className="text-sm text-stone-800">
            {refusedOpSummary(op)}
            <span className="text-xs text-stone-500"> · hecha el {formatDateTime(op.queued_at ?? op.refused_at)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Who was removed, by whom and when, with what their devices sent afterwards (refused). */
export function RemovedMembersList({ removals }: { removals: TeamRemoval[] }) {
  if (removals.length === 0) return null;
  return (
    <section aria-label="Quitados del equipo">
      <h3 className="text-sm font-semibold text-stone-700">Quitados del equipo ({removals.length})</h3>
      <ul className="divide-y divide-stone-100">
        {removals.map((removal) => (
          <li key={removal.id} className="py-3">
            <p className="font-medium text-stone-900">
              {removal.full_name}
              {removal.email && <span className="font-normal text-stone-500"> · {removal.email}</span>}
            </p>
            <p className="text-sm text-stone-500">
              Quitado por {removal.removed_by_name} el {formatDateTime(removal.removed_at)}
            </p>
            {removal.refused_ops.length > 0 && <RefusedOps name={removal.full_name} ops={removal.refused_ops} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
