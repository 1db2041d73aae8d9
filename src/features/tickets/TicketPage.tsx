// /entrada/{code} (its dots written '~', see ticketPath): the ticket a customer opens from the link they were sent (WhatsApp, the
// booking's success screen) and shows at the gate or prints, on A4 or an 80 mm receipt
// printer. Public and online-only; it loads no supabase-js (src/api/tickets.ts).
import { useParams } from 'react-router-dom';
import { codeOfTicketPath } from '../../api/tickets';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { TicketCard } from '../../ui/TicketCard';
import { useTicket } from './use-ticket';
import { PageTitle } from '../../ui/PageTitle';

function TicketBody({ code }: { code: string }) {
  const { state, retry } = useTicket(code);
  switch (state.status) {
    case 'loading':
      return <Spinner label="Cargando entrada…" className="justify-center py-24" />;
    case 'invalid':
      return (
        <Card role="alert" className="mx-auto max-w-md p-8 text-center">
          <PageTitle>La entrada no es válida</PageTitle>
          <h1 className="text-xl font-bold text-stone-900">La entrada no es válida</h1>
          <p className="mt-2 text-stone-600">El enlace está incompleto o no corresponde a una entrada emitida. Pide el enlace de nuevo a quien te vendió la entrada.</p>
        </Card>
      );
    case 'offline':
      return (
        <Card role="status" className="mx-auto max-w-md p-8 text-center">
          <PageTitle>Sin conexión</PageTitle>
          <h1 className="text-xl font-bold text-stone-900">Sin conexión</h1>
          <p className="mt-2 text-stone-600">Para ver tu entrada necesitas conexión a internet. Conéctate y vuelve a intentarlo.</p>
          <Button variant="outline" className="mt-6" onClick={retry}>
            Reintentar
          </Button>
        </Card>
      );
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
      return (
        <div className="space-y-6">
          <PageTitle>{`Entrada de ${state.ticket.event_name}`}</PageTitle>
          <div className="ticket-sheet">
            <TicketCard ticket={state.ticket} />
          </div>
          {state.ticket.status === 'valida' && (
            <div className="mx-auto max-w-sm space-y-3 text-center print:hidden">
              <p className="text-sm text-stone-600">
                Muestra este código en la entrada del evento, en tu celular o impreso. Si no se puede leer, dicta el código corto.
              </p>
              <Button onClick={() => window.print()}>Imprimir entrada</Button>
            </div>
          )}
        </div>
      );
  }
}

export function TicketPage() {
  const { code = '' } = useParams();
  return (
    <main className="min-h-svh bg-stone-100 px-4 py-10 print:bg-white print:p-0">
      <TicketBody code={codeOfTicketPath(code)} />
    </main>
  );
}
