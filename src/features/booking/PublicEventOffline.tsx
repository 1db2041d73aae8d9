import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { RefreshIcon, WifiOffIcon } from '../../ui/icons';
import { PageTitle } from '../../ui/PageTitle';

export function PublicEventOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="status" className="mx-auto max-w-md p-8 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <WifiOffIcon className="size-6" />
      </span>
      <PageTitle>Sin conexión</PageTitle>
      <h1 className="mt-4 text-xl font-bold text-stone-900">Sin conexión</h1>
      <p className="mt-2 text-stone-600">
        La reserva en línea necesita conexión a internet. Conéctate y vuelve a intentarlo.
      </p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        <RefreshIcon className="size-4" />
        Reintentar
      </Button>
    </Card>
  );
}
