import { useState, type FormEvent } from 'react';
import type { SentInvitation } from '../../api/team';
import { Button } from '../../ui/Button';
import { InputField } from '../../ui/validated-fields';
import { emailSchema } from '../../domain/auth-schemas';
import type { TeamActionResult } from './use-team';

interface InviteStaffFormProps {
  onInvite: (email: string) => Promise<TeamActionResult<SentInvitation>>;
  onSent: (invitation: SentInvitation) => void;
}

export function InviteStaffForm({ onInvite, onSent }: InviteStaffFormProps) {
  const [email, setEmail] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const check = emailSchema.safeParse(email);
  const error = serverError ?? (attempted && !check.success ? check.error.issues[0].message : undefined);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setServerError(null);
    if (!check.success || pending) return;
    setPending(true);
    const result = await onInvite(check.data);
    setPending(false);
    if (!result.ok) {
      setServerError(result.message);
      return;
    }
    setEmail('');
    setAttempted(false);
    onSent(result.value);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Invitar al equipo" className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="flex-1">
        <InputField
          label="Correo de la persona"
          type="email"
          autoComplete="off"
          placeholder="taquilla@tuempresa.com"
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            setServerError(null);
          }}
        />
      </div>
      <Button type="submit" className="sm:mt-7" disabled={pending}>
        {pending ? 'Enviando…' : 'Enviar invitación'}
      </Button>
    </form>
  );
}
