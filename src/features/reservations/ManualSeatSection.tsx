// The seat picker of the manual reservation: every stand the chosen event sells, each
// seat in its status for that event, the selection in blue, and what each chosen seat costs.
import { seatShortLabel } from '../../domain/seat-label';
import { memo, useMemo, useState } from 'react';
import type { SeatForSale, VenueForSale } from '../../db/reservation-sale-queries';
import { counted } from '../../domain/plural';
import { formatCOP } from '../../domain/money';
import { groupSeatsByFloorAndRow } from '../../ui/seat-plan-groups';
import { SeatLegend } from '../../ui/SeatLegend';
import { SeatPicker } from '../../ui/SeatPicker';
import { SelectionAnnouncer } from '../../ui/SelectionAnnouncer';
import { leasedLookOf, type SeatLook } from '../../ui/seat-styles';
import { toggleSeat } from './manual-reservation-form';
import { BestSeatsTogether } from './BestSeatsTogether';
import { LEASED_ELSEWHERE, OUTSIDE_LEASE_WARNING } from '../../domain/seat-leases';
import type { SaleLeases } from './use-event-leases';

interface ManualSeatSectionProps {
  venues: VenueForSale[];
  selected: string[];
  onChange: (seatIds: string[]) => void;
  error?: string;
  /** The event's seat leases (issue 21); none when left out. */
  leases?: SaleLeases;
}

const NO_LEASES: SaleLeases = { marks: new Map(), holders: [], offline: false };

/** Who holds the event's open leases, named as the organizer named each device. */
function LeaseHolders({ holders }: { holders: SaleLeases['holders'] }) {
  if (holders.length === 0) return null;
  return (
    <ul aria-label="Asientos asignados a taquillas" className="flex flex-wrap gap-2 text-xs">
      {holders.map((holder) => (
        <li key={`${holder.mine}:${holder.deviceName}`} className={holder.mine ? 'rounded-full bg-teal-50 px-2.5 py-1 text-teal-900' : 'rounded-full bg-violet-50 px-2.5 py-1 text-violet-900'}>
          {holder.deviceName}{holder.mine ? ' (esta taquilla)' : ''} · {counted(holder.seats, 'asiento', 'asientos')}
        </li>
      ))}
    </ul>
  );
}

function VenuePicker({ venue, lookOf, onSeatClick }: { venue: VenueForSale; lookOf: (id: string) => SeatLook; onSeatClick: (seat: SeatForSale) => void }) {
  const floors = useMemo(() => groupSeatsByFloorAndRow(venue.seats), [venue.seats]);
  const byId = useMemo(() => new Map(venue.seats.map((seat) => [seat.id, seat])), [venue.seats]);
  return (
    <section aria-label={venue.graderia.name} className="min-w-0 rounded-lg border border-stone-200 p-3">
      <h3 className="mb-2 text-sm font-semibold wrap-break-word text-stone-900">
        {venue.graderia.name} <span className="font-normal text-stone-500">· desde {formatCOP(venue.graderia.base_price)}</span>
      </h3>
      <SeatPicker floors={floors} lookOf={lookOf} onSeatClick={(seat) => onSeatClick(byId.get(seat.id)!)} />
    </section>
  );
}

function ChosenSeats({ seats }: { seats: SeatForSale[] }) {
  if (seats.length === 0) return null;
  return (
    <ul aria-label="Asientos seleccionados" className="flex flex-wrap gap-2 text-xs">
      {seats.map((seat) => (
        <li key={seat.id} className="rounded-full bg-sky-50 px-2.5 py-1 font-medium text-sky-900">
          {seat.venue_name} {seatShortLabel(seat, seat.stand_floors)} · {formatCOP(seat.price)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Drawn again when its props change, not for each keystroke in the customer's fields below:
 * its map has up to 12,500 seats (BENCHMARKS.md, the twenty-second session).
 */
export const ManualSeatSection = memo(function ManualSeatSection({ venues, selected, onChange, error, leases = NO_LEASES }: ManualSeatSectionProps) {
  const [clickError, setClickError] = useState<string | null>(null);
  const seatsById = useMemo(() => new Map(venues.flatMap((venue) => venue.seats).map((seat) => [seat.id, seat])), [venues]);
  const chosen = new Set(selected);
  const { marks, offline } = leases;
  const lookOf = (seatId: string): SeatLook => {
    if (chosen.has(seatId)) return 'selected';
    return leasedLookOf(seatsById.get(seatId)?.status ?? 'blocked', marks.get(seatId));
  };

  const onSeatClick = (seat: SeatForSale) => {
    if (!chosen.has(seat.id) && seat.status === 'available' && marks.get(seat.id)?.kind === 'other') {
      setClickError(`${LEASED_ELSEWHERE} (${marks.get(seat.id)!.deviceName})`);
      return;
    }
    const next = toggleSeat(selected, seat, seat.status === 'available');
    setClickError(next.error);
    onChange(next.seat_ids);
  };

  const chosenSeats = selected.flatMap((id) => seatsById.get(id) ?? []);
  const shownError = clickError ?? error;
  // Offline, only this device's leased seats cannot be sold by another gate meanwhile.
  const outsideLease = offline && chosenSeats.some((seat) => marks.get(seat.id)?.kind !== 'mine');
  const hasLease = [...marks.values()].some((mark) => mark.kind === 'mine');
  return (
    <div className="space-y-3">
      {/* The seats' own prices: a discount code, if any, shows in the total below the form. */}
      <SelectionAnnouncer count={chosenSeats.length} total={chosenSeats.reduce((sum, seat) => sum + seat.price, 0)} />
      <BestSeatsTogether
        seats={venues.flatMap((venue) => venue.seats)}
        allowed={(seat) => (offline && hasLease ? marks.get(seat.id)?.kind === 'mine' : marks.get(seat.id)?.kind !== 'other')}
        onChoose={(seatIds) => {
          setClickError(null);
          onChange(seatIds);
        }}
      />
      <SeatLegend looks={['available', 'selected', 'reserved', 'paid', 'blocked', 'leased-mine', 'leased-other']} showPremium />
      <LeaseHolders holders={leases.holders} />
      {venues.map((venue) => (
        <VenuePicker key={venue.graderia.id} venue={venue} lookOf={lookOf} onSeatClick={onSeatClick} />
      ))}
      <ChosenSeats seats={chosenSeats} />
      {outsideLease && (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {OUTSIDE_LEASE_WARNING}
        </p>
      )}
      {shownError && (
        <p role="alert" className="text-sm font-medium text-red-600">
          {shownError}
        </p>
      )}
    </div>
  );
});
