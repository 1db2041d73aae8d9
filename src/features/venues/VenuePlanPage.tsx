import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { occupancyOf } from '../../domain/seat-status';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { OccupancyBar } from '../../ui/OccupancyBar';
import { groupSeatsByFloorAndRow } from '../../ui/seat-plan-groups';
import { SeatLegend } from '../../ui/SeatLegend';
import { RENDER_ALL_UP_TO } from '../../ui/seat-map-geometry';
import { SeatPlan } from '../../ui/SeatPlan';
import { SeatPlanBigStand } from '../../ui/SeatPlanBigStand';
import { StatCard } from '../../ui/StatCard';
import { PlanEventSelector } from './PlanEventSelector';
import { useVenuePlan, type VenuePlan } from './use-venue-plan';
import { VenueDetailGate } from './VenueDetailStates';
import { VenueDetailHeader } from './VenueDetailHeader';
import { OrganizerOnly } from '../../session/OrganizerOnly';
import { Count } from '../../ui/Money';
import { leasedLookOf, type SeatLook } from '../../ui/seat-styles';


function PlanFigures({ plan }: { plan: VenuePlan }) {
  const occupancy = useMemo(() => occupancyOf(plan.statuses.values()), [plan.statuses]);
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Total de asientos" value={<Count value={occupancy.total} />} />
      <StatCard label="Disponibles" value={<Count value={occupancy.available} />} />
      <StatCard label="Ocupados" value={<Count value={occupancy.occupied} />} detail="Reservados o vendidos" />
      <StatCard label="Ocupación" value={`${occupancy.percent}%`} detail={<OccupancyBar percent={occupancy.percent} className="mt-2" />} />
    </div>
  );
}

function PlanBody({ plan, onSelectEvent }: { plan: VenuePlan; onSelectEvent: (eventId: string) => void }) {
  const floors = useMemo(() => groupSeatsByFloorAndRow(plan.seats), [plan.seats]);
  const lookOf = useCallback((seatId: string): SeatLook => leasedLookOf(plan.statuses.get(seatId) ?? 'available', plan.leases.get(seatId)), [plan.statuses, plan.leases]);
  const holders = useMemo(() => [...new Set([...plan.leases.values()].map((lease) => lease.deviceName))], [plan.leases]);
  const { graderia } = plan;
  return (
    <>
      <VenueDetailHeader
        graderia={graderia}
        section="Plano de asientos"
        actions={
          <OrganizerOnly>
            <Link to={`/venues/${graderia.id}/editar`} className={buttonClasses('outline')}>
              Editar
            </Link>
            <Link to={`/venues/${graderia.id}/precios`} className={buttonClasses('primary')}>
              Precios
            </Link>
          </OrganizerOnly>
        }
      />
      <div className="space-y-6">
        <PlanFigures plan={plan} />
        <Card className="space-y-5 p-4 sm:p-6">
          <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
            <PlanEventSelector events={plan.events} selected={plan.event} onSelect={onSelectEvent} />
            <SeatLegend looks={holders.length > 0 ? ['available', 'reserved', 'paid', 'blocked', 'leased-mine', 'leased-other'] : ['available', 'reserved', 'paid', 'blocked']} showPremium />
          </div>
          {holders.length > 0 && <p className="text-sm text-stone-600">Asignados a taquillas: {holders.join(', ')}</p>}
          {plan.seats.length > RENDER_ALL_UP_TO ? <SeatPlanBigStand floors={floors} lookOf={lookOf} /> : <SeatPlan floors={floors} lookOf={lookOf} />}
        </Card>
      </div>
    </>
  );
}

export function VenuePlanPage() {
  const { id = '' } = useParams();
  const [chosenEventId, setChosenEventId] = useState<string | null>(null);
  const plan = useVenuePlan(id, chosenEventId);
  return <VenueDetailGate state={plan}>{(loaded) => <PlanBody plan={loaded} onSelectEvent={setChosenEventId} />}</VenueDetailGate>;
}
