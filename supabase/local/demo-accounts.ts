// The demo seed's accounts have a password printed in the README. That is fine on the
// organizer's own machine and dangerous on the festival's Wi-Fi: a server that listens
// beyond loopback refuses to start while any account still has it.
import net from 'node:net';
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

export function exposedDemoRefusal(host: string, emails: string[]): string {
  return [
    `Taquilla no arranca con HOST=${host}: las tabletas de la red llegarían a este servidor y estas cuentas todavía tienen la contraseña de demostración publicada en el README (${PUBLISHED_DEMO_PASSWORD}): ${emails.join(', ')}.`,
    'Cualquiera en la red podría entrar con ella. Para arreglarlo, elige una opción:',
    '  1. Arranca solo en este equipo (sin HOST, o HOST=127.0.0.1), ingresa con cada cuenta y cambia su contraseña en Perfil → Seguridad → Cambiar contraseña. Después vuelve a arrancar con HOST.',
    '  2. Empieza con una carpeta de datos nueva, sin los datos de demostración: TAQUILLA_DEMO=0 TAQUILLA_DATA_DIR=<carpeta vacía>.',
  ].join('\n');
}
