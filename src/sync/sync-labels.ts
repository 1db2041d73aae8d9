// Spanish words of the sync indicator and the conflicts list.
import { counted } from '../domain/plural';
import type { CommandKind } from '../db/commands/command-registry';

// Keyed by every command kind, so a new command cannot reach the conflicts list unnamed.
const OP_KIND_LABELS: Record<CommandKind, string> = {
  'graderias-create': 'Crear gradería',
  'graderias-update': 'Editar gradería',
  'events-create': 'Crear evento',
  'events-update': 'Editar evento',
  'reservations-create-manual': 'Nueva reserva manual',
  'reservations-process-payment': 'Procesar pago',
  'reservations-cancel': 'Cancelar reserva',
  'reservations-refund': 'Reembolsar reserva',
  'reservations-release-unpaid': 'Liberar reservas sin pagar',
  'check-in': 'Ingreso por la puerta',
  'shifts-open': 'Abrir turno de caja',
  'shifts-close': 'Cerrar turno de caja',
  'cash-receipts-issue': 'Recibo de caja',
  'seat-leases-create': 'Asignar asientos a una taquilla',
  'seat-leases-return': 'Devolver asientos asignados',
};

export function opKindLabel(kind: string): string {
  return OP_KIND_LABELS[kind as CommandKind] ?? kind;
}

export const pendingLabel = (count: number) => counted(count, 'pendiente', 'pendientes');
export const conflictsLabel = (count: number) => counted(count, 'conflicto', 'conflictos');
