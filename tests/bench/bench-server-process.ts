// The benchmark server of bench-app.ts (in-memory PGlite, demo seed, the largest stand on
// sale) in a process of its own, as `npm start` runs beside the tablets: its SQL then runs on
// its own thread, not on the thread of the tablet the benchmark plays. Started by
// startBenchAppInProcess; answers the parent's queries over the IPC channel.
import { openEngine } from '../../supabase/local/engine.ts';
import { serveBenchData } from './bench-app.ts';
import type { BenchServerMessage, BenchServerRequest } from './bench-server-protocol.ts';

const send = (message: BenchServerMessage) => process.send!(message);

const engine = await openEngine({});
const app = await serveBenchData(engine);
send({ ready: { url: app.url, anonKey: app.anonKey, serviceRoleKey: app.serviceRoleKey } });

process.on('message', (request: BenchServerRequest) => {
  if (request === 'stop') {
    void app.stop().then(() => process.exit(0));
    return;
  }
  const answer = request.script ? engine.exec(request.text).then(() => ({ rows: [] })) : engine.query(request.text, request.params);
  answer.then(
    ({ rows }) => send({ id: request.id, rows }),
    (error: unknown) => send({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
