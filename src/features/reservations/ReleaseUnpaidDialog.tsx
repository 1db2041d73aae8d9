// 'Liberar reservas sin pagar' (organizers): pick an event, see how many holds and which
// seats, confirm. Exactly the listed holds are released; one paid meanwhile is left alone
// (by this device and by the server).
import { counted, pluralOf } from '../../domain/plural';
import { memo, useState } from 'react';
import { readUnpaidHolds, unpaidHoldsByEventAt, type EventUnpaidHolds } from '../../db/unpaid-hold-queries';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { SelectField } from '../../ui/validated-fields';
import { showToast } from '../../ui/toast/toast-store';
import { useDerived, useHoldsClock, useReplicaQuery, useRunCommand } from '../../session/replica-hooks';

/** Thousands of lines at a large festival: drawn again when the holds change, not when the screen behind re-renders. */
const HoldList = memo(function HoldList({ event }: { event: EventUnpaidHolds }) {
  return (
    <ul aria-label="Reservas sin pagar" className="max-h-64 divide-y divide-stone-100 overflow-y-auto rounded-lg border border-stone-200 text-sm">
      {event.holds.map((hold) => (
        <li key={hold.reservationId} className="flex flex-wrap justify-between gap-2 px-3 py-2">
          <span>
            <span className="font-mono text-xs text-stone-500">#{hold.shortId}</span> {hold.customerName} · {hold.statusLabel}
          </span>
          <span className="font-medium">Asientos {hold.seatLabels || '—'}</span>
        </li>
      ))}
    </ul>
  );
});

function holdsCount(count: number): string {
  return counted(count, 'reserva', 'reservas');
}

export function ReleaseUnpaidDialog({ onClose }: { onClose: () => void }) {
  const rows = useReplicaQuery(readUnpaidHolds, []);
  // A hold that runs out while the dialog is open leaves the list; the bookings are not read again.
  const now = useHoldsClock(rows, ({ reservations }) => reservations);
  const read = useDerived(rows, (unpaid) => unpaidHoldsByEventAt(unpaid, now), [now]);
  const runCommand = useRunCommand();
  const [eventId, setEventId] = useState('');
  const [pending, setPending] = useState(false);
  const events = read.status === 'ready' ? read.data : [];
  const chosen = events.find((event) => event.eventId === eventId) ?? (events.length === 1 ? events[0] : undefined);

  const release = async () => {
    if (!chosen) return;
    setPending(true);
    try {
      await runCommand('reservations-release-unpaid', { event_id: chosen.eventId, reservation_ids: chosen.holds.map((hold) => hold.reservationId) });
      showToast({ title: `${holdsCount(chosen.holds.length)} ${pluralOf(chosen.holds.length, 'liberada', 'liberadas')}: sus asientos están disponibles`, variant: 'success' });
      onClose();
    } catch (error) {
      showToast({ title: `Error al liberar las reservas: ${error instanceof Error ? error.message : String(error)}`, variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      alert
      size="lg"
      title="Liberar reservas sin pagar"
      description="Cancela las reservas pendientes o confirmadas que aún no tienen pago y deja sus asientos disponibles. No se puede deshacer."
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Volver
          </Button>
          <Button variant="destructive" onClick={() => void release()} disabled={pending || !chosen}>
            {chosen ? `Liberar ${holdsCount(chosen.holds.length)}` : 'Liberar'}
          </Button>
        </>
      }
    >
      {read.status === 'loading' && <Spinner label="Buscando reservas sin pagar…" />}
      {read.status === 'ready' && events.length === 0 && (
        <EmptyState size="compact" title="No hay reservas sin pagar.">
          Ninguna reserva pendiente o confirmada espera su pago: no hay asientos que liberar.
        </EmptyState>
      )}
      {events.length > 0 && (
        <div className="space-y-4">
          <SelectField
            label="Evento"
            value={chosen?.eventId ?? ''}
            placeholder={events.length > 1 ? 'Selecciona un evento' : undefined}
            options={events.map((event) => ({ value: event.eventId, label: `${event.eventName} (${holdsCount(event.holds.length)})` }))}
            onChange={(event) => setEventId(event.target.value)}
          />
          {chosen && (
            <>
              <p className="text-sm text-stone-800">
                Se liberarán <strong>{holdsCount(chosen.holds.length)}</strong> de {chosen.eventName}:
              </p>
              <HoldList event={chosen} />
            </>
          )}
        </div>
      )}
    </Dialog>
  );
}
