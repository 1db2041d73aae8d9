// Event commands: the event row and the list of stands it sells (event_graderias).
import { createEventSchema, END_BEFORE_START, updateEventSchema } from '../../domain/event-schemas';
import type { EventGraderiaRow, EventRow } from '../rows';
import type { RowChangeRecorder } from '../row-changes';
import type { TaquillaDatabase } from '../taquilla-database';
import { CommandValidationError, defineCommand, type CommandContext } from './command-definition';

const SLUG_TAKEN = 'Ya existe un evento con ese slug';

/** Only this device's replica can be checked; the server checks every organization. */
async function refuseTakenSlug(db: TaquillaDatabase, eventId: string, slug: string): Promise<void> {
  const sameSlug = await db.events.where('slug').equals(slug).first();
  if (sameSlug && sameSlug.id !== eventId) throw new CommandValidationError({ slug: SLUG_TAKEN });
}

async function refuseUnknownGraderias(db: TaquillaDatabase, graderiaIds: readonly string[]): Promise<void> {
  const found = await db.graderias.bulkGet([...graderiaIds]);
  if (found.some((graderia) => !graderia)) throw new CommandValidationError({ graderia_ids: 'Gradería no encontrada' });
}

/** Makes the event sell exactly these stands, as the server's set_event_graderias does. */
async function setEventGraderias(
  changes: RowChangeRecorder,
  eventId: string,
  graderiaIds: readonly string[],
  { db, organizationId, now }: CommandContext,
): Promise<void> {
  await refuseUnknownGraderias(db, graderiaIds);
  const current = await db.event_graderias.where('event_id').equals(eventId).toArray();
  const removed = current.filter((link) => !graderiaIds.includes(link.graderia_id));
  const added = graderiaIds.filter((graderiaId) => !current.some((link) => link.graderia_id === graderiaId));
  await changes.delete('event_graderias', removed.map((link): [string, string] => [link.event_id, link.graderia_id]));
  const newLinks: EventGraderiaRow[] = added.map((graderiaId) => ({
    event_id: eventId,
    graderia_id: graderiaId,
    organization_id: organizationId,
    created_at: now,
  }));
  await changes.put('event_graderias', newLinks);
}

export const createEvent = defineCommand({
  schema: createEventSchema,
  assignsId: true,
  async apply(changes, { graderia_ids, ...fields }, context) {
    const { db, organizationId, now } = context;
    if (await db.events.get(fields.id)) throw new CommandValidationError({ id: 'El evento ya existe' });
    await refuseTakenSlug(db, fields.id, fields.slug);
    const event: EventRow = {
      ...fields,
      organization_id: organizationId,
      additional_media: [],
      created_at: now,
      updated_at: now,
    };
    await changes.put('events', [event]);
    await setEventGraderias(changes, fields.id, graderia_ids, context);
  },
});

export const updateEvent = defineCommand({
  schema: updateEventSchema,
  async apply(changes, { id, graderia_ids, ...fields }, context) {
    const { db, now } = context;
    const current = await db.events.get(id);
    if (!current) throw new CommandValidationError({ id: 'Evento no encontrado' });
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const updated: EventRow = { ...current, ...defined, updated_at: now };
    if (updated.end_date < updated.event_date) throw new CommandValidationError({ end_date: END_BEFORE_START });
    await refuseTakenSlug(db, id, updated.slug);
    await changes.put('events', [updated]);
    if (graderia_ids) await setEventGraderias(changes, id, graderia_ids, context);
  },
});
