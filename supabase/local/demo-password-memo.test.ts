// A warm start remembers which accounts still have the published demo password (bcrypt is
// slow on purpose), per account and stored hash: a changed password is checked again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountsWithPublishedPassword, accountsWithPublishedPasswordRemembered, DEMO_EMAILS } from './demo-accounts.ts';
import { openEngine, type Engine } from './engine.ts';
import { migrate } from './migrate.ts';

let engine: Engine;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-demo-memo-'));
beforeAll(async () => {
  engine = await openEngine({});
  await migrate(engine, { seed: true });
}, 120_000);
afterAll(async () => {
  await engine?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('answers as the bcrypt check does, from memory while no hash changed, and again after a password change', async () => {
  const memo = path.join(dataDir, 'published-password-check.json');
  expect(await accountsWithPublishedPasswordRemembered(engine, dataDir, DEMO_EMAILS)).toEqual([...DEMO_EMAILS].sort());
  expect(Object.values(JSON.parse(fs.readFileSync(memo, 'utf8')))).toEqual([true, true]);

  // Remembered: a memo that says otherwise is believed while the stored hashes are the same…
  const remembered = JSON.parse(fs.readFileSync(memo, 'utf8')) as Record<string, boolean>;
  fs.writeFileSync(memo, JSON.stringify(Object.fromEntries(Object.keys(remembered).map((key) => [key, false]))));
  expect(await accountsWithPublishedPasswordRemembered(engine, dataDir, DEMO_EMAILS)).toEqual([]);
  fs.writeFileSync(memo, JSON.stringify(remembered));

  // …and a new password (a new hash) is checked again.
  await engine.query("update auth.users set encrypted_password = extensions.crypt('Otra-Clave-2026!', extensions.gen_salt('bf', 4)) where email = 'demo@taquilla.co'");
  expect(await accountsWithPublishedPasswordRemembered(engine, dataDir, DEMO_EMAILS)).toEqual(['taquilla@taquilla.co']);
  expect(await accountsWithPublishedPassword(engine, DEMO_EMAILS)).toEqual(['taquilla@taquilla.co']);
}, 60_000);
