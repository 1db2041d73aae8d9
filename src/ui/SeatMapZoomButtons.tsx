// The − / + buttons of a seat map, 32 px targets, off at the smallest and largest seat sizes.
import { MAX_SEAT_SIZE, MIN_SEAT_SIZE } from './seat-map-geometry';

export function ZoomButtons({ seatSize, onZoom }: { seatSize: number; onZoom: (direction: 1 | -1) => void }) {
  const buttonClasses =
    'grid size-8 place-items-center rounded-md border border-stone-300 bg-white text-lg leading-none font-semibold text-stone-800 hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-900';
  return (
    <div className="flex shrink-0 items-center gap-1.5">
      <button type="button" aria-label="Alejar el plano" disabled={seatSize <= MIN_SEAT_SIZE} onClick={() => onZoom(-1)} className={buttonClasses}>
        <span aria-hidden="true">−</span>
      </button>
      <button type="button" aria-label="Acercar el plano" disabled={seatSize >= MAX_SEAT_SIZE} onClick={() => onZoom(1)} className={buttonClasses}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
