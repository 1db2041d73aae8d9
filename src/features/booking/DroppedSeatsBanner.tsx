import { CloseIcon } from '../../ui/icons';

/** Seats someone else booked while they sat in this visitor's selection (spec §2). */
export function DroppedSeatsBanner({ seatCodes, onClose }: { seatCodes: readonly string[]; onClose: () => void }) {
  if (seatCodes.length === 0) return null;
  return (
    <div role="alert" className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="flex-1">Algunos asientos de tu selección ya no están disponibles y se quitaron: {seatCodes.join(', ')}</p>
      <button type="button" onClick={onClose} aria-label="Cerrar aviso" className="rounded-md p-1 text-amber-700 hover:bg-amber-100">
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
