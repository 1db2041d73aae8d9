// book_seats straight on Postgres, made the way the embedded server's PostgREST door makes
// it (rpc-routes.ts): one transaction per call, role and JWT claims of an anonymous visitor
// set for it, the call built by prepareCall from the function's catalog signature. Each
// visitor has a connection of its own, as PostgREST's pool gives each request one.
import pg from 'pg';
import type { Sql } from '../../supabase/local/engine.ts';
import { JwtKeys, randomJwtSecret, signApiKey } from '../../supabase/local/jwt.ts';
import { ACT_AS_CALLER_SQL, actAsCallerParams } from '../../supabase/local/request-auth.ts';
import { findFunctions, pickOverload, prepareCall, type FunctionSignature } from '../../supabase/local/rpc-functions.ts';
import { LARGEST_STAND_EVENT_SLUG } from './bench-app.ts';
import { bookingArguments, unavailableSeatIds, type BookingOutcome, type BookSeats } from './booking-load.ts';

export interface SqlVisitors {
  book: BookSeats;
  close(): Promise<void>;
}

interface DatabaseError {
  code?: string;
  detail?: string;
  hint?: string;
}

/** `catalog` is where the call's signature is looked up, as the server does with its engine. */
export async function connectSqlVisitors(catalog: Sql, databaseUrl: string, count: number): Promise<SqlVisitors> {
  const connections = await Promise.all(
    Array.from({ length: count }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const caller = await anonymousCaller();
  const signature = await bookSeatsSignature(catalog);
  const book: BookSeats = async (visitor, seatIds) => {
    const connection = connections[visitor];
    const call = prepareCall(signature, bookingArguments(LARGEST_STAND_EVENT_SLUG, seatIds));
    try {
      await connection.query('begin');
      await connection.query(ACT_AS_CALLER_SQL, caller);
      const { rows } = await connection.query<{ result: string }>(call.text, call.params);
      await connection.query('commit');
      const booking = JSON.parse(rows[0].result) as { seats: { id: string }[] };
      return { kind: 'booked', seatIds: booking.seats.map((seat) => seat.id) };
    } catch (error) {
      await connection.query('rollback').catch(() => {});
      return outcomeOfError(error as DatabaseError);
    }
  };
  return { book, close: async () => void (await Promise.all(connections.map((connection) => connection.end()))) };
}

function outcomeOfError(error: DatabaseError): BookingOutcome {
  if (error.detail === 'seats_unavailable') return { kind: 'refused', takenSeatIds: unavailableSeatIds(error.hint) };
  return { kind: 'error', code: error.detail ?? error.code ?? String(error) };
}

/** The role and claims the server sets from the anon key a visitor's browser sends. */
export async function anonymousCaller(): Promise<[string, string]> {
  const secret = randomJwtSecret();
  const verified = await new JwtKeys(secret).verify(await signApiKey(secret, 'anon'));
  if (!verified.ok) throw new Error('La clave anónima local no es válida');
  return actAsCallerParams(verified.claims);
}

/** One visitor's book_seats call for `seatIds`, as the server builds it. */
export async function bookingCall(catalog: Sql, seatIds: string[]): Promise<{ text: string; params: unknown[] }> {
  return prepareCall(await bookSeatsSignature(catalog), bookingArguments(LARGEST_STAND_EVENT_SLUG, seatIds));
}

async function bookSeatsSignature(catalog: Sql): Promise<FunctionSignature> {
  const names = Object.keys(bookingArguments(LARGEST_STAND_EVENT_SLUG, []));
  const signature = pickOverload(await findFunctions(catalog, 'book_seats'), names);
  if (!signature) throw new Error('No se encontró public.book_seats');
  return signature;
}
