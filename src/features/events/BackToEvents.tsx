import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '../../ui/icons';

export function BackToEvents() {
  return (
    <Link to="/events" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-stone-600 hover:text-brand-700">
      <ArrowRightIcon className="size-4 rotate-180" />
      Volver a Mis Eventos
    </Link>
  );
}
