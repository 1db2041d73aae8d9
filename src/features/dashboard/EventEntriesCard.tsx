// 'Ingreso a eventos': how many of each active event's tickets have come in through the
// gates, per stand, from the replica (this device's scans at once, other gates' with the pull).
import { EntryCounts } from '../../ui/EntryCounts';
import { DashboardSection } from './DashboardSection';
import { useEventEntries } from './use-event-entries';

export function EventEntriesCard() {
  const entries = useEventEntries();
  if (entries.status !== 'ready' || entries.data.length === 0) return null;
  return (
    <DashboardSection title="Ingreso a eventos" more={{ label: 'Control de acceso', to: '/control-acceso' }}>
      <div className="space-y-5">
        {entries.data.map(({ event, entries: count }) => (
          <EntryCounts key={event.id} {...count} title={event.name} />
        ))}
      </div>
    </DashboardSection>
  );
}
