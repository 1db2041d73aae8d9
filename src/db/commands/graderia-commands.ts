// Venue (gradería) commands. A new stand shows its seats at once, with the ids the server
// will give them (see domain/seat-id), so sales made offline point at the right seats.
import { createGraderiaSchema, updateGraderiaSchema } from '../../domain/graderia-schemas';
import { seatIdOf } from '../../domain/seat-id';
import { seatPlacesOf, totalCapacityOf, type SeatPlace } from '../../domain/seat-layout';
import type { GraderiaRow, SeatRow } from '../rows';
import { CommandValidationError, defineCommand } from './command-definition';

type PlacedSeat = SeatPlace & { id: string };

async function placedSeatsOf(payload: { id: string; rows: number; columns: number; floors: number }): Promise<PlacedSeat[]> {
  const places = seatPlacesOf(payload);
  const ids = await Promise.all(
    places.map((place) => seatIdOf(payload.id, place.floor_number, place.row_letter, place.column_number)),
  );
  return places.map((place, index) => ({ ...place, id: ids[index] }));
}

export const createGraderia = defineCommand({
  schema: createGraderiaSchema,
  assignsId: true,
  prepare: placedSeatsOf,
  async apply(changes, payload, { db, organizationId, now }, seats) {
    if (await db.graderias.get(payload.id)) throw new CommandValidationError({ id: 'La gradería ya existe' });
    const graderia: GraderiaRow = {
      ...payload,
      organization_id: organizationId,
      total_capacity: totalCapacityOf(payload),
      is_active: true,
      created_at: now,
      updated_at: now,
    };
    const seatRows: SeatRow[] = seats.map((seat) => ({
      ...seat,
      organization_id: organizationId,
      graderia_id: payload.id,
      is_active: true,
      created_at: now,
      updated_at: now,
    }));
    await changes.put('graderias', [graderia]);
    await changes.put('seats', seatRows);
  },
});

export const updateGraderia = defineCommand({
  schema: updateGraderiaSchema,
  async apply(changes, { id, ...fields }, { db, now }) {
    const current = await db.graderias.get(id);
    if (!current) throw new CommandValidationError({ id: 'Gradería no encontrada' });
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await changes.put('graderias', [{ ...current, ...defined, updated_at: now }]);
  },
});
