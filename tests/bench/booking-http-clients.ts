// Child process of benchmark 2: the visitors, each with its own supabase-js client calling
// `.rpc('book_seats', …)` with the server's anon key, like the public page. They run in a
// process of their own so that they do not share the server's event loop (and PGlite's,
// which runs in the server's thread): a visitor's browser is not inside the server either.
import { createClient } from '@supabase/supabase-js';
import { LARGEST_STAND_EVENT_SLUG } from './bench-app.ts';
import { bookingArguments, runLoad, unavailableSeatIds, type BookSeats, type LoadOptions } from './booking-load.ts';

export interface HttpLoadJob {
  url: string;
  anonKey: string;
  options: LoadOptions;
}

/** Node 20 has no WebSocket and the server has no realtime; supabase-js only needs a constructor. */
class NoRealtime {
  constructor() {
    throw new Error('El servidor local no ofrece realtime');
  }
}

function visitorsOf(job: HttpLoadJob): BookSeats {
  const clients = Array.from({ length: job.options.clients }, () =>
    createClient(job.url, job.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoRealtime as never },
    }),
  );
  return async (visitor, seatIds) => {
    const { data, error } = await clients[visitor].rpc('book_seats', bookingArguments(LARGEST_STAND_EVENT_SLUG, seatIds));
    if (!error) return { kind: 'booked', seatIds: (data as { seats: { id: string }[] }).seats.map((seat) => seat.id) };
    if (error.details === 'seats_unavailable') return { kind: 'refused', takenSeatIds: unavailableSeatIds(error.hint) };
    return { kind: 'error', code: error.details || error.code || error.message };
  };
}

process.once('message', async (job: HttpLoadJob) => {
  const result = await runLoad(job.options, visitorsOf(job));
  process.send!(result, () => process.exit(0));
});
