// Dexie reads the IndexedDB global when it loads, before the fixture would provide it.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SEND_FAILED_CODE, SEND_FAILED_MESSAGE } from '../../db/sync-records';
import { RunCommandProvider } from '../../session/replica-hooks';
import { applyPushAnswer } from '../../sync/apply-push-answer';
import { ConflictsDialog } from './ConflictsDialog';
import { closeReservationsFixture, CUSTOMER, openReservationsFixture, type ReservationsScreenFixture } from './testing/reservations-screen';
import { reservationBuckets } from '../../db/row-buckets';

let fixture: ReservationsScreenFixture;

beforeEach(async () => {
  fixture = await openReservationsFixture();
});

afterEach(async () => {
  cleanup();
  await closeReservationsFixture(fixture);
});

const WAIT = { timeout: 5000 };

function renderDialog() {
  render(
    <RunCommandProvider value={fixture.runCommand}>
      <ConflictsDialog replica={fixture.db} onClose={() => {}} />
    </RunCommandProvider>,
  );
}

/** A cash sale of A-3 for Laura Ruiz, pending payment; returns its reservation id. */
async function sellA3ForCash(): Promise<string> {
  const { entityId } = await fixture.runCommand('reservations-create-manual', {
    ...CUSTOMER,
    customer_name: 'Laura Ruiz',
    event_id: fixture.office.eventId,
    seat_ids: [await fixture.office.seat('A', 3)],
    payment_method: 'cash',
  });
  return entityId;
}

/** What the engine does with an op the server keeps failing on: it settles it as refused with 'No se pudo enviar'. */
async function setAsideAsUnsent(opId: string): Promise<void> {
  const entry = (await fixture.db.outbox.toArray()).find((queued) => queued.op_id === opId)!;
  const refusal = { op_id: opId, status: 'rejected' as const, code: SEND_FAILED_CODE, message: SEND_FAILED_MESSAGE };
  await applyPushAnswer(fixture.db, [entry], { results: [refusal] }, new Date());
}

async function unsentPaymentOfLaura() {
  const reservationId = await sellA3ForCash();
  const { opId } = await fixture.runCommand('reservations-process-payment', { reservation_id: reservationId });
  const createdAt = (await fixture.db.outbox.where('op_id').equals(opId).first())!.created_at;
  await setAsideAsUnsent(opId);
  return { reservationId, opId, createdAt };
}

