// A data folder made before two-factor existed gets GoTrue's MFA tables at its next start:
// the bootstrap runs on every start and creates what is missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openEngine } from './engine.ts';
import { migrate } from './migrate.ts';

const MFA_TABLES = ['mfa_amr_claims', 'mfa_challenges', 'mfa_factors'];
let dataDir = '';

afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function authTables(engine: Awaited<ReturnType<typeof openEngine>>): Promise<string[]> {
  const { rows } = await engine.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'auth' and tablename like 'mfa%' order by 1",
  );
  return rows.map((row) => row.name);
}

it('creates auth.mfa_* on an existing data folder that lacks them', async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-mfa-'));
  const first = await openEngine({ dataDir });
  await migrate(first, { seed: false });
  // As a folder from before: no MFA tables or types.
  await first.exec(
    'drop table auth.mfa_amr_claims, auth.mfa_challenges, auth.mfa_factors; drop type auth.factor_type, auth.factor_status;',
  );
  expect(await authTables(first)).toEqual([]);
  await first.close();

  const again = await openEngine({ dataDir });
  try {
    await migrate(again, { seed: false });
    expect(await authTables(again)).toEqual(MFA_TABLES);
    // The migration's check reads them again.
    const { rows } = await again.query<{ pending: boolean }>('select second_factor.pending() as pending');
    expect(rows[0].pending).toBe(false);
  } finally {
    await again.close();
  }
}, 180_000);
