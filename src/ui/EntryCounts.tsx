// Checked in against sold, for an event and each of its stands: how full the venue is at the
// gate, as the dashboard, the events list and the gate screen show it.
import { entryCountLabel, entryPercent } from '../domain/check-in-counts';
import { OccupancyBar } from './OccupancyBar';

interface Count {
  sold: number;
  checkedIn: number;
}

interface EntryCountsProps extends Count {
  byStand?: (Count & { standId: string; standName: string })[];
  title?: string;
}

function CountLine({ name, count }: { name: string; count: Count }) {
  return (
    <div className="space-y-1">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium text-stone-800">{name}</span>
        <span className="text-stone-600 tabular-nums">{entryCountLabel(count)}</span>
      </div>
      <OccupancyBar percent={entryPercent(count)} label={`Ingreso: ${name}`} />
    </div>
  );
}

export function EntryCounts({ sold, checkedIn, byStand = [], title = 'Ingresos' }: EntryCountsProps) {
  return (
    <div className="space-y-3" data-testid="entry-counts">
      <CountLine name={title} count={{ sold, checkedIn }} />
      {byStand.length > 1 && (
        <div className="space-y-2 border-l-2 border-stone-100 pl-3">
          {byStand.map((stand) => (
            <CountLine key={stand.standId} name={stand.standName} count={stand} />
          ))}
        </div>
      )}
    </div>
  );
}
