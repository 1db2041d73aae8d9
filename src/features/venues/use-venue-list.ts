import { listGraderias } from '../../db/venue-queries';
import { salesOfStandsOverActiveEvents, seatsByStand } from '../../db/venue-occupancy-queries';
import type { GraderiaRow } from '../../db/rows';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { useReplicaQuery } from '../../session/replica-hooks';
import { standFiguresOf, type StandFigures } from './venue-figures';

export interface VenueListItem {
  graderia: GraderiaRow;
  figures: StandFigures;
}

async function loadVenueList(db: TaquillaDatabase): Promise<VenueListItem[]> {
  const graderias = await listGraderias(db);
  const [sales, seats] = await Promise.all([
    salesOfStandsOverActiveEvents(db, new Date()),
    seatsByStand(db, graderias.map((graderia) => graderia.id)),
  ]);
  return graderias.map((graderia) => ({
    graderia,
    figures: standFiguresOf({
      seats: graderia.total_capacity,
      basePrice: graderia.base_price,
      activeEventCount: sales.get(graderia.id)?.activeEventCount ?? 0,
      occupied: sales.get(graderia.id)?.occupied ?? 0,
      standSeats: seats.get(graderia.id) ?? [],
      received: sales.get(graderia.id)?.received ?? 0,
    }),
  }));
}

/** Every stand of the organization with its figures, newest first, live from the replica. */
export function useVenueList() {
  return useReplicaQuery(loadVenueList, []);
}
