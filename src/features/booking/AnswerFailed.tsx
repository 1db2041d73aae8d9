import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/** The server's message when a public page could not load, and the way to ask again. */
export function AnswerFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="mx-auto max-w-md space-y-3">
      <Alert variant="destructive">{message}</Alert>
      <Button variant="outline" onClick={onRetry}>
        Reintentar
      </Button>
    </div>
  );
}
