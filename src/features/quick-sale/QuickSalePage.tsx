// 'Venta rápida' (issue 20): a walk-in buys seats in cash at the gate, on a tablet held in one
// hand. Three taps from this screen to a completed sale: the count ('2'), 'Cobrar en efectivo',
// the bill handed over ('$ 100.000'). A USB numeric keypad works too: a digit is the count,
// Enter charges (then Enter again takes the exact amount or the typed one).
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { openShiftOfThisDevice } from '../../db/cash-shift-queries';
import { loadGateSettings } from '../../db/gate-device-settings';
import { eventsOnSale } from '../../db/quick-sale-queries';
import { NO_EVENT_SEATS, readEventSeats, seatPickerAt, type SeatForSale, type VenueForSale } from '../../db/reservation-sale-queries';
import { formatCOP } from '../../domain/money';
import { counted } from '../../domain/plural';
import { festivalDateOf, quickSaleEventOf } from '../../domain/quick-sale';
import { seatShortLabel } from '../../domain/seat-label';
import { useDerived, useHoldsClock, useReplicaQuery } from '../../session/replica-hooks';
import { Alert } from '../../ui/Alert';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { CashPanel } from './CashPanel';
import { CountButtons } from './CountButtons';
import { QuickSaleSeatMap } from './QuickSaleSeatMap';
import { SaleDone } from './SaleDone';
import { useQuickSale, type QuickSale } from './use-quick-sale';


/** Keys from a USB numeric keypad, ignored while the cashier types in a field. */
function useKeypad(sale: QuickSale) {
  // An effect event reads the sale as last committed, from one listener: a key pressed the
  // moment a step shows (Enter right after 'Vuelto') finds that step, not the one before (a
  // listener re-added after paint missed it under load).
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (target && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)) return;
    if (sale.step === 'choose' && /^[1-9]$/.test(event.key)) {
      event.preventDefault();
      sale.chooseCount(Number(event.key));
    } else if (sale.step === 'choose' && event.key === 'Enter' && target?.tagName !== 'BUTTON') {
      event.preventDefault();
      sale.startCharge();
    } else if (sale.step === 'done' && event.key === 'Enter' && target?.tagName !== 'BUTTON') {
      event.preventDefault();
      sale.newSale();
    }
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function Proposal({ seats, total }: { seats: readonly SeatForSale[]; total: number }) {
  if (seats.length === 0) return null;
  return (
    <div className="rounded-2xl border border-sky-200 bg-sky-50 p-4" aria-label="Asientos propuestos">
      <p className="text-sm text-sky-900">
        {counted(seats.length, 'asiento', 'asientos')} · {seats[0].venue_name}
      </p>
      <p className="text-2xl font-bold text-sky-950">{seats.map((seat) => seatShortLabel(seat, seat.stand_floors)).join(', ')}</p>
      <p className="mt-1 text-3xl font-extrabold text-stone-900">{formatCOP(total)}</p>
    </div>
  );
}

function QuickSaleDesk({ eventId, eventName, venues }: { eventId: string; eventName: string; venues: VenueForSale[] }) {
  const sale = useQuickSale(eventId, venues);
  useKeypad(sale);
  if (sale.step === 'done' && sale.completed) return <SaleDone sale={sale.completed} eventName={eventName} onNewSale={sale.newSale} />;
  return (
    <div className="space-y-4">
      <CountButtons count={sale.chosen.length} onChoose={sale.chooseCount} />
      {sale.message && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-base font-semibold text-red-800">
          {sale.message}
        </p>
      )}
      <Proposal seats={sale.chosen} total={sale.total} />
      {sale.step === 'charge' ? (
        <CashPanel total={sale.total} busy={sale.busy} onCharge={(received) => void sale.charge(received)} onBack={sale.backToSeats} />
      ) : (
        <button
          type="button"
          disabled={sale.chosen.length === 0}
          onClick={sale.startCharge}
          className="h-20 w-full rounded-2xl bg-emerald-600 text-2xl font-bold text-white shadow-sm hover:bg-emerald-700 disabled:bg-stone-300"
        >
          Cobrar en efectivo
        </button>
      )}
      <QuickSaleSeatMap venues={sale.venues} chosen={sale.chosen} onSeatClick={sale.tapSeat} />
    </div>
  );
}

export function QuickSalePage() {
  const events = useReplicaQuery(eventsOnSale, []);
  const [pickedEventId, setPickedEventId] = useState<string | null>(null);
  const onSale = useMemo(() => (events.status === 'ready' ? events.data : []), [events]);
  const eventId = pickedEventId ?? quickSaleEventOf(onSale, loadGateSettings().eventId, festivalDateOf(new Date()));
  // Tagged with its event: while another event's seats load, the previous answer is not shown as this one's.
  const seatsRead = useReplicaQuery(async (db) => ({ eventId, seats: eventId ? await readEventSeats(db, eventId) : NO_EVENT_SEATS }), [eventId]);
  // A hold that runs out while the gate waits frees its seat for the next sale.
  const now = useHoldsClock(seatsRead, (rows) => rows.seats.holders.values());
  const venuesRead = useDerived(seatsRead, (rows) => ({ eventId: rows.eventId, venues: seatPickerAt(rows.seats, now) }), [now]);
  const event = onSale.find((candidate) => candidate.id === eventId);
  const openShift = useReplicaQuery(openShiftOfThisDevice, []);

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title="Venta rápida" description="Venta en taquilla en efectivo, sin datos del cliente." />
      {openShift.status === 'ready' && !openShift.data && (
        <Alert>
          Sin turno de caja abierto en este dispositivo: las ventas no tendrán recibo ni entrarán en un cierre.{' '}
          <Link to="/caja" className="font-semibold underline">
            Abrir turno
          </Link>
        </Alert>
      )}
      {events.status !== 'ready' && <Spinner label="Cargando eventos…" />}
      {events.status === 'ready' && !event && <Alert>No hay eventos a la venta. Activa un evento para vender en taquilla.</Alert>}
      {event && (
        <>
          <label className="block text-sm font-medium text-stone-700 print:hidden">
            Evento
            <select
              value={event.id}
              onChange={(change) => setPickedEventId(change.target.value)}
              className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-3 text-lg"
            >
              {onSale.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
          {venuesRead.status === 'ready' && venuesRead.data.eventId === event.id ? (
            <QuickSaleDesk key={event.id} eventId={event.id} eventName={event.name} venues={venuesRead.data.venues} />
          ) : (
            <Spinner label="Cargando asientos…" />
          )}
        </>
      )}
    </div>
  );
}
