// Runs SQL the way the API does: inside one transaction, as the `anon` or `authenticated`
// role with the request's JWT claims, and always rolled back so tests leave no trace.
// The test connection is a superuser, which bypasses row-level security: switch first.
import pg from 'pg';
import type { Engine, Sql } from '../../supabase/local/engine.ts';
import { authenticatorUrlOf } from './engines.ts';

export type Actor = { kind: 'anonymous' } | { kind: 'user'; userId: string };

export const anonymous: Actor = { kind: 'anonymous' };
export const user = (userId: string): Actor => ({ kind: 'user', userId });

class RolledBack extends Error {}

export async function inRolledBackTransaction<T>(engine: Engine, work: (sql: Sql) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await engine.transaction(async (sql) => {
      result = await work(sql);
      throw new RolledBack();
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
  }
  return result as T;
}

/** For the rest of the transaction, act as the API role of `actor`. */
export async function becomeActor(sql: Sql, actor: Actor): Promise<void> {
  const claims =
    actor.kind === 'anonymous'
      ? { role: 'anon' }
      : { sub: actor.userId, role: 'authenticated', aud: 'authenticated' };
  // SET LOCAL ROLE takes no bind parameters; set_config(..., true) is its equivalent.
  await sql.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
    claims.role,
    JSON.stringify(claims),
  ]);
}

/** Back to the test's superuser, e.g. to check what an actor's statement really changed. */
export async function becomeOwner(sql: Sql): Promise<void> {
  await sql.query('reset role');
  await sql.query("select set_config('request.jwt.claims', '', true)");
}

/**
 * Runs `work` as `actor` and rolls back. On the hosted-shaped engine it connects as
 * `authenticator` first, exactly as PostgREST does; elsewhere the test's own connection switches.
 */
export async function asActor<T>(engine: Engine, actor: Actor, work: (sql: Sql) => Promise<T>): Promise<T> {
  const authenticatorUrl = authenticatorUrlOf(engine);
  if (!authenticatorUrl) {
    return inRolledBackTransaction(engine, async (sql) => {
      await becomeActor(sql, actor);
      return work(sql);
    });
  }
  const { client, sql } = await openTransactionAs(authenticatorUrl, actor);
  try {
    return await work(sql);
  } finally {
    await client.query('rollback');
    await client.end();
  }
}

export interface SqlFailure {
  /** SQLSTATE, e.g. 42501 for a row-level security refusal. */
  code: string;
  message: string;
  /** raise_app_error's stable code. */
  detail?: string;
}

export type Attempt<Row> = { ok: true; rows: Row[] } | { ok: false; error: SqlFailure };

/** Runs one statement inside a savepoint, so a failure leaves the transaction usable. */
export async function attempt<Row = Record<string, unknown>>(
  sql: Sql,
  text: string,
  params: unknown[] = [],
): Promise<Attempt<Row>> {
  await sql.query('savepoint attempt');
  try {
    const { rows } = await sql.query<Row>(text, params);
    await sql.query('release savepoint attempt');
    return { ok: true, rows };
  } catch (error) {
    await sql.query('rollback to savepoint attempt');
    const { code, message, detail } = error as SqlFailure;
    return { ok: false, error: { code, message, detail } };
  }
}

/** The failure of an attempt that was expected to fail (fails the test otherwise). */
export function failureOf(result: Attempt<unknown>): SqlFailure {
  if (result.ok) throw new Error(`Se esperaba un error y la sentencia devolvió ${JSON.stringify(result.rows)}`);
  return result.error;
}

/**
 * A Postgres connection of its own, inside a transaction of its own, acting as `actor`: what
 * the concurrency tests (Postgres 15 only) hold open many of at once. The caller commits or
 * rolls back through `client` and ends it.
 */
export async function openTransactionAs(url: string, actor: Actor): Promise<{ client: pg.Client; sql: Sql }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const sql: Sql = {
    query: async (text, params) => ({ rows: (await client.query(text, params as unknown[])).rows }),
    exec: async (script) => {
      await client.query(script);
    },
  };
  await sql.query('begin');
  await becomeActor(sql, actor);
  return { client, sql };
}
