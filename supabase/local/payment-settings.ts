// The local server's payment settings: the webhook's HMAC secret (per installation, never
// sent to a browser) and, optionally, how long a card checkout holds its seats.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Sql } from './engine.ts';

export const WEBHOOK_SECRET_FILE = 'payment-webhook-secret';

/**
 * PAYMENT_WEBHOOK_SECRET when set (what a real provider's dashboard gives you); otherwise
 * the one generated for this data folder on first start and kept there (mode 600).
 */
export function paymentWebhookSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PAYMENT_WEBHOOK_SECRET?.trim();
  if (configured) return configured;
  const file = path.join(dataDir, WEBHOOK_SECRET_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}

/** TAQUILLA_CARD_HOLD_SECONDS (10–86400), stored in payment_settings; unset keeps the database's (15 min by default). */
export async function applyCardHoldSetting(sql: Sql, env: NodeJS.ProcessEnv = process.env): Promise<number | null> {
  const raw = env.TAQUILLA_CARD_HOLD_SECONDS;
  if (raw === undefined || raw.trim() === '') return null;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 10 || seconds > 86400) {
    throw new Error(`TAQUILLA_CARD_HOLD_SECONDS debe ser un número entero de segundos entre 10 y 86400 (recibido: ${raw})`);
  }
  await sql.query('update public.payment_settings set card_hold_seconds = $1, updated_at = now()', [seconds]);
  return seconds;
}
