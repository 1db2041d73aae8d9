// Item 4 (the organizer's side of the largest stand): creating the 12,500-seat stand on the
// embedded server (PGlite), as the organizer's app asks for it (`create_graderia`, as the
// demo organizer), and analyzing its seats afterwards (what the server's own autovacuum does
// once the stand is there, supabase/local/pglite-autovacuum.ts). Each is one call on PGlite,
// which runs one at a time: every cashier's call waits behind it.
import { openEngine } from '../../supabase/local/engine.ts';
import { migrate } from '../../supabase/local/migrate.ts';
import { becomeActor, user } from '../db/as-role.ts';
import { DEMO_ORGANIZER_ID, LARGEST_STAND } from './bench-app.ts';
import { ms, msTaken, percentile, printTable } from './figures.ts';
import type { Benchmark } from './run.ts';

const STANDS = 3;

export const benchmark: Benchmark = {
  item: 4,
  run: async () => {
    const engine = await openEngine({});
    try {
      await migrate(engine, { seed: true });
      const creations: number[] = [];
      const analyses: number[] = [];
      for (let stand = 1; stand <= STANDS; stand += 1) {
        creations.push(
          await msTaken(() =>
            engine.transaction(async (sql) => {
              await becomeActor(sql, user(DEMO_ORGANIZER_ID));
              await sql.query(
                'select public.create_graderia(p_name => $1, p_rows => $2, p_columns => $3, p_floors => $4, p_base_price => $5)',
                [`Gran Tribuna ${stand}`, LARGEST_STAND.rows, LARGEST_STAND.columns, LARGEST_STAND.floors, LARGEST_STAND.basePrice],
              );
            }),
          ),
        );
        analyses.push(await msTaken(() => engine.exec('analyze public.seats')));
      }
      const seats = LARGEST_STAND.rows * LARGEST_STAND.columns * LARGEST_STAND.floors;
      printTable(`Crear la gradería más grande en el servidor embebido (PGlite), ${STANDS} veces`, [
        [`create_graderia de ${seats.toLocaleString('es-CO')} asientos, mediana (máx)`, `${ms(percentile(creations, 50))} (${ms(Math.max(...creations))})`],
        ['ANALYZE de seats después, mediana (máx)', `${ms(percentile(analyses, 50))} (${ms(Math.max(...analyses))})`],
      ]);
    } finally {
      await engine.close();
    }
  },
};
