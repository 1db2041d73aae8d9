import { counted } from '../../domain/plural';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { GuardedSignOut } from './use-guarded-sign-out';

export function unsyncedOpsWarning(count: number): string {
  return `Tienes ${counted(count, 'operación', 'operaciones')} sin sincronizar en este dispositivo.`;
}

/** The warning before signing out with queued ops: wait for the sync, sign out anyway, or stay. */
export function UnsyncedSignOutDialog({ guard }: { guard: GuardedSignOut }) {
  if (!guard.warning) return null;
  return (
    <Dialog
      alert
      title="Operaciones sin sincronizar"
      description={unsyncedOpsWarning(guard.pendingCount)}
      onClose={guard.keepSession}
      footer={
        <>
          <Button variant="outline" onClick={guard.keepSession}>
            Seguir con la sesión
          </Button>
          <Button variant="destructive" onClick={guard.signOutAnyway} disabled={guard.signingOut}>
            Cerrar sesión de todos modos
          </Button>
          <Button onClick={guard.waitForSync} disabled={guard.waiting || guard.signingOut}>
            {guard.waiting ? 'Esperando sincronización…' : 'Esperar sincronización y cerrar sesión'}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-stone-700">
        <p>
          Si cierras sesión ahora no se pierden: quedan guardadas en este dispositivo y se enviarán cuando vuelvas a iniciar sesión
          aquí con esta misma cuenta.
        </p>
        {guard.waiting && (
          <Alert>
            {guard.online
              ? 'Enviando las operaciones pendientes… La sesión se cerrará cuando terminen.'
              : 'Sin conexión: la sesión se cerrará cuando vuelva la conexión y se envíen las operaciones pendientes.'}
          </Alert>
        )}
      </div>
    </Dialog>
  );
}
