// The whole of a big stand at a glance: its floors, each cut in blocks of rows, with how many
// seats each block still has free. A block is a button that brings it into the map's box,
// so a visitor on a phone reaches floor 5 without swiping through floors 1 to 4; the block
// in view is marked. Like the seats, the blocks are one tab stop (the block in view) and the
// arrows move between them, so a keyboard does not tab through 25 blocks to reach the seats.
import { useMemo, type KeyboardEvent } from 'react';
import { formatCount } from '../domain/money';
import { counted } from '../domain/plural';
import { cx } from './class-names';
import type { StandBlock } from './seat-map-geometry';
import type { PlacedSeat, SeatFloorGroup } from './seat-plan-groups';
import type { SeatLook } from './seat-styles';

interface SeatMapOverviewProps {
  floors: readonly SeatFloorGroup<PlacedSeat>[];
  blocks: readonly StandBlock[];
  current: number;
  lookOf: (seatId: string) => SeatLook;
  onJump: (block: StandBlock) => void;
}

function freeSeats(floors: SeatMapOverviewProps['floors'], block: StandBlock, lookOf: SeatMapOverviewProps['lookOf']): number {
  let free = 0;
  for (const row of floors[block.floor].rows.slice(block.firstRow, block.endRow)) {
    for (const seat of row.seats) if (lookOf(seat.id) === 'available') free += 1;
  }
  return free;
}

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/** Arrows to the previous or next block, Home and End to the first and last. */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const from = buttons.indexOf(event.target as HTMLButtonElement);
  if (from < 0) return;
  const to = event.key === 'Home' ? 0 : event.key === 'End' ? buttons.length - 1 : STEPS[event.key] === undefined ? -1 : from + STEPS[event.key];
  if (to < 0 || to >= buttons.length) return;
  event.preventDefault();
  buttons[to].focus();
}

export function SeatMapOverview({ floors, blocks, current, lookOf, onJump }: SeatMapOverviewProps) {
  const multiFloor = floors.length > 1;
  // The map re-renders for each row scrolled (the block in view): counted again only when a look can have changed.
  const freeByBlock = useMemo(() => blocks.map((block) => freeSeats(floors, block, lookOf)), [floors, blocks, lookOf]);
  return (
    <nav aria-label="Vista general de la gradería" className="space-y-1.5 rounded-lg bg-stone-50 p-2" onKeyDown={moveFocus}>
      {floors.map((floor, floorIndex) => (
        <div key={floor.floor} className="flex flex-wrap items-center gap-1.5">
          <span className="w-12 shrink-0 text-xs font-semibold text-stone-700">{multiFloor ? `Piso ${floor.floor}` : 'Filas'}</span>
          {blocks.map((block, index) => {
            if (block.floor !== floorIndex) return null;
            const rows = floor.rows;
            const range = `${rows[block.firstRow].rowLetter}–${rows[block.endRow - 1].rowLetter}`;
            const free = freeByBlock[index];
            const place = multiFloor ? `Piso ${floor.floor}, filas ${range}` : `Filas ${range}`;
            return (
              <button
                key={`${block.floor}-${block.firstRow}`}
                type="button"
                aria-current={index === current ? 'location' : undefined}
                tabIndex={index === current ? 0 : -1}
                aria-label={`${place}: ${counted(free, 'libre', 'libres')}`}
                onClick={() => onJump(block)}
                className={cx(
                  'min-h-6 min-w-6 rounded-md border px-1.5 py-0.5 text-[11px] leading-tight tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-900',
                  index === current ? 'border-sky-600 bg-sky-50 text-sky-900' : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
                )}
              >
                <span className="font-semibold">{range}</span> <span className={free === 0 ? 'text-stone-500' : 'text-emerald-800'}>{formatCount(free)}</span>
              </button>
            );
          })}
        </div>
      ))}
    </nav>
  );
}
