// A test replica holding one operation the server refused (a staff member creating a stand):
// what the sync indicator counts and the conflicts dialog lists. Close it with closeReplica
// (./screen-fixture), which also clears the sync status the test set.
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { openTestReplica } from '../../db/testing/test-replica';

export const REFUSED_OP_MESSAGE = 'No tienes permisos para crear graderías';

export async function openReplicaWithConflict(): Promise<TaquillaDatabase> {
  const replica = await openTestReplica();
  await replica.conflicts.add({
    op_id: 'op-1',
    op: { op_id: 'op-1', device_id: 'device', kind: 'graderias-create', payload: {}, created_at: '2025-06-13T17:00:00.000Z' },
    code: 'forbidden',
    message: REFUSED_OP_MESSAGE,
    created_at: '2025-06-13T17:01:00.000Z',
  });
  return replica;
}
