import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { HelpResourceShell } from './HelpResourceShell';
import { VideoIcon } from '../../ui/icons';
import { HELP_PATH, QUICK_START_GUIDE_PATH } from '../../domain/help-paths';

const AVAILABLE_INSTEAD = [
  { title: 'Guía de inicio rápido', text: 'Los siete pasos, de crear la gradería a resolver un conflicto en taquilla.', to: QUICK_START_GUIDE_PATH },
  { title: 'Preguntas frecuentes', text: 'Pagos, precios, cancelaciones, problemas técnicos y reportes.', to: HELP_PATH },
  { title: 'Festival de demostración', text: 'La página pública real del Festival del Bambuco, para verla como la ve el público.', to: '/event/festival-bambuco-2025' },
];

/** /help/recursos/videos: says plainly that there are no videos yet, and what to use meanwhile. */
export function VideoTutorialsPage() {
  return (
    <HelpResourceShell title="Video tutoriales" description="Aún no hay videos tutoriales de Taquilla.">
      <div className="flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-stone-100 text-stone-500">
          <VideoIcon className="size-7" />
        </span>
        <p className="mt-4 max-w-lg text-stone-700">
          Mientras tanto, la guía de inicio rápido explica paso a paso lo que mostrarían, con los nombres exactos de cada botón.
        </p>
        <Link to={QUICK_START_GUIDE_PATH} className={buttonClasses('primary', 'md', 'mt-6')}>
          Abrir la guía de inicio rápido
        </Link>
      </div>
      <h2 className="mt-10 text-lg font-bold text-stone-900">Lo que ya puedes usar</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {AVAILABLE_INSTEAD.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="block h-full rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50">
              <span className="block font-semibold text-stone-900">{item.title}</span>
              <span className="mt-1 block text-sm text-stone-600">{item.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </HelpResourceShell>
  );
}
