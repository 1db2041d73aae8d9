import { Link } from 'react-router-dom';
import { DEMO_FESTIVAL_PATH } from '../../domain/demo-festival';
import { ArrowRightIcon, CalendarIcon, MapPinIcon } from '../../ui/icons';

export function DemoFestivalSection() {
  return (
    <section className="py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="overflow-hidden rounded-2xl bg-stone-950 text-white shadow-xl">
          <div className="grid gap-8 p-8 sm:p-12 lg:grid-cols-[1.5fr_1fr] lg:items-center">
            <div>
              <p className="text-sm font-semibold tracking-widest text-brand-300 uppercase">Prueba la experiencia</p>
              <h2 className="mt-3 text-3xl font-bold">Festival Folclórico del Bambuco 2025</h2>
              <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-stone-300">
                <span className="flex items-center gap-2">
                  <CalendarIcon className="size-4" /> 13 al 30 de junio de 2025
                </span>
                <span className="flex items-center gap-2">
                  <MapPinIcon className="size-4" /> Neiva, Huila
                </span>
              </div>
              <p className="mt-4 max-w-xl text-stone-300">
                Abre la página pública del festival y mira cómo el público reserva sus sillas.
              </p>
            </div>
            <Link
              to={DEMO_FESTIVAL_PATH}
              className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-300"
            >
              Ver el festival <ArrowRightIcon className="size-4" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
