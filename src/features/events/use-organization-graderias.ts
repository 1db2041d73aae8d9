import type { GraderiaRow } from '../../db/rows';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { listGraderias } from '../../db/venue-queries';
import { useReplicaQuery, type ReplicaQueryState } from '../../session/replica-hooks';

async function listGraderiasByName(db: TaquillaDatabase): Promise<GraderiaRow[]> {
  const graderias = await listGraderias(db);
  return graderias.sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** The stands an event can sell, by name, live from the replica. */
export function useOrganizationGraderias(): ReplicaQueryState<GraderiaRow[]> {
  return useReplicaQuery(listGraderiasByName, []);
}

/** What the venue checklist lists: the stands once readable, else undefined (it shows a spinner). */
export function graderiasOnceReadable(state: ReplicaQueryState<GraderiaRow[]>): GraderiaRow[] | undefined {
  return state.status === 'ready' ? state.data : undefined;
}
