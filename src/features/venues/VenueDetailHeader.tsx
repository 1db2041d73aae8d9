import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { GraderiaRow } from '../../db/rows';
import { MapPinIcon } from '../../ui/icons';
import { ActiveBadge } from '../../ui/ActiveBadge';
import { PageTitle } from '../../ui/PageTitle';

interface VenueDetailHeaderProps {
  graderia: GraderiaRow;
  /** What this screen is, e.g. 'Plano de asientos'. */
  section: string;
  actions?: ReactNode;
}

/** The venue's name, state and location above each of its screens, with the way back to the list. */
export function VenueDetailHeader({ graderia, section, actions }: VenueDetailHeaderProps) {
  return (
    <header className="mb-6 space-y-3">
      <Link to="/venues" className="text-sm font-medium text-brand-700 hover:underline">
        ← Mis Graderías
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-brand-700">{section}</p>
          <div className="flex flex-wrap items-center gap-3">
            <PageTitle>{graderia.name}</PageTitle>
            <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{graderia.name}</h1>
            <ActiveBadge active={graderia.is_active} feminine />
          </div>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-500">
            <MapPinIcon className="size-4 shrink-0" />
            {graderia.location_name ?? 'Sin ubicación'}
          </p>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
    </header>
  );
}
