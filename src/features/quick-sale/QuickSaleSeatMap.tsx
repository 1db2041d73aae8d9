// The event's stands with the proposal in blue: a tap lets a chosen seat go or adds a free one.
import { useCallback, useMemo } from 'react';
import type { SeatForSale, VenueForSale } from '../../db/reservation-sale-queries';
import { groupSeatsByFloorAndRow } from '../../ui/seat-plan-groups';
import { SeatLegend } from '../../ui/SeatLegend';
import { SeatPicker } from '../../ui/SeatPicker';
import type { SeatLook } from '../../ui/seat-styles';

function StandMap({ venue, lookOf, onSeatClick }: { venue: VenueForSale; lookOf: (id: string) => SeatLook; onSeatClick: (seat: SeatForSale) => void }) {
  const floors = useMemo(() => groupSeatsByFloorAndRow(venue.seats), [venue.seats]);
  return (
    <section aria-label={venue.graderia.name} className="min-w-0 rounded-lg border border-stone-200 p-3">
      <h3 className="mb-2 text-sm font-semibold text-stone-900">{venue.graderia.name}</h3>
      <SeatPicker floors={floors} lookOf={lookOf} onSeatClick={onSeatClick} />
    </section>
  );
}

export function QuickSaleSeatMap({ venues, chosen, onSeatClick }: { venues: readonly VenueForSale[]; chosen: readonly SeatForSale[]; onSeatClick: (seat: SeatForSale) => void }) {
  const statusById = useMemo(() => new Map(venues.flatMap((venue) => venue.seats).map((seat) => [seat.id, seat.status])), [venues]);
  const chosenIds = useMemo(() => new Set(chosen.map((seat) => seat.id)), [chosen]);
  const lookOf = useCallback((seatId: string): SeatLook => (chosenIds.has(seatId) ? 'selected' : (statusById.get(seatId) ?? 'blocked')), [chosenIds, statusById]);
  return (
    <details className="rounded-2xl border border-stone-200 bg-white p-3 print:hidden" open>
      <summary className="cursor-pointer text-base font-semibold text-stone-900">Plano: toca para cambiar los asientos</summary>
      <div className="mt-3 space-y-3">
        <SeatLegend looks={['available', 'selected', 'reserved', 'paid', 'blocked']} showPremium />
        {venues.map((venue) => (
          <StandMap key={venue.graderia.id} venue={venue} lookOf={lookOf} onSeatClick={onSeatClick} />
        ))}
      </div>
    </details>
  );
}
