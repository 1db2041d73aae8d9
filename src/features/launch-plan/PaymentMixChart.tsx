import { PAYMENT_MIX } from './launch-plan-content';

// A donut drawn with two stroked circles whose circumference is 100 units, so each
// segment's dash length is its percentage. No chart library for two numbers.
const RADIUS = 100 / (2 * Math.PI);
const SEGMENT_COLOURS = ['text-brand-500', 'text-emerald-500'];
const SWATCH_COLOURS = ['bg-brand-500', 'bg-emerald-500'];

function Donut() {
  let offset = 0;
  const label = PAYMENT_MIX.map((share) => `${share.percent}% ${share.label.toLowerCase()}`).join(', ');
  return (
    <svg viewBox="0 0 42 42" role="img" aria-label={`Mezcla de pagos: ${label}`} className="size-44 shrink-0 -rotate-90 sm:size-52">
      <circle cx="21" cy="21" r={RADIUS} fill="none" className="stroke-stone-100" strokeWidth="6" />
      {PAYMENT_MIX.map((share, index) => {
        const dashOffset = -offset;
        offset += share.percent;
        return (
          <circle
            key={share.label}
            cx="21"
            cy="21"
            r={RADIUS}
            fill="none"
            stroke="currentColor"
            strokeWidth="6"
            strokeDasharray={`${share.percent} ${100 - share.percent}`}
            strokeDashoffset={dashOffset}
            className={SEGMENT_COLOURS[index]}
          />
        );
      })}
    </svg>
  );
}

export function PaymentMixChart() {
  return (
    <section aria-labelledby="payment-mix" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id="payment-mix" className="text-2xl font-bold text-stone-900">
        Mezcla de pagos
      </h2>
      <p className="mt-1 text-stone-600">La meta para el festival.</p>
      <div className="mt-6 flex flex-col items-center gap-8 sm:flex-row">
        <div className="relative">
          <Donut />
          <p className="absolute inset-0 flex flex-col items-center justify-center text-center" aria-hidden="true">
            <span className="text-3xl font-extrabold text-stone-900">65/35</span>
            <span className="text-xs text-stone-500">digital / efectivo</span>
          </p>
        </div>
        <ul className="w-full space-y-5">
          {PAYMENT_MIX.map((share, index) => (
            <li key={share.label}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="flex items-center gap-2 font-semibold text-stone-900">
                  <span aria-hidden="true" className={`size-3 rounded-sm ${SWATCH_COLOURS[index]}`} />
                  {share.label}
                </span>
                <span className="text-2xl font-extrabold text-stone-900">{share.percent}%</span>
              </div>
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                <div className={`h-full rounded-full ${SWATCH_COLOURS[index]}`} style={{ width: `${share.percent}%` }} />
              </div>
              <p className="mt-2 text-sm text-stone-600">{share.detail}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