describe('the conflicts dialog', { timeout: 20_000 }, () => {
  it('shows a refused sale with what was tried, why, and its payment refused with it, resolved with the sale', async () => {
    const [seatA1, seatA5] = [await fixture.office.seat('A', 1), await fixture.office.seat('A', 5)];
    const sale = await fixture.runCommand('reservations-create-manual', {
      ...CUSTOMER,
      customer_name: 'Andrés Gómez',
      event_id: fixture.office.eventId,
      seat_ids: [seatA1, seatA5],
      payment_method: 'cash',
    });
    await fixture.runCommand('reservations-process-payment', { reservation_id: sale.entityId });
    const sent = await fixture.db.outbox.orderBy('seq').toArray();
    await applyPushAnswer(
      fixture.db,
      sent,
      {
        results: [
          { op_id: sent[0].op_id, status: 'rejected', code: 'seats_unavailable', message: 'Los siguientes asientos ya no están disponibles: A-1', unavailable_seat_ids: [seatA1] },
          { op_id: sent[1].op_id, status: 'rejected', code: 'not_found', message: 'Reserva no encontrada' },
        ],
      },
      new Date(),
    );

    renderDialog();
    const card = await screen.findByRole('article', { name: 'Venta rechazada de Andrés Gómez' }, WAIT);
    expect(card.textContent).toContain('Venta en efectivo de A-1, A-5 para Andrés Gómez');
    expect(card.textContent).toContain('Los siguientes asientos ya no están disponibles: A-1');
    expect(card.textContent).toContain('También se rechazó: El pago de esta venta (Reserva no encontrada)');
    expect(within(card).getByRole('button', { name: 'Elegir otros asientos' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Cancelar y devolver el dinero' })).toBeTruthy();
    // The payment is not a second item one could dismiss apart from its sale.
    expect(screen.queryByRole('button', { name: 'Descartar' })).toBeNull();
  });

  it('names an unsent op, queues it again with Reintentar through the write path under its own id and time, and removes it', async () => {
    const { reservationId, opId, createdAt } = await unsentPaymentOfLaura();
    expect((await reservationBuckets.get(fixture.db, reservationId))?.status).toBe('pending');

    renderDialog();
    const item = await screen.findByRole('listitem', { name: 'Pago de la reserva de Laura Ruiz (A-3)' }, WAIT);
    expect(item.textContent).toContain('No se pudo enviar');
    fireEvent.click(within(item).getByRole('button', { name: 'Reintentar' }));

    await screen.findByText('No hay conflictos.', undefined, WAIT);
    expect(await fixture.db.conflicts.get(opId)).toBeUndefined();
    const queued = (await fixture.db.outbox.toArray()).filter((entry) => entry.kind === 'reservations-process-payment');
    expect(queued).toHaveLength(1);
    // The server may have applied it already (an answer the client could not read): the
    // same op id makes it answer with that first result instead of applying it twice.
    expect(queued[0]).toMatchObject({ op_id: opId, created_at: createdAt });
    expect(queued[0].payload).toEqual({ reservation_id: reservationId });
    expect((await reservationBuckets.get(fixture.db, reservationId))?.status).toBe('paid');
  });

  it('keeps an unsent op whose command now refuses, and says why', async () => {
    const { reservationId, opId } = await unsentPaymentOfLaura();
    await fixture.runCommand('reservations-cancel', { reservation_id: reservationId });

    renderDialog();
    const item = await screen.findByRole('listitem', { name: /^Pago de la reserva de Laura Ruiz/ }, WAIT);
    fireEvent.click(within(item).getByRole('button', { name: 'Reintentar' }));
    expect((await within(item).findByRole('alert', undefined, WAIT)).textContent).toMatch(/^No se pudo reintentar: /);
    expect(await fixture.db.conflicts.get(opId)).toBeDefined();
  });

  it('offers Reintentar for an unsent sale, not the ways out of a refused one', async () => {
    await sellA3ForCash();
    const [sale] = await fixture.db.outbox.toArray();
    await setAsideAsUnsent(sale.op_id);

    renderDialog();
    const item = await screen.findByRole('listitem', { name: 'Venta en efectivo de A-3 para Laura Ruiz' }, WAIT);
    expect(within(item).getByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Venta rechazada de Laura Ruiz' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elegir otros asientos' })).toBeNull();

    fireEvent.click(within(item).getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('No hay conflictos.', undefined, WAIT);
    const [queued] = await fixture.db.outbox.toArray();
    expect(queued).toMatchObject({ op_id: sale.op_id, created_at: sale.created_at, payload: sale.payload });
    expect((await reservationBuckets.get(fixture.db, String(sale.payload.id)))?.status).toBe('pending');
  });

  it('drops an unsent op with Descartar only after the cashier confirms', async () => {
    const { opId } = await unsentPaymentOfLaura();
    renderDialog();
    const item = await screen.findByRole('listitem', { name: 'Pago de la reserva de Laura Ruiz (A-3)' }, WAIT);

    fireEvent.click(within(item).getByRole('button', { name: 'Descartar' }));
    const confirm = await screen.findByRole('alertdialog', { name: '¿Descartar la operación?' });
    expect(confirm.textContent).toContain('«Pago de la reserva de Laura Ruiz (A-3)» no se enviará al servidor');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await fixture.db.conflicts.get(opId)).toBeDefined();

    fireEvent.click(within(item).getByRole('button', { name: 'Descartar' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, descartar' }));
    await screen.findByText('No hay conflictos.', undefined, WAIT);
    expect(await fixture.db.conflicts.get(opId)).toBeUndefined();
    expect((await fixture.db.outbox.toArray()).some((entry) => entry.kind === 'reservations-process-payment')).toBe(false);
  });

  it('names a refused change by what it changed, says it was taken back, and lets it be dismissed', async () => {
    await fixture.runCommand('graderias-update', { id: (await fixture.db.graderias.toArray())[0].id, name: 'Gradería Sur' });
    const [sent] = (await fixture.db.outbox.toArray()).filter((entry) => entry.kind === 'graderias-update');
    await applyPushAnswer(fixture.db, [sent], { results: [{ op_id: sent.op_id, status: 'rejected', code: 'forbidden', message: 'No tienes permisos para editar graderías' }] }, new Date());

    renderDialog();
    const item = await screen.findByRole('listitem', { name: 'Editar gradería «Gradería Sur»' }, WAIT);
    expect(item.textContent).toContain('No tienes permisos para editar graderías');
    expect(item.textContent).toContain('El cambio se deshizo en este dispositivo');
    fireEvent.click(within(item).getByRole('button', { name: 'Descartar' }));
    await screen.findByText('No hay conflictos.', undefined, WAIT);
  });
});
