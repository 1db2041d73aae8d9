import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { initialsOf } from '../../../domain/initials';
import { UnsyncedSignOutDialog } from '../../../features/auth/UnsyncedSignOutDialog';
import { useGuardedSignOut } from '../../../features/auth/use-guarded-sign-out';
import { cx } from '../../../ui/class-names';
import { LogOutIcon } from '../../../ui/icons';
import { useSidebarIdentity } from './use-sidebar-identity';

export function SidebarUserCard({ compact }: { compact: boolean }) {
  const { name, organizationName, fullName } = useSidebarIdentity();
  const navigate = useNavigate();
  const guard = useGuardedSignOut(useCallback(() => navigate('/login', { replace: true }), [navigate]));
  const { signingOut } = guard;

  return (
    <div className={cx('border-t border-white/10 py-3', compact ? 'px-1.5' : 'px-3')}>
      <div className={cx('flex items-center gap-3', compact && 'justify-center')} data-testid="sidebar-user">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-400 to-rose-500 text-sm font-bold text-white"
          title={compact ? `${name} · ${organizationName}` : undefined}
          aria-hidden={!compact}
        >
          {initialsOf(fullName)}
        </span>
        {!compact && (
          <div className="min-w-0">
            <p className="text-sm font-semibold wrap-break-word text-white">{name}</p>
            <p className="text-xs wrap-break-word text-stone-400">{organizationName}</p>
          </div>
        )}
      </div>
      <button
        type="button"
        onClick={guard.request}
        disabled={signingOut}
        aria-label={compact ? 'Cerrar sesión' : undefined}
        title={compact ? 'Cerrar sesión' : undefined}
        className={cx(
          'mt-3 flex h-9 w-full items-center gap-2 rounded-lg text-sm font-medium text-stone-400 transition-colors hover:bg-white/5 hover:text-white disabled:opacity-60',
          compact ? 'justify-center' : 'px-3',
        )}
      >
        <LogOutIcon className="size-4.5 shrink-0" />
        {!compact && <span>{signingOut ? 'Cerrando sesión…' : 'Cerrar sesión'}</span>}
      </button>
      <UnsyncedSignOutDialog guard={guard} />
    </div>
  );
}
