// The help centre's contact form on the server: submit_support_message files a member's
// message under their organization, refuses each bad field in Spanish without writing
// anything, and only the organization's organizers can read the inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, attempt, becomeActor, becomeOwner, failureOf, inRolledBackTransaction, user, type Actor, type SqlFailure } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { rowCounts } from './row-counts.ts';
import { createTwoOrganizations, newcomerId, organizationA, organizationB } from './two-organizations.ts';

interface MessageFields {
  name: string | null;
  email: string | null;
  subject: string | null;
  message: string | null;
}

const valid: MessageFields = {
  name: 'Ana Perdomo',
  email: 'ana@fiestas.co',
  subject: 'technical',
  message: 'La taquilla del norte no sincroniza desde esta mañana.',
};

const submit = (fields: Partial<MessageFields> = {}) => {
  const { name, email, subject, message } = { ...valid, ...fields };
  return {
    text: 'select public.submit_support_message(name => $1, email => $2, subject => $3, message => $4) as stored',
    params: [name, email, subject, message],
  };
};

const invalid = (detail: string, message: string): SqlFailure => ({ code: 'P0001', detail, message });

async function submitAs(sql: Sql, actor: Actor, fields: Partial<MessageFields> = {}) {
  await becomeActor(sql, actor);
  const { text, params } = submit(fields);
  const result = await attempt<{ stored: Record<string, unknown> }>(sql, text, params);
  await becomeOwner(sql);
  return result;
}

