import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { API_DOCS_PATH, QUICK_START_GUIDE_PATH, VIDEO_TUTORIALS_PATH } from '../../domain/help-paths';
import { BookIcon, CodeIcon, VideoIcon } from '../../ui/icons';

interface Resource {
  title: string;
  text: string;
  to: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const RESOURCES: Resource[] = [
  { title: 'Guía de inicio rápido', text: 'De la primera gradería a la venta en taquilla.', to: QUICK_START_GUIDE_PATH, Icon: BookIcon },
  { title: 'Video tutoriales', text: 'Qué hay disponible hoy.', to: VIDEO_TUTORIALS_PATH, Icon: VideoIcon },
  { title: 'Documentación API', text: 'Las funciones del servidor que usa la app.', to: API_DOCS_PATH, Icon: CodeIcon },
];

export function HelpResources() {
  return (
    <section aria-labelledby="help-resources" className="space-y-3">
      <h2 id="help-resources" className="text-xl font-bold text-stone-900">
        Recursos
      </h2>
      <ul className="grid gap-3">
        {RESOURCES.map(({ title, text, to, Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-700">
                <Icon />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">{title}</span>
                <span className="block text-sm text-stone-600">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
