import { PURCHASE_FLOW } from './launch-plan-content';

/** The six steps of a purchase: a row with arrows on wide screens, a column on phones. */
export function PurchaseFlow() {
  return (
    <section aria-labelledby="purchase-flow">
      <h2 id="purchase-flow" className="text-2xl font-bold text-stone-900">
        Flujo de compra
      </h2>
      <p className="mt-1 text-stone-600">Del enlace a la silla asegurada en seis pasos, con menos de 3 clics para reservar.</p>
      <ol className="mt-6 grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {PURCHASE_FLOW.map((step, index) => (
          <li key={step.title} className="relative">
            <div className="h-full rounded-xl border border-stone-200 bg-white p-4 text-center shadow-sm">
              <span className="mx-auto flex size-8 items-center justify-center rounded-full bg-stone-900 text-sm font-bold text-white">{index + 1}</span>
              <p className="mt-3 font-semibold text-stone-900">{step.title}</p>
              <p className="mt-1 text-xs text-stone-500">{step.detail}</p>
            </div>
            {index < PURCHASE_FLOW.length - 1 && (
              <span aria-hidden="true" className="absolute top-1/2 -right-2.5 z-10 hidden -translate-y-1/2 text-lg font-bold text-brand-500 lg:block">
                →
              </span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
