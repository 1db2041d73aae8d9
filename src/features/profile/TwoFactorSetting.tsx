// 'Verificación en dos pasos' on the Security card: its real state (the verified factor the
// server lists) and the way to turn it on or off. Offline the button waits, like the password's
// (whose row already says a connection is needed).
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/class-names';
import { showToast } from '../../ui/toast/toast-store';
import { DisableTwoFactorDialog } from './DisableTwoFactorDialog';
import { EnableTwoFactorDialog } from './EnableTwoFactorDialog';
import { useTwoFactorStatus } from './use-two-factor-status';

export function TwoFactorSetting({ email, online }: { email: string; online: boolean }) {
  const { status, reload } = useTwoFactorStatus(online);
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const enabled = status.state === 'enabled';

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 pt-4">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium text-stone-900">Verificación en dos pasos</p>
          {status.state !== 'loading' && (
            <span
              className={cx(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                enabled ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-100 text-stone-600',
              )}
            >
              {enabled ? 'Activada' : 'Desactivada'}
            </span>
          )}
        </div>
        <p className="text-xs text-stone-500">Un código de tu aplicación de autenticación al iniciar sesión.</p>
      </div>
      {status.state !== 'loading' && (
        <Button variant="outline" size="sm" disabled={!online} onClick={() => setDialog(enabled ? 'disable' : 'enable')}>
          {enabled ? 'Desactivar' : 'Activar'}
        </Button>
      )}
      {dialog === 'enable' && (
        <EnableTwoFactorDialog
          email={email}
          onEnabled={reload}
          onClose={() => {
            setDialog(null);
            reload();
          }}
        />
      )}
      {dialog === 'disable' && status.state === 'enabled' && (
        <DisableTwoFactorDialog
          factorId={status.factorId}
          onClose={() => setDialog(null)}
          onDisabled={() => {
            setDialog(null);
            reload();
            showToast({ title: 'Verificación en dos pasos desactivada', variant: 'success' });
          }}
        />
      )}
    </div>
  );
}
