// One API request that COMMITS, as PostgREST's do: whatever the actor manages to write stays,
// so a test can look afterwards, as the owner, at what really changed. On the hosted-shaped
// engine it connects as `authenticator` and switches role like PostgREST; elsewhere the
// test's own connection switches (see as-role.ts). Each statement of `work` should run inside
// attempt() so that one refusal does not hide what the next statement would have done.
import pg from 'pg';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { becomeActor, type Actor } from './as-role.ts';
import { authenticatorUrlOf } from './engines.ts';

export async function committedRequestAs<T>(engine: Engine, actor: Actor, work: (sql: Sql) => Promise<T>): Promise<T> {
  const authenticatorUrl = authenticatorUrlOf(engine);
  if (!authenticatorUrl) {
    return engine.transaction(async (sql) => {
      await becomeActor(sql, actor);
      return work(sql);
    });
  }
  const client = new pg.Client({ connectionString: authenticatorUrl });
  await client.connect();
  const sql: Sql = {
    query: async (text, params) => ({ rows: (await client.query(text, params as unknown[])).rows }),
    exec: async (script) => {
      await client.query(script);
    },
  };
  try {
    await sql.query('begin');
    await becomeActor(sql, actor);
    const result = await work(sql);
    await sql.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
