import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { HeroSeatPreview } from './HeroSeatPreview';

const HERO_CLAIMS = ['Reservas en menos de 3 clics', 'Vende sin conexión', 'Tarjeta y efectivo'];

export function LandingHero() {
  return (
    <section className="relative overflow-hidden">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_15%_10%,var(--color-brand-100),transparent_40%),radial-gradient(circle_at_90%_30%,var(--color-rose-100),transparent_35%)]"
        aria-hidden="true"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:py-24 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800">
            Taquilla para festivales en Colombia
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
            Vende tus graderías silla por silla,{' '}
            <span className="bg-gradient-to-r from-brand-600 to-rose-600 bg-clip-text text-transparent">
              aunque se caiga la señal.
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-stone-600">
            Planos interactivos, reservas en línea y venta en efectivo desde la taquilla. Nunca vendas la misma silla
            dos veces.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/register" className={buttonClasses('primary', 'lg')}>
              Comenzar Demo Gratuito
            </Link>
            <a href="#funciones" className={buttonClasses('outline', 'lg')}>
              Ver funciones
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-stone-600">
            {HERO_CLAIMS.map((claim) => (
              <li key={claim} className="flex items-center gap-2">
                <span aria-hidden="true" className="flex size-5 items-center justify-center rounded-full bg-emerald-100 text-xs text-emerald-700">
                  ✓
                </span>
                {claim}
              </li>
            ))}
          </ul>
        </div>
        <HeroSeatPreview />
      </div>
    </section>
  );
}
