import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestSync } from '../../sync/sync-session';
import { NO_SYNC_SESSION, syncStatusStore } from '../../sync/sync-status-store';
import { signOut } from './sign-out';
import { UnsyncedSignOutDialog } from './UnsyncedSignOutDialog';
import { useGuardedSignOut } from './use-guarded-sign-out';

vi.mock('./sign-out', () => ({ signOut: vi.fn(async () => {}) }));
vi.mock('../../sync/sync-session', () => ({ requestSync: vi.fn() }));

function SignOutControl({ onSignedOut }: { onSignedOut: () => void }) {
  const guard = useGuardedSignOut(onSignedOut);
  return (
    <>
      <button type="button" onClick={guard.request}>
        Cerrar sesión
      </button>
      <UnsyncedSignOutDialog guard={guard} />
    </>
  );
}

function openWith(pendingCount: number, online = true) {
  syncStatusStore.setState({ ...NO_SYNC_SESSION, pendingCount, online });
  const onSignedOut = vi.fn();
  render(<SignOutControl onSignedOut={onSignedOut} />);
  fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
  return onSignedOut;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  syncStatusStore.setState(NO_SYNC_SESSION);
});

describe('signing out with operations still queued', () => {
  it('warns with the count before anything happens, and signs out anyway only when asked', async () => {
    const onSignedOut = openWith(3, false);
    const dialog = screen.getByRole('alertdialog', { name: 'Operaciones sin sincronizar' });
    expect(dialog.textContent).toContain('Tienes 3 operaciones sin sincronizar en este dispositivo.');
    expect(dialog.textContent).toContain('quedan guardadas en este dispositivo y se enviarán cuando vuelvas a iniciar sesión');
    expect(signOut).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión de todos modos' }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledOnce());
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('says one operation in the singular', () => {
    openWith(1);
    expect(screen.getByRole('alertdialog').textContent).toContain('Tienes 1 operación sin sincronizar en este dispositivo.');
  });

  it('can wait for the sync, and signs out once the outbox is empty', async () => {
    const onSignedOut = openWith(2, false);
    fireEvent.click(screen.getByRole('button', { name: 'Esperar sincronización y cerrar sesión' }));
    expect(requestSync).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog').textContent).toContain('Sin conexión: la sesión se cerrará cuando vuelva la conexión');
    expect(signOut).not.toHaveBeenCalled();

    act(() => syncStatusStore.setState({ pendingCount: 1, online: true }));
    expect(signOut).not.toHaveBeenCalled();
    act(() => syncStatusStore.setState({ pendingCount: 0 }));
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledOnce());
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('keeps the session when the cashier changes their mind', () => {
    openWith(2);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir con la sesión' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs out at once with nothing queued', async () => {
    const onSignedOut = openWith(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledOnce());
    expect(signOut).toHaveBeenCalledOnce();
  });
});
