import { Link } from 'react-router-dom';
import type { SandboxPayment } from '../../../api/public-booking';
import { buttonClasses } from '../../../ui/Button';
import { cx } from '../../../ui/class-names';

/** How a checkout ended: settled by the provider, or closed before it could be paid. */
export type CheckoutOutcome = Exclude<SandboxPayment['status'], 'pending'> | 'expired' | 'closed';

const OUTCOMES: Record<CheckoutOutcome, { title: string; text: string; tone: string }> = {
  completed: {
    title: 'Pago aprobado',
    text: 'Tu reserva quedó pagada. Te contactaremos pronto.',
    tone: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  },
  failed: {
    title: 'Pago rechazado',
    text: 'Tu reserva fue cancelada y los asientos quedaron libres.',
    tone: 'border-red-200 bg-red-50 text-red-900',
  },
  expired: {
    title: 'Tu reserva expiró',
    text: 'El tiempo para pagar terminó y los asientos fueron liberados. Vuelve al evento para reservar de nuevo.',
    tone: 'border-amber-200 bg-amber-50 text-amber-900',
  },
  closed: {
    title: 'Reserva cancelada',
    text: 'Esta reserva fue cancelada y sus asientos quedaron libres.',
    tone: 'border-stone-200 bg-stone-50 text-stone-900',
  },
};

/** How the checkout ended; there is nothing left to approve or reject. */
export function PaymentOutcome({ status, eventSlug }: { status: CheckoutOutcome; eventSlug: string }) {
  const { title, text, tone } = OUTCOMES[status];
  return (
    <div className="space-y-4">
      <div role="status" className={cx('rounded-lg border px-4 py-3', tone)}>
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-1 text-sm">{text}</p>
      </div>
      <Link to={`/event/${eventSlug}`} className={buttonClasses('outline', 'md', 'w-full')}>
        Volver al evento
      </Link>
    </div>
  );
}
