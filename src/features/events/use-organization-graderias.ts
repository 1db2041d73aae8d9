import { useLiveQuery } from 'dexie-react-hooks';
import type { GraderiaRow } from '../../db/rows';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { listGraderias } from '../../db/venue-queries';

/** The stands an event can sell, by name; undefined while the replica is not readable yet. */
export function useOrganizationGraderias(db: TaquillaDatabase | null): GraderiaRow[] | undefined {
  return useLiveQuery(async () => {
    if (!db) return undefined;
    const graderias = await listGraderias(db);
    return graderias.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  }, [db]);
}
