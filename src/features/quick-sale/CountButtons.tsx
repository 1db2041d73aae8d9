// '1' '2' '3' '4' 'Más': how many seats, with a thumb. 'Más' opens 5 to 12.
import { useState } from 'react';
import { MORE_COUNTS, QUICK_COUNTS } from '../../domain/quick-sale';
import { cx } from '../../ui/class-names';

const COUNT_BUTTON = 'h-20 rounded-2xl font-bold shadow-sm transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function CountButton({ count, chosen, onChoose }: { count: number; chosen: boolean; onChoose: (count: number) => void }) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      className={cx(COUNT_BUTTON, 'text-3xl', chosen ? 'bg-brand-600 text-white' : 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-50')}
      onClick={() => onChoose(count)}
    >
      {count}
    </button>
  );
}

export function CountButtons({ count, onChoose }: { count: number; onChoose: (count: number) => void }) {
  const [more, setMore] = useState(count > QUICK_COUNTS.length);
  return (
    <div role="group" aria-label="Cuántos asientos" className="space-y-3">
      <div className="grid grid-cols-5 gap-2 sm:gap-3">
        {QUICK_COUNTS.map((option) => (
          <CountButton key={option} count={option} chosen={count === option} onChoose={onChoose} />
        ))}
        <button
          type="button"
          aria-expanded={more}
          className={cx(COUNT_BUTTON, 'border border-stone-300 bg-white text-xl text-stone-900 hover:bg-stone-50 sm:text-2xl')}
          onClick={() => setMore((open) => !open)}
        >
          Más
        </button>
      </div>
      {more && (
        <div className="grid grid-cols-4 gap-3 sm:grid-cols-8">
          {MORE_COUNTS.map((option) => (
            <CountButton key={option} count={option} chosen={count === option} onChoose={onChoose} />
          ))}
        </div>
      )}
    </div>
  );
}
