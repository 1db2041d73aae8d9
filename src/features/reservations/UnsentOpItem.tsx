// An op the server never answered ('No se pudo enviar'): it failed on the server again and
// again, so the engine set it aside and sent the rest. The way out is to send it again, or
// to drop it — only after the cashier confirms, since nothing queued is dropped unchosen.
import { useState } from 'react';
import type { ConflictRecord } from '../../db/sync-records';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { formatDateTime } from '../../domain/dates';
import { useRunCommand } from '../../session/replica-hooks';
import { discardSendFailed, retrySendFailed } from '../../sync/send-failed-resolution';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface UnsentOpItemProps {
  replica: TaquillaDatabase;
  conflict: ConflictRecord;
  attempt: string;
}

export function UnsentOpItem({ replica, conflict, attempt }: UnsentOpItemProps) {
  const runCommand = useRunCommand();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (work: () => Promise<void>, failed: string) => {
    setPending(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(`${failed}: ${messageOf(error)}`);
      setPending(false);
    }
  };

  return (
    <li aria-label={attempt} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
      <p className="text-sm font-semibold text-stone-900">{attempt}</p>
      <p className="text-sm font-medium text-amber-900">{conflict.message}</p>
      <p className="mt-1 text-sm text-stone-700">
        El servidor falló varias veces al recibirla y las demás operaciones siguieron enviándose. Puedes reintentarla o descartarla.
      </p>
      <p className="mt-1 text-xs text-stone-500">{formatDateTime(conflict.op.created_at)}</p>
      {failure && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {failure}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={pending} onClick={() => void act(() => retrySendFailed(replica, runCommand, conflict.op_id), 'No se pudo reintentar')}>
          Reintentar
        </Button>
        <Button variant="outline" size="sm" className="text-red-700" disabled={pending} onClick={() => setConfirmingDiscard(true)}>
          Descartar
        </Button>
      </div>
      {confirmingDiscard && (
        <Dialog
          alert
          title="¿Descartar la operación?"
          description={`«${attempt}» no se enviará al servidor y se borrará de este dispositivo. Esta acción no se puede deshacer.`}
          onClose={() => setConfirmingDiscard(false)}
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirmingDiscard(false)}>
                Volver
              </Button>
              <Button variant="destructive" onClick={() => void act(() => discardSendFailed(replica, conflict.op_id), 'No se pudo descartar')}>
                Sí, descartar
              </Button>
            </>
          }
        />
      )}
    </li>
  );
}
