// The demo seed's accounts have a password printed in the README. That is fine on the
// organizer's own machine and dangerous on the festival's Wi-Fi: a server that listens
// beyond loopback refuses to start while any account still has it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Sql } from './engine.ts';

/** The password the README publishes for the seed's accounts (supabase/seed.sql). */
export const PUBLISHED_DEMO_PASSWORD = 'Bambuco2025!';
export const DEMO_EMAILS = ['demo@taquilla.co', 'taquilla@taquilla.co'] as const;

/** Only this machine can reach a server bound to a loopback address. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  if (net.isIPv4(bare)) return bare.startsWith('127.');
  if (net.isIPv6(bare)) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

/**
 * Addresses of accounts whose password is still the published one, checked against the stored
 * hash with crypt() like sign-in does. `onlyEmails` limits the check (bcrypt is slow on purpose).
 */
export async function accountsWithPublishedPassword(db: Sql, onlyEmails?: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `select email from auth.users
      where encrypted_password is not null and encrypted_password like '$2%'
        and ($2::text[] is null or lower(email) = any ($2::text[]))
        and encrypted_password = extensions.crypt($1, encrypted_password)
      order by email`,
    [PUBLISHED_DEMO_PASSWORD, onlyEmails ? onlyEmails.map((email) => email.toLowerCase()) : null],
  );
  return rows.map((row) => row.email);
}

/**
 * The same answer, remembered in `dataDir` per account and stored hash: bcrypt is slow on
 * purpose (half of a warm start), and an account's answer can only change with its hash.
 */
export async function accountsWithPublishedPasswordRemembered(
  db: Sql,
  dataDir: string,
  onlyEmails?: readonly string[],
): Promise<string[]> {
  const file = path.join(dataDir, 'published-password-check.json');
  const remembered = readRemembered(file);
  const { rows } = await db.query<{ email: string; encrypted_password: string }>(
    `select email, encrypted_password from auth.users
      where encrypted_password is not null and encrypted_password like '$2%'
        and ($1::text[] is null or lower(email) = any ($1::text[]))
      order by email`,
    [onlyEmails ? onlyEmails.map((email) => email.toLowerCase()) : null],
  );
  const keyOf = (row: { email: string; encrypted_password: string }) =>
    createHash('sha256').update(`${row.email}\0${row.encrypted_password}`).digest('hex');
  const unknown = rows.filter((row) => !(keyOf(row) in remembered));
  if (unknown.length > 0) {
    const published = new Set(await accountsWithPublishedPassword(db, unknown.map((row) => row.email)));
    for (const row of unknown) remembered[keyOf(row)] = published.has(row.email);
    const kept = Object.fromEntries(rows.map((row) => [keyOf(row), remembered[keyOf(row)]]));
    try {
      fs.writeFileSync(file, JSON.stringify(kept), { mode: 0o600 });
    } catch {
      // Only time is lost: the next start checks again.
    }
  }
  return rows.filter((row) => remembered[keyOf(row)]).map((row) => row.email);
}

function readRemembered(file: string): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'boolean')) as Record<string, boolean>;
  } catch {
    return {};
  }
}

export function exposedDemoRefusal(host: string, emails: string[]): string {
  return [
    `Taquilla no arranca con HOST=${host}: las tabletas de la red llegarían a este servidor y estas cuentas todavía tienen la contraseña de demostración publicada en el README (${PUBLISHED_DEMO_PASSWORD}): ${emails.join(', ')}.`,
    'Cualquiera en la red podría entrar con ella. Para arreglarlo, elige una opción:',
    '  1. Arranca solo en este equipo (sin HOST, o HOST=127.0.0.1), ingresa con cada cuenta y cambia su contraseña en Perfil → Seguridad → Cambiar contraseña. Después vuelve a arrancar con HOST.',
    '  2. Empieza con una carpeta de datos nueva, sin los datos de demostración: TAQUILLA_DEMO=0 TAQUILLA_DATA_DIR=<carpeta vacía>.',
  ].join('\n');
}
