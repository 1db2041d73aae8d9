// One stand of the event on the public page: its name and base price, the legend, and its
// seats, each named with its price (base × the seat's multiplier).
import { useCallback, useMemo } from 'react';
import type { PublicSeat, PublicVenue } from '../../api/events';
import { formatCOP } from '../../domain/money';
import { seatPrice } from '../../domain/pricing';
import { groupSeatsByFloorAndRow } from '../../ui/seat-plan-groups';
import { SeatLegend } from '../../ui/SeatLegend';
import { SeatPicker } from '../../ui/SeatPicker';
import type { SeatLook } from '../../ui/seat-styles';

const LEGEND_LOOKS: readonly SeatLook[] = ['available', 'reserved', 'paid', 'selected', 'blocked'];

interface VenueSeatPickerProps {
  venue: PublicVenue;
  lookOf: (seatId: string) => SeatLook;
  onSeatClick: (seat: PublicSeat) => void;
}

export function VenueSeatPicker({ venue, lookOf, onSeatClick }: VenueSeatPickerProps) {
  const floors = useMemo(() => groupSeatsByFloorAndRow(venue.seats), [venue.seats]);
  const priceOf = useCallback((seat: PublicSeat) => seatPrice(venue.base_price, seat.price_multiplier), [venue.base_price]);
  return (
    <section aria-label={venue.name} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-bold text-stone-900">{venue.name}</h3>
        <p className="text-sm text-stone-600">
          Precio base <span className="font-semibold text-stone-900">{formatCOP(venue.base_price)}</span>
        </p>
      </div>
      <SeatLegend looks={LEGEND_LOOKS} showPremium className="mt-3" />
      <div className="mx-auto mt-4 mb-3 w-2/3 max-w-md rounded-b-3xl bg-stone-900 py-1 text-center text-[10px] font-semibold tracking-widest text-white">
        ESCENARIO
      </div>
      <SeatPicker floors={floors} lookOf={lookOf} onSeatClick={onSeatClick} priceOf={priceOf} />
    </section>
  );
}
