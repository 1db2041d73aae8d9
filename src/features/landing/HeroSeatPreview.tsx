import { cx } from '../../ui/class-names';

// A decorative miniature of the seat map: which seats look sold is fixed, not random,
// so the picture is the same on every visit and in screenshots.
const ROWS = ['A', 'B', 'C', 'D', 'E'];
const COLUMNS = 12;
const SOLD = new Set(['A3', 'A4', 'B6', 'B7', 'B8', 'C2', 'D9', 'D10', 'E5']);
const RESERVED = new Set(['A8', 'C6', 'C7', 'E11']);

function seatClasses(seat: string, column: number): string {
  if (SOLD.has(seat)) return 'bg-stone-300';
  if (RESERVED.has(seat)) return 'bg-amber-400';
  const premium = column <= 4 || column > COLUMNS - 4;
  return premium ? 'bg-brand-500' : 'bg-emerald-500';
}

export function HeroSeatPreview() {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-xl shadow-brand-900/5" aria-hidden="true">
      <div className="mx-auto mb-6 w-2/3 rounded-b-3xl bg-stone-900 py-2 text-center text-xs font-semibold tracking-widest text-white">
        TARIMA
      </div>
      <div className="space-y-2">
        {ROWS.map((row) => (
          <div key={row} className="flex items-center gap-1.5">
            <span className="w-4 text-xs font-semibold text-stone-400">{row}</span>
            {Array.from({ length: COLUMNS }, (_, index) => (
              <span key={index} className={cx('h-5 flex-1 rounded-t-md', seatClasses(`${row}${index + 1}`, index + 1))} />
            ))}
          </div>
        ))}
      </div>
      <div className="mt-6 flex flex-wrap gap-4 text-xs text-stone-600">
        <Legend className="bg-emerald-500" label="Disponible" />
        <Legend className="bg-brand-500" label="Preferencial" />
        <Legend className="bg-amber-400" label="Reservado" />
        <Legend className="bg-stone-300" label="Vendido" />
      </div>
    </div>
  );
}

function Legend({ className, label }: { className: string; label: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <span className={cx('size-3 rounded-sm', className)} /> {label}
    </span>
  );
}
