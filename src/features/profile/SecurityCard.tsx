import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/class-names';
import { LockIcon } from '../../ui/icons';
import { useAuthStore } from '../auth/auth-store';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { hasVerifiedFactor } from './two-factor';
import { NEEDS_CONNECTION } from './use-server-reachable';

export function SecurityCard({ email, online }: { email: string; online: boolean }) {
  const [changingPassword, setChangingPassword] = useState(false);
  const twoFactor = useAuthStore((state) => hasVerifiedFactor(state.user));

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
        <div className="flex flex-wrap items-center justify-between gap-3 pt-4">
          <div>
            <p className="text-sm font-medium text-stone-900">Autenticación de dos factores</p>
            <p className="text-xs text-stone-500">Un segundo paso al iniciar sesión.</p>
          </div>
          <span
            className={cx(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              twoFactor ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-100 text-stone-600',
            )}
          >
            {twoFactor ? 'Configurado' : 'No configurado'}
          </span>
        </div>
      </div>
      {changingPassword && <ChangePasswordDialog email={email} onClose={() => setChangingPassword(false)} />}
    </Card>
  );
}
