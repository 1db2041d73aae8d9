import type { GraderiaRow } from '../../db/rows';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { findGraderia } from '../../db/venue-queries';
import { useReplicaQuery } from '../../session/replica-hooks';
import { multiplierCountsOf, type MultiplierCounts } from './price-simulation';
import { seatsOfStand } from '../../db/seat-catalog';

export interface VenuePricesDetail {
  graderia: GraderiaRow;
  multiplierCounts: MultiplierCounts;
}

async function loadVenuePrices(db: TaquillaDatabase, graderiaId: string): Promise<VenuePricesDetail | null> {
  const graderia = await findGraderia(db, graderiaId);
  if (!graderia) return null;
  const seats = await seatsOfStand(db, graderiaId);
  return { graderia, multiplierCounts: multiplierCountsOf(seats) };
}

export function useVenuePrices(graderiaId: string) {
  return useReplicaQuery((db) => loadVenuePrices(db, graderiaId), [graderiaId]);
}
