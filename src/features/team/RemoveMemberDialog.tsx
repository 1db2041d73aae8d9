import { useState } from 'react';
import type { TeamMember } from '../../api/team';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { TeamActionResult } from './use-team';

interface RemoveMemberDialogProps {
  member: TeamMember;
  onRemove: (member: TeamMember) => Promise<TeamActionResult<unknown>>;
  onClose: () => void;
}

/** 'Quitar del equipo' asks first, naming the person and what happens to their devices. */
export function RemoveMemberDialog({ member, onRemove, onClose }: RemoveMemberDialogProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    const result = await onRemove(member);
    setPending(false);
    if (result.ok) onClose();
    else setError(result.message);
  };

  return (
    <Dialog
      alert
      title={`¿Quitar a ${member.full_name} del equipo?`}
      description={
        <p>
          Su sesión se cerrará en todos sus dispositivos y ya no podrá ver reservas ni vender. En su próxima conexión
          borraremos los datos de tu organización de su dispositivo. Si tenía ventas sin sincronizar, no se registrarán:
          las verás aquí para resolverlas.
        </p>
      }
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending ? 'Quitando…' : 'Quitar del equipo'}
          </Button>
        </>
      }
    >
      {error && <Alert variant="destructive">{error}</Alert>}
    </Dialog>
  );
}
