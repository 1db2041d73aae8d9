import type { GraderiaRow } from '../../db/rows';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { findGraderia } from '../../db/venue-queries';
import { standHasOccupiedSeats } from '../../db/venue-occupancy-queries';
import { useReplicaQuery } from '../../session/replica-hooks';

export interface VenueEditDetail {
  graderia: GraderiaRow;
  hasOccupiedSeats: boolean;
}

async function loadVenueEdit(db: TaquillaDatabase, graderiaId: string): Promise<VenueEditDetail | null> {
  const graderia = await findGraderia(db, graderiaId);
  if (!graderia) return null;
  return { graderia, hasOccupiedSeats: await standHasOccupiedSeats(db, graderiaId, new Date()) };
}

export function useVenueEdit(graderiaId: string) {
  return useReplicaQuery((db) => loadVenueEdit(db, graderiaId), [graderiaId]);
}
