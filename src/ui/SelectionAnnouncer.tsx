// Says a change of the seat selection to screen reader users, politely (after what they are
// hearing): how many seats and what they cost. The region is in the page from the start, empty,
// so that screen readers watch it; it speaks only once the selection has changed, not on load.
import { useState } from 'react';
import { formatCOP } from '../domain/money';
import { counted } from '../domain/plural';

/** 2, 150000 → '2 asientos seleccionados, total $ 150.000'; 1 → '1 asiento seleccionado, …'. */
export function selectionAnnouncement(count: number, total: number): string {
  const seats = count === 0 ? 'Ningún asiento seleccionado' : counted(count, 'asiento seleccionado', 'asientos seleccionados');
  return `${seats}, total ${formatCOP(total)}`;
}

export function SelectionAnnouncer({ count, total }: { count: number; total: number }) {
  const [initial] = useState({ count, total });
  const [changed, setChanged] = useState(false);
  // Noted during render (React's way to adjust state to props), so the text and the change land together.
  if (!changed && (count !== initial.count || total !== initial.total)) setChanged(true);
  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {changed ? selectionAnnouncement(count, total) : ''}
    </p>
  );
}
