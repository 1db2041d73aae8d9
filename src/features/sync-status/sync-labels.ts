// Spanish words of the sync indicator and the conflicts list.

const OP_KIND_LABELS: Record<string, string> = {
  'graderias-create': 'Crear gradería',
  'graderias-update': 'Editar gradería',
  'events-create': 'Crear evento',
  'events-update': 'Editar evento',
};

export function opKindLabel(kind: string): string {
  return OP_KIND_LABELS[kind] ?? kind;
}

function counted(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

export const pendingLabel = (count: number) => counted(count, 'pendiente', 'pendientes');
export const conflictsLabel = (count: number) => counted(count, 'conflicto', 'conflictos');
