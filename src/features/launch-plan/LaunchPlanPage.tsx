import { Link } from 'react-router-dom';
import { Logo } from '../../ui/Logo';
import { LaunchStack } from './LaunchStack';
import { LaunchTimeline } from './LaunchTimeline';
import { PaymentMixChart } from './PaymentMixChart';
import { PurchaseFlow } from './PurchaseFlow';
import { PageTitle } from '../../ui/PageTitle';

const HEADLINE_FIGURES = [
  { value: '7', label: 'días al lanzamiento' },
  { value: '6', label: 'pasos de compra' },
  { value: '< 3', label: 'clics para reservar' },
  { value: '65/35', label: 'digital / efectivo' },
];

function LaunchPlanHeader() {
  return (
    <header className="bg-stone-950 text-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-12">
        <div className="flex items-center justify-between gap-4">
          <Link to="/" aria-label="Taquilla, inicio">
            <Logo tone="light" />
          </Link>
          <span className="rounded-full border border-white/20 px-3 py-1 text-xs font-semibold tracking-wide text-stone-300 uppercase">Uso interno</span>
        </div>
        <p className="mt-10 text-sm font-semibold tracking-widest text-brand-300 uppercase">Festival Folclórico del Bambuco 2025</p>
        <PageTitle>Plan de Lanzamiento</PageTitle>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">Plan de Lanzamiento</h1>
        <p className="mt-3 max-w-2xl text-lg text-stone-300">Siete días para pasar de cero a vender sillas numeradas en línea y en la taquilla.</p>
        <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {HEADLINE_FIGURES.map((figure) => (
            <div key={figure.label} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
              <dt className="text-xs text-stone-400">{figure.label}</dt>
              <dd className="mt-1 text-2xl font-extrabold">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

/** /internal/launch-plan: the spec's 7-day infographic; static, outside the organizer sidebar. */
export function LaunchPlanPage() {
  return (
    <div className="min-h-svh bg-stone-50">
      <LaunchPlanHeader />
      <main className="mx-auto max-w-6xl space-y-14 px-4 py-12">
        <LaunchTimeline />
        <PurchaseFlow />
        <PaymentMixChart />
        <LaunchStack />
      </main>
    </div>
  );
}
