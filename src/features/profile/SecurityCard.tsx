import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LockIcon } from '../../ui/icons';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { TwoFactorSetting } from './TwoFactorSetting';
import { NEEDS_CONNECTION } from './use-server-reachable';

export function SecurityCard({ email, online }: { email: string; online: boolean }) {
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="profile-security-title">
      <h2 id="profile-security-title" className="text-base font-semibold text-stone-900">
        Seguridad
      </h2>
      <p className="mt-0.5 text-sm text-stone-500">Protege el acceso a tu cuenta.</p>
      <div className="mt-5 divide-y divide-stone-100">
        <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
          <div className="flex items-center gap-3">
            <LockIcon className="size-5 text-stone-500" />
            <div>
              <p className="text-sm font-medium text-stone-900">Contraseña</p>
              <p className="text-xs text-stone-500">Te pediremos tu contraseña actual.</p>
            </div>
          </div>
          <Button variant="outline" size="sm" onClick={() => setChangingPassword(true)} disabled={!online}>
            Cambiar contraseña
          </Button>
          {!online && <p className="w-full text-xs font-medium text-amber-700">{NEEDS_CONNECTION}</p>}
        </div>
        <TwoFactorSetting email={email} online={online} />
      </div>
      {changingPassword && <ChangePasswordDialog email={email} onClose={() => setChangingPassword(false)} />}
    </Card>
  );
}
