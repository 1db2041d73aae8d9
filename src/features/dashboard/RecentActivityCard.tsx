import type { ActivityItem, ActivityKind } from '../../domain/dashboard-activity';
import { timeAgo } from '../../domain/dates';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Money } from '../../ui/Money';
import { cx } from '../../ui/class-names';
import { DashboardSection } from './DashboardSection';

const BADGE_CLASSES: Record<ActivityKind, string> = {
  payment: 'bg-emerald-100 text-emerald-800',
  reservation: 'bg-sky-100 text-sky-800',
  cancellation: 'bg-amber-100 text-amber-800',
  refund: 'bg-red-100 text-red-800',
};

const DOT_CLASSES: Record<ActivityKind, string> = {
  payment: 'bg-emerald-500',
  reservation: 'bg-sky-500',
  cancellation: 'bg-amber-500',
  refund: 'bg-red-500',
};

function ActivityRow({ item, now }: { item: ActivityItem; now: Date }) {
  return (
    <li className="flex flex-wrap gap-x-3 gap-y-1 py-3 first:pt-0 last:pb-0">
      <span className={cx('mt-1.5 size-2 shrink-0 rounded-full', DOT_CLASSES[item.kind])} aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-48">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <p className="font-semibold text-stone-900">{item.title}</p>
          <span className={cx('rounded-full px-2 py-0.5 text-xs font-semibold', BADGE_CLASSES[item.kind])}>{item.badge}</span>
        </div>
        <p className="mt-0.5 text-sm wrap-break-word text-stone-700">
          {item.customerName}
          {item.amount !== null && (
            <span className="whitespace-nowrap text-stone-500">
              {' · '}
              <Money amount={item.amount} />
            </span>
          )}
        </p>
        <p className="text-xs wrap-break-word text-stone-500">{item.seatsSummary}</p>
      </div>
      <time dateTime={item.at} className="ml-5 text-xs text-stone-500 sm:ml-auto">
        {timeAgo(item.at, now)}
      </time>
    </li>
  );
}

export function RecentActivityCard({ activity, now }: { activity: ActivityItem[]; now: Date }) {
  return (
    <DashboardSection title="Actividad reciente" more={{ label: 'Ver todas', to: '/reservations' }}>
      {activity.length === 0 ? (
        <EmptyState
          size="compact"
          title="Aún no hay actividad"
          actions={
            <Link to="/reservations?nueva" className={buttonClasses('primary', 'sm')}>
              Registrar una venta
            </Link>
          }
        >
          Las reservas, pagos y cancelaciones aparecerán aquí: registra una venta de taquilla o comparte la página pública de tu
          evento.
        </EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100">
          {activity.map((item) => (
            <ActivityRow key={item.id} item={item} now={now} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
