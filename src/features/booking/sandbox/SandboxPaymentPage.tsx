import { useParams } from 'react-router-dom';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Toaster } from '../../../ui/toast/Toaster';
import { PublicEventOffline } from '../PublicEventOffline';
import { PaymentNotFoundCard } from './PaymentNotFoundCard';
import { SandboxCheckout } from './SandboxCheckout';
import { useSandboxPayment } from './use-sandbox-payment';

function SandboxPaymentBody({ paymentId }: { paymentId: string }) {
  const { state, retry, show } = useSandboxPayment(paymentId);
  switch (state.status) {
    case 'loading':
      return <Spinner label="Cargando pago…" className="justify-center py-24" />;
    case 'not-found':
      return <PaymentNotFoundCard />;
    case 'offline':
      return <PublicEventOffline onRetry={retry} />;
    case 'error':
      return (
        <div className="mx-auto max-w-md space-y-3">
          <Alert variant="destructive">{state.message}</Alert>
          <Button variant="outline" onClick={retry}>
            Reintentar
          </Button>
        </div>
      );
    case 'ready':
      return <SandboxCheckout payment={state.payment} show={show} />;
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
