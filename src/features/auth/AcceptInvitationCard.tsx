import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toast/toast-store';
import { forgetMyProfile } from '../../session/my-profile-store';
import { joinInvitedTeam } from './invitation';
import { signOut } from './sign-out';

/** An invitation link opened by someone already signed in: join with this account, or switch accounts. */
export function AcceptInvitationCard({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onJoin = async () => {
    setPending(true);
    setFailure(null);
    const joined = await joinInvitedTeam(token);
    if (!joined.ok) {
      setPending(false);
      setFailure(joined.message);
      return;
    }
    forgetMyProfile();
    showToast({ title: `Te uniste al equipo de ${joined.profile.organization?.name ?? 'tu organización'}`, variant: 'success' });
    navigate('/dashboard', { replace: true });
  };

  const onSwitchAccount = async () => {
    setPending(true);
    await signOut();
    setPending(false);
  };

  return (
    <div className="space-y-5">
      {failure && <Alert variant="destructive">{failure}</Alert>}
      <p className="text-sm text-stone-600">
        Ingresaste como <strong className="text-stone-900">{email}</strong>.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="sm:flex-1" onClick={onJoin} disabled={pending}>
          {pending ? 'Uniéndote…' : 'Unirme al equipo'}
        </Button>
        <Button variant="outline" size="lg" className="sm:flex-1" onClick={onSwitchAccount} disabled={pending}>
          Usar otra cuenta
        </Button>
      </div>
    </div>
  );
}
