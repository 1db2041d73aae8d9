import type { ComponentType, SVGProps } from 'react';
import { ChartIcon, LayersIcon, StandsIcon, TicketIcon } from '../../ui/icons';

interface Feature {
  title: string;
  text: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const FEATURES: Feature[] = [
  {
    title: 'Mapas interactivos',
    text: 'Dibuja tus graderías por filas, columnas y pisos. El público elige su silla en el plano.',
    Icon: StandsIcon,
  },
  {
    title: 'Gestión de reservas',
    text: 'Reservas en línea y en taquilla, pagos en efectivo o digitales, todo en un solo lugar.',
    Icon: TicketIcon,
  },
  {
    title: 'Analítica en tiempo real',
    text: 'Ocupación, ingresos y reservas del día para decidir precios con datos.',
    Icon: ChartIcon,
  },
  {
    title: 'Multi-evento',
    text: 'Usa las mismas graderías en varios eventos; cada evento tiene su propio inventario.',
    Icon: LayersIcon,
  },
];

export function LandingFeatures() {
  return (
    <section id="funciones" className="scroll-mt-16 bg-white py-20">
      <div className="mx-auto max-w-6xl px-4">
        <h2 className="text-center text-3xl font-bold tracking-tight text-stone-900">Todo lo que tu taquilla necesita</h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-stone-600">
          Pensado para organizadores de festivales, ferias y eventos con sillas numeradas.
        </p>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ title, text, Icon }) => (
            <article key={title} className="rounded-xl border border-stone-200 p-6 transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                <Icon />
              </span>
              <h3 className="mt-4 font-semibold text-stone-900">{title}</h3>
              <p className="mt-2 text-sm text-stone-600">{text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
