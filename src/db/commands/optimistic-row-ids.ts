// Ids for the rows the server writes beside a reservation (its seats, payments and log
// entries), whose ids the server chooses itself. The optimistic copies get a stable local
// id instead, recognisable as not the server's; the server's rows replace them when the op
// is answered (see sync/apply-push-answer).

export function optimisticRowId(reservationId: string, ...purpose: string[]): string {
  return ['local', reservationId, ...purpose].join(':');
}

/** A row the server will write under an id of its own choosing: its optimistic copy never becomes the server's row. */
export function isOptimisticRowId(key: unknown): boolean {
  return typeof key === 'string' && key.startsWith('local:');
}
