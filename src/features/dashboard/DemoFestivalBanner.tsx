import { Link } from 'react-router-dom';
import { DEMO_FESTIVAL_PATH } from '../../domain/demo-festival';
import { ArrowRightIcon } from '../../ui/icons';

export function DemoFestivalBanner() {
  return (
    <section className="relative overflow-hidden rounded-xl bg-gradient-to-br from-brand-600 via-rose-600 to-fuchsia-700 p-6 text-white shadow-sm sm:p-8">
      <div className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" aria-hidden="true" />
      <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">Neiva · 13 al 30 de junio</p>
      <h2 className="mt-2 text-2xl font-bold">Festival Folclórico del Bambuco 2025</h2>
      <p className="mt-2 max-w-xl text-white/90">
        Comparte la página pública del festival: el público elige sus sillas en el plano y reserva en línea.
      </p>
      <Link
        to={DEMO_FESTIVAL_PATH}
        className="mt-5 inline-flex items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-sm hover:bg-brand-50"
      >
        Ver página pública <ArrowRightIcon className="size-4" />
      </Link>
    </section>
  );
}
