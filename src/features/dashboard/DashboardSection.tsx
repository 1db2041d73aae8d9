import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '../../ui/Card';
import { ArrowRightIcon } from '../../ui/icons';

interface DashboardSectionProps {
  title: string;
  /** The screen holding the whole list, e.g. 'Ver todas' → /reservations. */
  more?: { label: string; to: string };
  children: ReactNode;
}

/** A titled card of the dashboard, labelled by its heading for screen readers and tests. */
export function DashboardSection({ title, more, children }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <Card className="@container flex flex-col p-5" role="region" aria-labelledby={headingId}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
            {more.label} <ArrowRightIcon className="size-4" />
          </Link>
        )}
      </div>
      {children}
    </Card>
  );
}