describeEachEngine('Support messages', (engineUnderTest) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
  });
  afterAll(() => engine?.close());

  it.each([
    ['an organizer', organizationA.organizerId],
    ['a staff member', organizationA.staffId!],
  ])('files a message from %s under their organization, trimmed', async (_who, userId) => {
    await inRolledBackTransaction(engine, async (sql) => {
      const before = (await rowCounts(sql)).support_messages;
      const result = await submitAs(sql, user(userId), { name: '  Ana Perdomo ', message: `  ${valid.message}\n` });
      if (!result.ok) throw new Error(result.error.message);
      const { rows } = await sql.query('select organization_id, user_id, name, email, subject, message from public.support_messages where id = $1', [
        result.rows[0].stored.id,
      ]);
      expect(rows).toEqual([{ organization_id: organizationA.id, user_id: userId, ...valid }]);
      expect((await rowCounts(sql)).support_messages).toBe(before + 1);
    });
  });

  it('answers with the stored message', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      const result = await submitAs(sql, user(organizationA.organizerId), { subject: 'feature' });
      if (!result.ok) throw new Error(result.error.message);
      expect(result.rows[0].stored).toMatchObject({
        id: expect.any(String), organization_id: organizationA.id, subject: 'feature', created_at: expect.any(String),
      });
    });
  });

  it.each(['technical', 'billing', 'reservations', 'venues', 'general', 'feature'])('accepts the subject %s', async (subject) => {
    await inRolledBackTransaction(engine, async (sql) => {
      expect(await submitAs(sql, user(organizationA.organizerId), { subject })).toMatchObject({ ok: true });
    });
  });

  it('accepts a message of exactly 10 and of exactly 5000 characters, and a 120-character name', async () => {
    await inRolledBackTransaction(engine, async (sql) => {
      const organizer = user(organizationA.organizerId);
      expect(await submitAs(sql, organizer, { message: 'x'.repeat(10) })).toMatchObject({ ok: true });
      expect(await submitAs(sql, organizer, { message: 'x'.repeat(5000), name: 'n'.repeat(120) })).toMatchObject({ ok: true });
    });
  });

  describe('refuses, writing nothing', () => {
    const badSubmissions: [string, Actor, Partial<MessageFields>, SqlFailure][] = [
      ['anonymous visitors', anonymous, {}, { code: '28000', detail: 'not_authenticated', message: 'Usuario no autenticado' }],
      ['users without an organization', user(newcomerId), {}, { code: '42501', detail: 'organization_not_found', message: 'No se encontró la organización asociada' }],
      ['a missing name', user(organizationA.organizerId), { name: null }, invalid('name_required', 'El nombre es requerido')],
      ['a blank name', user(organizationA.organizerId), { name: '   ' }, invalid('name_required', 'El nombre es requerido')],
      ['a 121-character name', user(organizationA.organizerId), { name: 'n'.repeat(121) }, invalid('name_too_long', 'El nombre no puede superar 120 caracteres')],
      ['a blank email', user(organizationA.organizerId), { email: ' ' }, invalid('email_required', 'El correo es requerido')],
      ['an email without a domain', user(organizationA.organizerId), { email: 'ana@fiestas' }, invalid('invalid_email', 'Correo electrónico inválido')],
      ['an email with spaces', user(organizationA.organizerId), { email: 'ana perdomo@fiestas.co' }, invalid('invalid_email', 'Correo electrónico inválido')],
      ['a 255-character email', user(organizationA.organizerId), { email: `${'a'.repeat(244)}@fiestas.co` }, invalid('email_too_long', 'El correo no puede superar 254 caracteres')],
      ['a missing subject', user(organizationA.organizerId), { subject: '' }, invalid('subject_required', 'Selecciona un asunto')],
      ['an unknown subject', user(organizationA.organizerId), { subject: 'soporte' }, invalid('invalid_subject', 'Asunto inválido')],
      ['a blank message', user(organizationA.organizerId), { message: '  \n ' }, invalid('message_required', 'El mensaje es requerido')],
      ['a 9-character message', user(organizationA.organizerId), { message: ' 123456789 ' }, invalid('message_too_short', 'El mensaje debe tener al menos 10 caracteres')],
      ['a 5001-character message', user(organizationA.organizerId), { message: 'x'.repeat(5001) }, invalid('message_too_long', 'El mensaje no puede superar 5.000 caracteres')],
    ];

    it.each(badSubmissions)('%s', async (_title, actor, fields, failure) => {
      await inRolledBackTransaction(engine, async (sql) => {
        const before = await rowCounts(sql);
        expect(failureOf(await submitAs(sql, actor, fields))).toEqual(failure);
        expect(await rowCounts(sql)).toEqual(before);
      });
    });
  });

  describe('the inbox', () => {
    const visibleTo = (sql: Sql, actor: Actor) =>
      (async () => {
        await becomeActor(sql, actor);
        const { rows } = await sql.query<{ name: string }>('select name from public.support_messages order by name');
        await becomeOwner(sql);
        return rows.map((row) => row.name);
      })();

    it('shows an organization’s messages to its organizers only', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await submitAs(sql, user(organizationA.staffId!), { name: 'Desde la taquilla A' });
        await submitAs(sql, user(organizationB.organizerId), { name: 'Desde la organización B' });
        // Each organization also has the fixture's message from its organizer.
        expect(await visibleTo(sql, user(organizationA.organizerId))).toEqual(['Desde la taquilla A', 'Organizador a']);
        expect(await visibleTo(sql, user(organizationB.organizerId))).toEqual(['Desde la organización B', 'Organizador b']);
        expect(await visibleTo(sql, user(organizationA.staffId!))).toEqual([]);
        expect(await visibleTo(sql, anonymous)).toEqual([]);
      });
    });

    it('cannot be written around the function, nor edited, nor emptied', async () => {
      await inRolledBackTransaction(engine, async (sql) => {
        await submitAs(sql, user(organizationA.staffId!));
        const before = await rowCounts(sql);
        await becomeActor(sql, user(organizationA.organizerId));
        const insert = await attempt(
          sql,
          "insert into public.support_messages (organization_id, user_id, name, email, subject, message) values ($1, $2, 'Directo', 'a@b.co', 'general', 'Sin pasar por la función')",
          [organizationA.id, organizationA.organizerId],
        );
        expect(failureOf(insert).code).toBe('42501');
        const update = await attempt(sql, "update public.support_messages set message = 'Cambiado por el organizador' where true returning 1");
        expect(failureOf(update).code).toBe('42501');
        expect(failureOf(await attempt(sql, 'delete from public.support_messages where true returning 1')).code).toBe('42501');
        await becomeOwner(sql);
        expect(await rowCounts(sql)).toEqual(before);
      });
    });
  });
});
