import { formatCOP } from '../../domain/money';
import { cx } from '../../ui/class-names';
import { PRICE_TIERS, type PriceTierId } from './venue-types';

interface PriceSuggestionsProps {
  recommended: PriceTierId;
  onPick: (price: number) => void;
}

export function PriceSuggestions({ recommended, onPick }: PriceSuggestionsProps) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-stone-800">Precios sugeridos</p>
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,10rem),1fr))] gap-2">
        {PRICE_TIERS.map((tier) => (
          <button
            key={tier.id}
            type="button"
            onClick={() => onPick(tier.suggested)}
            className={cx(
              'min-w-0 rounded-lg border p-3 text-left transition-colors hover:border-brand-400 hover:bg-brand-50',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              tier.id === recommended ? 'border-brand-300 bg-brand-50/60' : 'border-stone-200 bg-white',
            )}
          >
            {/* Named by what it does, then by what it shows, so the visible text is part of
                the accessible name (WCAG 2.5.3, label in name). */}
            <span className="sr-only">{`Usar precio ${tier.label.toLowerCase()}: ${formatCOP(tier.suggested)}. `}</span>
            <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 text-sm font-semibold text-stone-900">
              {tier.label}
              {tier.id === recommended && <span className="text-[10px] font-semibold text-brand-700 uppercase">Recomendado</span>}
            </span>
            <span className="mt-0.5 block text-xs text-stone-500">
              {formatCOP(tier.min)} – {formatCOP(tier.max)}
            </span>
          </button>
        ))}
      </div>
    </div>
  );
}
