// Who may list, read, write and remove which rows of storage.objects, on every engine and
// especially on the hosted-shaped Postgres, where `anon` and `authenticated` hold every
// privilege on the storage tables and the policies are the only barrier. The answers must
// be the same on PGlite, Postgres 15 and hosted-shaped Postgres 15 (acting through
// `authenticator` like PostgREST and Storage do).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { anonymous, asActor, attempt, failureOf, user } from './as-role.ts';
import { describeEachEngine } from './engines.ts';
import { createTwoOrganizations, newcomerId, organizationA, organizationB } from './two-organizations.ts';

const BUCKET = 'profile-pictures';
const alice = organizationA.organizerId;
const bob = organizationB.organizerId;
const OBJECTS = {
  alice: [`${alice}/foto.png`, `${alice}/viejas/2025.png`],
  bob: [`${bob}/foto.png`],
};

const names = async (sql: Sql, where = 'true', params: unknown[] = []) =>
  (await sql.query<{ name: string }>(`select name from storage.objects where ${where} order by name`, params)).rows.map((row) => row.name);

describeEachEngine('storage.objects policies', (engineUnderTest) => {
  let engine: Engine;

  beforeAll(async () => {
    engine = await engineUnderTest.open();
    await createTwoOrganizations(engine);
    for (const [owner, objectNames] of [[alice, OBJECTS.alice], [bob, OBJECTS.bob]] as const) {
      for (const name of objectNames) {
        await engine.query('insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)', [BUCKET, name, owner]);
      }
    }
  });
  afterAll(() => engine?.close());

  describe('listing and reading', () => {
    it('shows each user only the objects of their own folder', async () => {
      expect(await asActor(engine, user(alice), (sql) => names(sql))).toEqual([...OBJECTS.alice].sort());
      expect(await asActor(engine, user(bob), (sql) => names(sql))).toEqual(OBJECTS.bob);
    });

    it('shows a signed-in user with no pictures nothing, so no one can enumerate user ids', async () => {
      expect(await asActor(engine, user(newcomerId), (sql) => names(sql))).toEqual([]);
      const folders = await asActor(engine, user(newcomerId), (sql) =>
        sql.query('select distinct (storage.foldername(name))[1] as folder from storage.objects'),
      );
      expect(folders.rows).toEqual([]);
    });

    it('shows an anonymous caller nothing at all, not even by name', async () => {
      expect(await asActor(engine, anonymous, (sql) => names(sql))).toEqual([]);
      expect(await asActor(engine, anonymous, (sql) => names(sql, 'name = $1', [OBJECTS.bob[0]]))).toEqual([]);
    });

    it('hides another user’s object even when asked for by its exact name', async () => {
      expect(await asActor(engine, user(bob), (sql) => names(sql, 'name = $1', [OBJECTS.alice[0]]))).toEqual([]);
    });
  });

  describe('writing', () => {
    const insert = 'insert into storage.objects (bucket_id, name, owner) values ($1, $2, $3)';

    it('lets a user upload into their own folder, at any depth', async () => {
      const result = await asActor(engine, user(bob), async (sql) => {
        const first = await attempt(sql, insert, [BUCKET, `${bob}/nueva.png`, bob]);
        const deeper = await attempt(sql, insert, [BUCKET, `${bob}/a/b/c.gif`, bob]);
        return { first, deeper, visible: await names(sql) };
      });
      expect(result.first.ok).toBe(true);
      expect(result.deeper.ok).toBe(true);
      expect(result.visible).toEqual([`${bob}/a/b/c.gif`, `${bob}/foto.png`, `${bob}/nueva.png`]);
    });

    it.each([
      ['another user’s folder', user(bob), `${alice}/intruso.png`, bob],
      ['another user’s folder, claiming to be its owner', user(bob), `${alice}/intruso.png`, alice],
      ['the bucket root', user(bob), 'intruso.png', bob],
      ['a folder named like the id in capitals', user(bob), `${bob.toUpperCase()}/intruso.png`, bob],
      ['a folder as anonymous', anonymous, `${bob}/anonimo.png`, bob],
    ])('refuses an upload into %s (42501)', async (_where, actor, name, owner) => {
      const result = await asActor(engine, actor, (sql) => attempt(sql, insert, [BUCKET, name, owner]));
      expect(failureOf(result).code).toBe('42501');
    });

    it('refuses to take over another user’s object through an upsert', async () => {
      const result = await asActor(engine, user(bob), (sql) =>
        attempt(sql, `${insert} on conflict (bucket_id, name) do update set owner = excluded.owner`, [BUCKET, OBJECTS.alice[0], bob]),
      );
      expect(failureOf(result).code).toBe('42501');
    });

    it('changes and removes none of another user’s objects, and moves none into their folder', async () => {
      const outcome = await asActor(engine, user(bob), async (sql) => ({
        updated: (await sql.query("update storage.objects set metadata = '{}' returning name")).rows,
        renamedAway: (await sql.query('update storage.objects set name = $2 where name = $1 returning name', [OBJECTS.alice[0], `${bob}/robada.png`])).rows,
        moved: await attempt(sql, 'update storage.objects set name = $2 where name = $1', [OBJECTS.bob[0], `${alice}/regalo.png`]),
        deleted: (await sql.query('delete from storage.objects returning name')).rows,
      }));
      expect(outcome.updated).toEqual([{ name: OBJECTS.bob[0] }]);
      expect(outcome.renamedAway).toEqual([]);
      expect(failureOf(outcome.moved).code).toBe('42501');
      expect(outcome.deleted).toEqual([{ name: OBJECTS.bob[0] }]);
    });

    it('lets anonymous callers change and remove nothing', async () => {
      const outcome = await asActor(engine, anonymous, async (sql) => ({
        updated: (await sql.query("update storage.objects set metadata = '{}' returning name")).rows,
        deleted: (await sql.query('delete from storage.objects returning name')).rows,
      }));
      expect(outcome).toEqual({ updated: [], deleted: [] });
    });
  });

  describe('buckets', () => {
    it.each([
      ['a signed-in user', user(bob)],
      ['an anonymous caller', anonymous],
    ])('%s can neither see, create, nor change a bucket (its size and type limits stay)', async (_who, actor) => {
      const outcome = await asActor(engine, actor, async (sql) => ({
        seen: (await sql.query('select id from storage.buckets')).rows,
        changed: (await sql.query("update storage.buckets set public = false, allowed_mime_types = null returning id")).rows,
        removed: (await sql.query('delete from storage.buckets returning id')).rows,
        created: await attempt(sql, "insert into storage.buckets (id, name, public) values ('propio', 'propio', true)"),
      }));
      expect(outcome).toMatchObject({ seen: [], changed: [], removed: [] });
      expect(failureOf(outcome.created).code).toBe('42501');
    });
  });

  describe('grants and policies', () => {
    it('gives the API roles every privilege on storage.objects, as a hosted project does, so the policies decide', async () => {
      const { rows } = await engine.query<{ role: string; privileges: string }>(
        `select role, concat_ws(',',
           case when has_table_privilege(role, 'storage.objects', 'select') then 'select' end,
           case when has_table_privilege(role, 'storage.objects', 'insert') then 'insert' end,
           case when has_table_privilege(role, 'storage.objects', 'update') then 'update' end,
           case when has_table_privilege(role, 'storage.objects', 'delete') then 'delete' end) as privileges
         from unnest(array['anon', 'authenticated']) as role order by role`,
      );
      expect(rows).toEqual([
        { role: 'anon', privileges: 'select,insert,update,delete' },
        { role: 'authenticated', privileges: 'select,insert,update,delete' },
      ]);
    });

    it('has exactly our four owner-folder policies on storage.objects, none for anon', async () => {
      const { rows } = await engine.query<{ command: string; roles: string }>(
        `select cmd as command, array_to_string(roles, ',') as roles from pg_policies
         where schemaname = 'storage' and tablename = 'objects' order by cmd`,
      );
      expect(rows).toEqual([
        { command: 'DELETE', roles: 'authenticated' },
        { command: 'INSERT', roles: 'authenticated' },
        { command: 'SELECT', roles: 'authenticated' },
        { command: 'UPDATE', roles: 'authenticated' },
      ]);
    });
  });
}, { hosted: true });
