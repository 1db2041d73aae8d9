// 'Asignación de asientos' (issue 21): a block of seats of an event for this gate device, for
// a few hours, so its offline sales cannot conflict. The organizer (or the cashier on the
// tablet) leases by 'los siguientes N mejores asientos', by rows, or by seats drawn on the map;
// every open lease shows on the map with its device's name, with per device sales per hour
// and seats left, and can be topped up or handed back.
import { memo, useCallback, useMemo, useState, type FormEvent } from 'react';
import { CommandValidationError } from '../../db/commands/command-definition';
import { leaseBoundariesPassed, leaseMarks, summarizeLeases, type LeaseSummary } from '../../domain/seat-leases';
import { counted } from '../../domain/plural';
import { useRunCommand } from '../../session/replica-hooks';
import { useStore } from 'zustand';
import { syncStatusStore } from '../../sync/sync-status-store';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { SeatLegend } from '../../ui/SeatLegend';
import { SeatPicker } from '../../ui/SeatPicker';
import { SidewaysScroller } from '../../ui/SidewaysScroller';
import { groupSeatsByFloorAndRow } from '../../ui/seat-plan-groups';
import { leasedLookOf, type SeatLook } from '../../ui/seat-styles';
import { useClock } from '../../ui/use-clock';
import { InputField, SelectField } from '../../ui/validated-fields';
import { seatsToLease, type LeaseChoice } from './lease-choice';
import { useLeaseDesk, useLeaseEvents, type LeaseDesk } from './use-lease-desk';
import type { VenueForSale } from '../../db/reservation-sale-queries';

const DEVICE_NAME_KEY = 'taquilla.lease-device-name';
const TOP_UP_SEATS = 20;
const NO_LEASES: LeaseDesk['leases'] = [];

const time = (iso: string) => new Date(iso).toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Bogota' });

/** Drawn again only when a seat's look can change: not for a keystroke in the form, nor for the clock's tick. */
const StandMap = memo(function StandMap({ venue, lookOf, onSeatClick }: { venue: VenueForSale; lookOf: (id: string) => SeatLook; onSeatClick: (id: string) => void }) {
  const floors = useMemo(() => groupSeatsByFloorAndRow(venue.seats), [venue.seats]);
  return (
    <section aria-label={venue.graderia.name} className="min-w-0 rounded-lg border border-stone-200 p-3">
      <h3 className="mb-2 text-sm font-semibold text-stone-900">{venue.graderia.name}</h3>
      <SeatPicker floors={floors} lookOf={lookOf} onSeatClick={(seat) => onSeatClick(seat.id)} />
    </section>
  );
});

function LeaseRow({ lease, mine, onReturn, onTopUp }: { lease: LeaseSummary; mine: boolean; onReturn: () => void; onTopUp: () => void }) {
  return (
    <tr className="border-t border-stone-100">
      <td className="py-2 pr-3 font-medium">{lease.deviceName}{mine ? ' (esta taquilla)' : ''}</td>
      <td className="pr-3">{time(lease.startsAt)}–{time(lease.endsAt)}{lease.open ? '' : ' · terminada'}</td>
      <td className="pr-3">{lease.seatIds.length}</td>
      <td className="pr-3">{lease.sold}</td>
      <td className="pr-3" data-testid="lease-left">{lease.left}</td>
      <td className="pr-3">{lease.salesPerHour.toLocaleString('es-CO')}</td>
      <td className="pr-3">{lease.hoursOfStockLeft === null ? '—' : `${lease.hoursOfStockLeft.toLocaleString('es-CO')} h`}</td>
      <td className="flex gap-2 py-2">
        {lease.open && (
          <>
            <Button size="sm" variant="outline" onClick={onTopUp}>Ampliar {TOP_UP_SEATS}</Button>
            <Button size="sm" variant="outline" onClick={onReturn}>Devolver</Button>
          </>
        )}
      </td>
    </tr>
  );
}

