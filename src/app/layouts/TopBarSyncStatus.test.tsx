import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { discardReplica, openTestReplica } from '../../db/testing/test-replica';
import { NO_SYNC_SESSION, syncStatusStore } from '../../sync/sync-status-store';
import { TopBarSyncStatus } from './TopBarSyncStatus';

let replica: TaquillaDatabase;

beforeEach(async () => {
  replica = await openTestReplica();
  await replica.conflicts.add({
    op_id: 'op-1',
    op: { op_id: 'op-1', device_id: 'device', kind: 'graderias-create', payload: {}, created_at: '2025-06-13T17:00:00.000Z' },
    code: 'forbidden',
    message: 'No tienes permisos para crear graderías',
    created_at: '2025-06-13T17:01:00.000Z',
  });
});

afterEach(async () => {
  cleanup();
  syncStatusStore.setState(NO_SYNC_SESSION);
  await discardReplica(replica);
});

describe('TopBarSyncStatus', () => {
  it('lists the conflicts with their Spanish message and lets them be dismissed', async () => {
    syncStatusStore.setState({ conflictsCount: 1, replica });
    render(<TopBarSyncStatus />);
    fireEvent.click(screen.getByRole('button', { name: '1 conflicto' }));

    const dialog = await screen.findByRole('dialog', { name: 'Conflictos de sincronización' });
    await screen.findByText('No tienes permisos para crear graderías');
    expect(dialog.textContent).toContain('Crear gradería');
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await screen.findByText('No hay conflictos.');
    expect(await replica.conflicts.count()).toBe(0);
  });
});
