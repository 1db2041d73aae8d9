import { useCallback, useEffect, useRef, type FormEvent } from 'react';
import { formatCOP } from '../../domain/money';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { SelectField } from '../../ui/validated-fields';
import { CustomerFields, PaymentFields, SaleTotal } from './ManualSaleFields';
import { ManualSeatSection } from './ManualSeatSection';
import { EventWithoutStands } from './EventWithoutStands';
import { NoEventOnSale } from './NoEventOnSale';
import { useEventsOnSale, useSaleQuote, useVenuesForSale } from './use-manual-sale-desk';
import { useManualReservationForm } from './use-manual-reservation-form';
import { useEventLeases } from './use-event-leases';

const FORM_ID = 'manual-reservation-form';

export function NewReservationDialog({ onClose }: { onClose: () => void }) {
  const form = useManualReservationForm(onClose);
  const { values, errors, update } = form;
  const events = useEventsOnSale();
  const { venues, loading } = useVenuesForSale(values.event_id);
  const quote = useSaleQuote(values.event_id, values.seat_ids, values.discount_code);
  const leases = useEventLeases(values.event_id);
  const chooseSeats = useCallback((seatIds: string[]) => update({ seat_ids: seatIds }), [update]);

  const formRef = useRef<HTMLFormElement>(null);

  // After a refused attempt, bring the first message into view: the dialog body scrolls.
  useEffect(() => {
    if (form.attempts > 0) formRef.current?.querySelector('[aria-invalid="true"], [role="alert"]')?.scrollIntoView?.({ block: 'center' });
  }, [form.attempts]);

  const nothingToSell = events !== null && events.length === 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Dialog
      size="xl"
      title="Nueva Reserva Manual"
      description="Venta en taquilla: elige el evento y los asientos, y registra al cliente."
      onClose={onClose}
      footer={
        <div className="flex w-full flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-stone-600">
            Total <strong data-testid="sale-total" className="ml-1 text-lg text-stone-900">{formatCOP(quote?.total ?? 0)}</strong>
          </p>
          <div className="flex gap-2">
            <Button variant="outline" onClick={onClose} disabled={form.pending}>
              Cancelar
            </Button>
            <Button type="submit" form={FORM_ID} disabled={form.pending || nothingToSell}>
              {form.pending ? 'Creando reserva…' : 'Crear Reserva'}
            </Button>
          </div>
        </div>
      }
    >
      {nothingToSell ? (
        <NoEventOnSale />
      ) : (
        <form ref={formRef} id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-6">
          {errors.form && <Alert variant="destructive">{errors.form}</Alert>}
          <SelectField
            label="Evento"
            value={values.event_id}
            error={errors.event_id}
            placeholder="Selecciona un evento"
            options={(events ?? []).map((event) => ({ value: event.id, label: event.name }))}
            onChange={(event) => form.chooseEvent(event.target.value)}
          />
          {loading ? (
            <Spinner label="Cargando asientos…" />
          ) : values.event_id && venues.length === 0 ? (
            <EventWithoutStands eventId={values.event_id} />
          ) : (
            <ManualSeatSection venues={venues} selected={values.seat_ids} error={errors.seat_ids} leases={leases} onChange={chooseSeats} />
          )}
          <CustomerFields values={values} errors={errors} update={update} />
          <PaymentFields values={values} errors={errors} update={update} discountError={quote?.discountError ?? null} />
          <SaleTotal quote={quote} />
        </form>
      )}
    </Dialog>
  );
}
