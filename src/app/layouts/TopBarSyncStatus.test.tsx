import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { closeReplica } from '../../session/testing/screen-fixture';
import { openReplicaWithConflict, REFUSED_OP_MESSAGE } from '../../session/testing/replica-with-conflict';
import { syncStatusStore } from '../../sync/sync-status-store';
import { TopBarSyncStatus } from './TopBarSyncStatus';

let replica: TaquillaDatabase;

beforeEach(async () => {
  replica = await openReplicaWithConflict();
});

afterEach(async () => {
  cleanup();
  await closeReplica(replica);
});

describe('TopBarSyncStatus', () => {
  it('lists the conflicts with their Spanish message and lets them be dismissed', async () => {
    syncStatusStore.setState({ conflictsCount: 1, replica });
    render(<TopBarSyncStatus />);
    fireEvent.click(screen.getByRole('button', { name: '1 conflicto' }));

    const dialog = await screen.findByRole('dialog', { name: 'Conflictos de sincronización' });
    await screen.findByText(REFUSED_OP_MESSAGE);
    expect(dialog.textContent).toContain('Crear gradería');
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await screen.findByText('No hay conflictos.');
    expect(await replica.conflicts.count()).toBe(0);
  });
});
