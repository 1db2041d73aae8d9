// The quick sale's state: how many seats, which ones (proposed at once, changed by taps on the
// map), the charge, and the completed sale. A sale is one 'reservations-create-manual' op with
// walk_in true, so it works offline like every command; a seat the replica already knows to be
// taken is refused before anything is queued, and other seats are proposed at once.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { CommandValidationError } from '../../db/commands/command-definition';
import { loadGateSettings } from '../../db/gate-device-settings';
import { seatPickerForEvent, type SeatForSale, type VenueForSale } from '../../db/reservation-sale-queries';
import { cashChangeFor } from '../../domain/cash-change';
import { proposeQuickSaleSeats, toggleQuickSaleSeat } from '../../domain/quick-sale';
import { useReplica, useRunCommand } from '../../session/replica-hooks';

export type QuickSaleStep = 'choose' | 'charge' | 'done';

export interface CompletedSale {
  reservationId: string;
  opId: string;
  seats: SeatForSale[];
  total: number;
  received: number;
  change: number;
  soldAt: Date;
}

const totalOf = (seats: readonly SeatForSale[]) => seats.reduce((sum, seat) => sum + seat.price, 0);

export function useQuickSale(eventId: string, venues: readonly VenueForSale[]) {
  const db = useReplica();
  const runCommand = useRunCommand();
  const soldHere = useSeatsSoldHere(venues);
  /** The venues as the cashier must see them: the replica's, with the seats just sold here taken. */
  const shownVenues = useMemo(() => withSeatsTaken(venues, soldHere.seatIds), [venues, soldHere.seatIds]);
  const seats = useMemo(() => shownVenues.flatMap((venue) => venue.seats), [shownVenues]);
  const [step, setStep] = useState<QuickSaleStep>('choose');
  const [chosen, setChosen] = useState<SeatForSale[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [completed, setCompleted] = useState<CompletedSale | null>(null);
  const charging = useRef(false);
  /** Only while the command runs: a refused amount never disables the bills. */
  const [busy, setBusy] = useState(false);
  const total = totalOf(chosen);

  const propose = useCallback((fromSeats: readonly SeatForSale[], count: number, why: string | null = null) => {
    const proposal = proposeQuickSaleSeats(fromSeats, count);
    setChosen(proposal.ok ? proposal.seats : []);
    setMessage(proposal.ok ? why : why ? `${why} ${proposal.message}` : proposal.message);
    setStep('choose');
  }, []);

  const chooseCount = useCallback((count: number) => propose(seats, count), [propose, seats]);

  // Another gate or the public page sold a proposed seat and the replica heard of it: propose again.
  useEffect(() => {
    if (step === 'done' || chosen.length === 0) return;
    const current = new Map(seats.map((seat) => [seat.id, seat]));
    if (chosen.every((seat) => current.get(seat.id)?.status === 'available')) return;
    propose(seats, chosen.length, 'Un asiento propuesto se acaba de vender: te proponemos otros.');
  }, [seats, chosen, step, propose]);

  const tapSeat = useCallback(
    (seat: SeatForSale) => {
      const next = toggleQuickSaleSeat(chosen, seat);
      if (next.ok) setChosen(next.seats);
      setMessage(next.ok ? null : next.message);
      if (step === 'charge') setStep('choose');
    },
    [chosen, step],
  );

  const startCharge = useCallback(() => {
    if (chosen.length === 0) return setMessage('Elige cuántos asientos');
    setMessage(null);
    setStep('charge');
  }, [chosen.length]);

  const backToSeats = useCallback(() => {
    setMessage(null);
    setStep('choose');
  }, []);

  const charge = useCallback(
    async (received: number) => {
      if (charging.current || chosen.length === 0) return;
      const change = cashChangeFor(total, received);
      if (!change.ok) return setMessage(change.message);
      charging.current = true;
      setBusy(true);
      try {
        const receipt = await runCommand('reservations-create-manual', {
          event_id: eventId,
          seat_ids: chosen.map((seat) => seat.id),
          payment_method: 'cash',
          walk_in: true,
          device_name: loadGateSettings().gateName,
        });
        soldHere.add(chosen);
        setCompleted({ reservationId: receipt.entityId, opId: receipt.opId, seats: chosen, total, received, change: change.change, soldAt: new Date() });
        setMessage(null);
        setStep('done');
      } catch (error) {
        const refusal = error instanceof CommandValidationError ? error.fieldErrors : { form: 'No se pudo registrar la venta. Intenta de nuevo.' };
        if (refusal.seat_ids && db) {
          // Nothing was sold: the replica knows these seats are gone, so propose others at once.
          const fresh = (await seatPickerForEvent(db, eventId, new Date())).flatMap((venue) => venue.seats);
          propose(fresh, chosen.length, `${refusal.seat_ids}. Te proponemos otros.`);
        } else {
          setMessage(Object.values(refusal)[0] ?? 'No se pudo registrar la venta.');
        }
      } finally {
        charging.current = false;
        setBusy(false);
      }
    },
    [chosen, total, runCommand, eventId, db, propose, soldHere],
  );

  const newSale = useCallback(() => {
    setCompleted(null);
    setChosen([]);
    setMessage(null);
    setStep('choose');
  }, []);

  return { venues: shownVenues, step, chosen, total, message, completed, busy, chooseCount, tapSeat, startCharge, backToSeats, charge, newSale };
}

export type QuickSale = ReturnType<typeof useQuickSale>;

/** The venues with these seats taken (paid) where they still show free. */
function withSeatsTaken(venues: readonly VenueForSale[], seatIds: ReadonlySet<string>): readonly VenueForSale[] {
  if (seatIds.size === 0) return venues;
  return venues.map((venue) => ({
    ...venue,
    seats: venue.seats.map((seat) => (seatIds.has(seat.id) && seat.status === 'available' ? { ...seat, status: 'paid' as const } : seat)),
  }));
}

/**
 * The seats this screen just sold, taken at once: the venues come from a live query of the
 * replica, which shows a sale a moment after it is written (longer on a big stand), and a
 * cashier's next '2' must not propose the seats just sold. A seat leaves the set once the
 * replica shows it taken; from then on the replica says (say, free again after a refusal).
 */
function useSeatsSoldHere(venues: readonly VenueForSale[]) {
  const [seatIds, setSeatIds] = useState<ReadonlySet<string>>(() => new Set());
  /** The venues last shown: a sale the replica already shows (its live query was quicker) is not added. */
  const shown = useRef(venues);
  useEffect(() => {
    shown.current = venues;
    setSeatIds((sold) => {
      const notShownYet = sold.size === 0 ? sold : shownFree(venues, sold);
      return notShownYet.size === sold.size ? sold : notShownYet;
    });
  }, [venues]);
  const add = useCallback((seats: readonly SeatForSale[]) => {
    const justSold = shownFree(shown.current, new Set(seats.map((seat) => seat.id)));
    setSeatIds((sold) => (justSold.size === 0 ? sold : new Set([...sold, ...justSold])));
  }, []);
  return useMemo(() => ({ seatIds, add }), [seatIds, add]);
}

/** Those of `seatIds` the venues show free. */
function shownFree(venues: readonly VenueForSale[], seatIds: ReadonlySet<string>): ReadonlySet<string> {
  const free = new Set<string>();
  for (const venue of venues) for (const seat of venue.seats) if (seatIds.has(seat.id) && seat.status === 'available') free.add(seat.id);
  return free;
}
