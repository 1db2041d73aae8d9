import { useParams } from 'react-router-dom';
import { AlertIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/Spinner';
import { Toaster } from '../../../ui/toast/Toaster';
import { AnswerFailed } from '../AnswerFailed';
import { NotFoundCard } from '../NotFoundCard';
import { PublicEventOffline } from '../PublicEventOffline';
import { SandboxCheckout } from './SandboxCheckout';
import { useSandboxPayment } from './use-sandbox-payment';

function SandboxPaymentBody({ paymentId }: { paymentId: string }) {
  const { state, retry, show } = useSandboxPayment(paymentId);
  switch (state.status) {
    case 'loading':
      return <Spinner label="Cargando pago…" className="justify-center py-24" />;
    case 'not-found':
      return (
        <NotFoundCard icon={<AlertIcon />} title="Pago no encontrado">
          El enlace de pago no es válido o el pago ya no existe.
        </NotFoundCard>
      );
    case 'offline':
      return <PublicEventOffline onRetry={retry} />;
    case 'error':
      return <AnswerFailed message={state.message} onRetry={retry} />;
    case 'ready':
      return <SandboxCheckout payment={state.value} show={show} />;
  }
}

/**
 * /pago/sandbox/{paymentId}: where a card booking goes to be paid. No real payment network
 * is reachable, so this page plays the provider; the payment id in the link is the
 * capability (the server answers only for public card bookings).
 */
export function SandboxPaymentPage() {
  const { paymentId = '' } = useParams();
  return (
    <div className="min-h-svh bg-stone-100 px-4 py-10 sm:py-16">
      <SandboxPaymentBody paymentId={paymentId} />
      {/* The booking page's 'Redirigiendo a MercadoPago...' toast is still showing on arrival. */}
      <Toaster />
    </div>
  );
}
