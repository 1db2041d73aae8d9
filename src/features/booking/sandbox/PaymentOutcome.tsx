import { Link } from 'react-router-dom';
import type { SandboxPayment } from '../../../api/public-booking';
import { buttonClasses } from '../../../ui/Button';
import { cx } from '../../../ui/class-names';

type SettledStatus = Exclude<SandboxPayment['status'], 'pending'>;

const OUTCOMES: Record<SettledStatus, { title: string; text: string; tone: string }> = {
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
};

/** How a settled payment ended; there is nothing left to approve or reject. */
export function PaymentOutcome({ status, eventSlug }: { status: SettledStatus; eventSlug: string }) {
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