export function SeatLeasesPage() {
  const events = useLeaseEvents();
  const [eventId, setEventId] = useState('');
  const now = useClock(30_000);
  const desk = useLeaseDesk(eventId);
  const runCommand = useRunCommand();
  // A lease is the server's word that no one else sells these seats: taken only online.
  const online = useStore(syncStatusStore, (status) => status.online);
  const [deviceName, setDeviceName] = useState(() => localStorage.getItem(DEVICE_NAME_KEY) ?? '');
  const [hours, setHours] = useState(4);
  const [choice, setChoice] = useState<LeaseChoice>({ mode: 'best', count: 200, standId: '', rows: '', drawn: [] });
  const [message, setMessage] = useState<{ kind: 'error' | 'done'; text: string } | null>(null);

  const leases = desk?.leases ?? NO_LEASES;
  // The map shows the leases open now: they change when one starts or ends, not on each tick.
  // Counted on the tick, not on each keystroke in the form (a lease has a row per seat).
  const leasesOpenNow = useMemo(() => leaseBoundariesPassed(leases, now), [leases, now]);
  const marks = useMemo(() => leaseMarks(leases, desk?.deviceId ?? null, now), [desk, leasesOpenNow]);
  // Sales per hour move with the clock: the table follows it.
  const summaries = useMemo(() => summarizeLeases(leases, desk?.soldSeatIds ?? new Set(), now), [desk, now]);
  const drawn = useMemo(() => new Set(choice.drawn), [choice.drawn]);
  const statusOf = useMemo(() => new Map((desk?.venues ?? []).flatMap((venue) => venue.seats).map((seat) => [seat.id, seat.status])), [desk]);
  const lookOf = useCallback(
    (id: string): SeatLook => {
      if (drawn.has(id)) return 'selected';
      return leasedLookOf(statusOf.get(id) ?? 'blocked', marks.get(id));
    },
    [drawn, statusOf, marks],
  );
  // From the current state, not this render's: two changes in one batch both count.
  const updateChoice = (change: Partial<LeaseChoice>) => setChoice((current) => ({ ...current, ...change }));
  const toggleDrawn = useCallback((id: string) => {
    setChoice((current) => ({ ...current, mode: 'map', drawn: current.drawn.includes(id) ? current.drawn.filter((seat) => seat !== id) : [...current.drawn, id] }));
  }, []);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setMessage({ kind: 'done', text: done });
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof CommandValidationError ? error.message : 'No se pudo guardar la asignación. Intenta de nuevo.' });
    }
  };

  const lease = (event: FormEvent) => {
    event.preventDefault();
    if (!desk) return;
    const seatIds = seatsToLease(desk.venues, marks, choice);
    if (typeof seatIds === 'string') return setMessage({ kind: 'error', text: seatIds });
    localStorage.setItem(DEVICE_NAME_KEY, deviceName.trim());
    void run(
      () => runCommand('seat-leases-create', {
        lease_id: crypto.randomUUID(), event_id: eventId, seat_ids: seatIds, device_name: deviceName,
        ends_at: new Date(Date.now() + hours * 3_600_000).toISOString(),
      }),
      `${counted(seatIds.length, 'asiento asignado', 'asientos asignados')} a ${deviceName.trim()}`,
    );
    updateChoice({ drawn: [] });
  };

  const topUp = (summary: LeaseSummary) => {
    if (!desk) return;
    const seatIds = seatsToLease(desk.venues, marks, { ...choice, mode: 'best', count: TOP_UP_SEATS });
    if (typeof seatIds === 'string') return setMessage({ kind: 'error', text: seatIds });
    void run(
      () => runCommand('seat-leases-create', { lease_id: summary.leaseId, event_id: eventId, seat_ids: seatIds, device_name: summary.deviceName, ends_at: summary.endsAt }),
      `${counted(seatIds.length, 'asiento más', 'asientos más')} para ${summary.deviceName}`,
    );
  };

  return (
    <>
      <PageHeader
        title="Asignación de asientos"
        description="Reserva un bloque de asientos para una taquilla: solo ella los vende, también sin conexión, y nadie más puede venderlos mientras dure la asignación."
      />
      <div className="space-y-6">
        <SelectField
          label="Evento"
          value={eventId}
          placeholder="Selecciona un evento"
          options={(events ?? []).map((event) => ({ value: event.id, label: event.name }))}
          onChange={(event) => setEventId(event.target.value)}
        />
        {message && <Alert variant={message.kind === 'error' ? 'destructive' : 'info'}>{message.text}</Alert>}
        {desk && (
          <>
            <Card className="p-4">
              <form onSubmit={lease} className="space-y-4" aria-label="Asignar asientos a esta taquilla">
                <h2 className="text-lg font-semibold">Asignar asientos a esta taquilla</h2>
                <div className="grid gap-4 sm:grid-cols-2">
                  <InputField label="Nombre de la taquilla" value={deviceName} maxLength={60} onChange={(event) => setDeviceName(event.target.value)} />
                  <InputField label="Duración (horas)" type="number" min={1} max={168} value={hours} onChange={(event) => setHours(Math.min(168, Math.max(1, Number(event.target.value) || 1)))} />
                </div>
                <fieldset className="flex flex-wrap gap-4 text-sm">
                  <legend className="mb-1 font-medium">Cómo elegir los asientos</legend>
                  {([['best', 'Los siguientes mejores asientos'], ['rows', 'Por filas'], ['map', 'Marcándolos en el mapa']] as const).map(([mode, label]) => (
                    <label key={mode} className="flex items-center gap-1.5">
                      <input type="radio" name="lease-mode" checked={choice.mode === mode} onChange={() => updateChoice({ mode })} /> {label}
                    </label>
                  ))}
                </fieldset>
                {choice.mode === 'best' && (
                  <InputField label="Cantidad de asientos" type="number" min={1} max={2000} value={choice.count} onChange={(event) => updateChoice({ count: Math.min(2000, Math.max(1, Number(event.target.value) || 1)) })} />
                )}
                {choice.mode === 'rows' && (
                  <div className="grid gap-4 sm:grid-cols-2">
                    <SelectField label="Gradería" value={choice.standId} placeholder="Selecciona una gradería" options={desk.venues.map((venue) => ({ value: venue.graderia.id, label: venue.graderia.name }))} onChange={(event) => updateChoice({ standId: event.target.value })} />
                    <InputField label="Filas" placeholder="A, B o A-C" value={choice.rows} onChange={(event) => updateChoice({ rows: event.target.value })} />
                  </div>
                )}
                {!online && <Alert variant="destructive">Sin conexión: las asignaciones se hacen con conexión, para que ninguna otra taquilla venda esos asientos.</Alert>}
                <Button type="submit" disabled={!online}>Asignar asientos</Button>
              </form>
            </Card>
            {summaries.length > 0 && (
              <Card className="min-w-0 p-4">
                <h2 className="mb-2 text-lg font-semibold">Asignaciones del evento</h2>
                <SidewaysScroller label="Asignaciones del evento">
                  <table className="w-full text-left text-sm">
                    <thead className="text-stone-600">
                      <tr><th>Taquilla</th><th>Horario</th><th>Asientos</th><th>Vendidos</th><th>Quedan</th><th>Ventas por hora</th><th>Alcanza para</th><th><span className="sr-only">Acciones</span></th></tr>
                    </thead>
                    <tbody>
                      {summaries.map((summary) => (
                        <LeaseRow
                          key={summary.leaseId}
                          lease={summary}
                          mine={summary.deviceId === desk.deviceId}
                          onTopUp={() => topUp(summary)}
                          onReturn={() => void run(() => runCommand('seat-leases-return', { lease_id: summary.leaseId }), `Asientos de ${summary.deviceName} devueltos a la venta general`)}
                        />
                      ))}
                    </tbody>
                  </table>
                </SidewaysScroller>
              </Card>
            )}
            <SeatLegend looks={['available', 'selected', 'reserved', 'paid', 'blocked', 'leased-mine', 'leased-other']} showPremium />
            {desk.venues.map((venue) => (
              <StandMap key={venue.graderia.id} venue={venue} lookOf={lookOf} onSeatClick={toggleDrawn} />
            ))}
          </>
        )}
      </div>
    </>
  );
}
