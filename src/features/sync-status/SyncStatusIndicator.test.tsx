import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { closeReplica } from '../../session/testing/screen-fixture';
import { openReplicaWithConflict } from '../../session/testing/replica-with-conflict';
import { syncStatusStore } from '../../sync/sync-status-store';
import { SyncStatusIndicator } from './SyncStatusIndicator';

let replica: TaquillaDatabase;

beforeEach(async () => {
  replica = await openReplicaWithConflict();
});

afterEach(async () => {
  cleanup();
  await closeReplica(replica);
});

describe('SyncStatusIndicator', () => {
  it('shows the connection, the pending ops and the conflicts', () => {
    syncStatusStore.setState({ online: false, state: 'offline', pendingCount: 3, conflictsCount: 1, replica });
    render(<SyncStatusIndicator renderConflicts={() => null} />);
    const indicator = screen.getByRole('status', { name: 'Estado de sincronización' });
    expect(indicator.textContent).toContain('Sin conexión');
    expect(indicator.textContent).toContain('3 pendientes');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '1 conflicto' }).disabled).toBe(false);

    act(() => syncStatusStore.setState({ online: true, state: 'idle', pendingCount: 1 }));
    expect(indicator.textContent).toContain('En línea');
    expect(indicator.textContent).toContain('1 pendiente');
  });

  it('shows a first download in pages as a bar named like the table coming in', () => {
    const download = { table: 'reservations', received: 4_000, total: 10_000, receivedAll: 16_500, totalAll: 65_000 };
    syncStatusStore.setState({ online: true, state: 'syncing', download, replica });
    render(<SyncStatusIndicator renderConflicts={() => null} />);
    const bar = screen.getByRole<HTMLProgressElement>('progressbar', { name: 'Descargando reservas 4.000 de 10.000' });
    expect([bar.value, bar.max]).toEqual([16_500, 65_000]);
    expect(screen.getByRole('status', { name: 'Estado de sincronización' }).textContent).toContain('Descargando reservas 4.000 de 10.000');

    act(() => syncStatusStore.setState({ state: 'idle', download: null }));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
