// A sale the server refused, shown where the cashier looks (the reservations list and the
// conflicts dialog) with who bought, which seats were lost and why, what was charged, and
// the two ways out. Nothing of it goes away until one of them is chosen.
import { useState } from 'react';
import { seatLabelsOf } from '../../db/reservation-sale-queries';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { formatDateTime } from '../../domain/dates';
import { formatCOP } from '../../domain/money';
import { describeFollowUp, describeSale } from '../../sync/conflict-descriptions';
import type { SaleConflict } from '../../sync/sale-conflicts';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/class-names';
import { ReplacementSeatsPanel } from './ReplacementSeatsPanel';
import { useSaleConflictResolution } from './use-sale-conflict-resolution';

type Step = 'choose' | 'replace' | 'confirm-return';

const seatLabelsOfSale = (saleConflict: SaleConflict) => seatLabelsOf(saleConflict.seats.map((entry) => entry.seat));

function SeatsOfSale({ saleConflict }: { saleConflict: SaleConflict }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-1.5 text-xs">
      {saleConflict.seats.map(({ seat, label, lost }) => (
        <li key={seat.id} className={cx('rounded-full px-2 py-0.5 font-medium', lost ? 'bg-red-100 text-red-800 line-through' : 'bg-stone-100 text-stone-700')}>
          {label}
          {lost && <span className="sr-only"> (vendido a otro cliente)</span>}
        </li>
      ))}
    </ul>
  );
}

/** The payment or cancellation refused with the sale: each way out below redoes or drops it with the sale. */
function FollowUps({ saleConflict }: { saleConflict: SaleConflict }) {
  if (saleConflict.followUps.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1 text-sm text-stone-700">
      {saleConflict.followUps.map((followUp) => (
        <li key={followUp.op_id}>
          También se rechazó: {describeFollowUp(followUp.op.kind)} ({followUp.message}). Si eliges otros asientos se vuelve a hacer en la venta nueva.
        </li>
      ))}
    </ul>
  );
}

export function RejectedSaleCard({ db, saleConflict }: { db: TaquillaDatabase; saleConflict: SaleConflict }) {
  const [step, setStep] = useState<Step>('choose');
  const resolution = useSaleConflictResolution(db);
  const { conflict, customer } = saleConflict;
  const opId = conflict.op_id;

  return (
    <article aria-label={`Venta rechazada de ${customer.name}`} className="rounded-xl border border-red-200 bg-red-50 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs font-semibold tracking-wide text-red-700 uppercase">Venta rechazada</p>
          <h3 className="text-base font-semibold text-stone-900">{customer.name}</h3>
          <p className="text-xs text-stone-600">
            {[customer.phone, customer.email, customer.document_number && `${customer.document_type} ${customer.document_number}`].filter(Boolean).join(' · ')}
          </p>
        </div>
        <p className="text-right text-sm">
          <span className="block text-xs text-stone-500">Cobrado</span>
          <span className="text-lg font-bold text-stone-900">{formatCOP(saleConflict.amount)}</span>
        </p>
      </div>
      <p className="mt-2 text-sm font-medium text-stone-900">
        {describeSale(saleConflict.sale.payment_method, seatLabelsOfSale(saleConflict), customer.name)}
      </p>
      <p className="text-sm text-stone-700">
        {saleConflict.eventName ?? 'Evento'} · vendida {formatDateTime(conflict.op.created_at)}
      </p>
      <SeatsOfSale saleConflict={saleConflict} />
      <p role="alert" className="mt-2 text-sm font-medium text-red-800">
        {conflict.message}
      </p>
      <FollowUps saleConflict={saleConflict} />
      {step === 'choose' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => setStep('replace')}>
            Elegir otros asientos
          </Button>
          <Button variant="outline" size="sm" className="text-red-700" onClick={() => setStep('confirm-return')}>
            Cancelar y devolver el dinero
          </Button>
        </div>
      )}
      {step === 'confirm-return' && (
        <div className="mt-3 space-y-2 rounded-lg border border-red-200 bg-white p-3 text-sm">
          <p>La venta se cancela y {formatCOP(saleConflict.amount)} quedan en «Dinero por devolver» hasta que confirmes la devolución.</p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" size="sm" onClick={() => setStep('choose')} disabled={resolution.pending}>
              Volver
            </Button>
            <Button variant="destructive" size="sm" disabled={resolution.pending} onClick={() => void resolution.returnCash(opId)}>
              Sí, cancelar la venta
            </Button>
          </div>
        </div>
      )}
      {step === 'replace' && (
        <ReplacementSeatsPanel
          db={db}
          saleConflict={saleConflict}
          pending={resolution.pending}
          onCancel={() => setStep('choose')}
          onConfirm={(seatIds) => void resolution.moveToSeats(opId, seatIds)}
        />
      )}
    </article>
  );
}
