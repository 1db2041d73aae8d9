import type { SandboxPayment } from '../../../api/public-booking';
import { formatCOP } from '../../../domain/money';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { AlertIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/Spinner';
import { HoldCountdown } from './HoldCountdown';
import { PaymentOutcome, type CheckoutOutcome } from './PaymentOutcome';
import { useHoldCountdown } from './use-hold-countdown';
import { useSettlePayment } from './use-settle-payment';
import { PageTitle } from '../../../ui/PageTitle';

function PaymentSummary({ payment }: { payment: SandboxPayment }) {
  const rows: Array<[string, string]> = [
    ['Evento', payment.event_name],
    ['Cliente', payment.customer_name],
    ['Asientos', payment.seats.join(', ')],
  ];
  return (
    <dl className="divide-y divide-stone-100 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 py-2">
          <dt className="text-stone-500">{term}</dt>
          <dd className="text-right font-medium text-stone-900">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 pt-3 text-base">
        <dt className="font-semibold text-stone-900">Total</dt>
        <dd className="font-bold text-stone-900">{formatCOP(payment.amount)}</dd>
      </div>
    </dl>
  );
}

interface SandboxCheckoutProps {
  payment: SandboxPayment;
  show: (payment: SandboxPayment) => void;
}

/** How the checkout ended, or null while it can still be paid. */
function outcomeOf(payment: SandboxPayment, secondsLeft: number | null): CheckoutOutcome | null {
  if (payment.status !== 'pending') return payment.status;
  if (payment.reservation_status === 'expired' || secondsLeft === 0) return 'expired';
  if (payment.reservation_status !== 'pending') return 'closed';
  return null;
}

/**
 * The sandbox provider's page: labeled as a test so nobody expects a charge. Its buttons ask
 * the sandbox provider, which notifies our webhook as a real provider would. The seats are
 * held only until the countdown ends.
 */
export function SandboxCheckout({ payment, show }: SandboxCheckoutProps) {
  const { settle, pending, error } = useSettlePayment(payment.payment_id, show);
  const secondsLeft = useHoldCountdown(payment.status === 'pending' ? payment.seconds_left : null);
  const outcome = outcomeOf(payment, secondsLeft);
  return (
    <Card className="mx-auto max-w-md space-y-6 p-6 sm:p-8">
      <header className="space-y-3">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
          <AlertIcon className="size-3.5" />
          Sandbox: no se realiza ningún cobro real
        </span>
        <PageTitle>Pasarela de pago de prueba</PageTitle>
        <h1 className="text-2xl font-bold text-stone-900">Pasarela de pago de prueba</h1>
      </header>
      <PaymentSummary payment={payment} />
      {error && <Alert variant="destructive">{error}</Alert>}
      {outcome === null ? (
        <div className="space-y-3">
          {secondsLeft !== null && <HoldCountdown secondsLeft={secondsLeft} />}
          <div className="grid gap-3 sm:grid-cols-2">
            <Button onClick={() => void settle(true)} disabled={pending}>
              Aprobar pago
            </Button>
            <Button variant="outline" onClick={() => void settle(false)} disabled={pending}>
              Rechazar pago
            </Button>
          </div>
          {pending && <Spinner label="Procesando pago…" className="justify-center" />}
        </div>
      ) : (
        <PaymentOutcome status={outcome} eventSlug={payment.event_slug} />
      )}
    </Card>
  );
}
