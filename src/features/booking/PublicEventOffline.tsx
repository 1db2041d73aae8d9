import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { RefreshIcon } from '../../ui/icons';

/** Lucide's wifi-off, drawn like the shared icons in src/ui/icons.tsx. */
function WifiOffIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-6"
    >
      <path d="M12 20h.01M8.5 16.43a5 5 0 0 1 7 0M5 12.86a10 10 0 0 1 5.17-2.7M19 12.86a10 10 0 0 0-2-1.49M2 8.82a15 15 0 0 1 4.18-2.65M22 8.82A15 15 0 0 0 10.67 4.04M2 2l20 20" />
    </svg>
  );
}

export function PublicEventOffline({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="status" className="mx-auto max-w-md p-8 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <WifiOffIcon />
      </span>
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
