import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LockIcon } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';

/** In place of an organizer-only screen opened by a staff member (a bookmark, a shared link). */
export function StaffPermissionNotice({ action }: { action: string }) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <LockIcon />
      </span>
      <PageTitle>{`No tienes permisos para ${action}`}</PageTitle>
      <h1 className="mt-4 text-xl font-bold text-stone-900">No tienes permisos para {action}</h1>
      <p className="mt-2 text-stone-600">
        Tu cuenta es de taquilla: vendes y cobras reservas. Pide al organizador de tu equipo que haga este cambio.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to="/reservations" className={buttonClasses('primary')}>
          Ir a Reservas
        </Link>
        <Link to="/dashboard" className={buttonClasses('outline')}>
          Ir al Dashboard
        </Link>
      </div>
    </Card>
  );
}
