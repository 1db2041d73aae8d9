import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyCardHoldSetting, paymentWebhookSecret, WEBHOOK_SECRET_FILE } from './payment-settings.ts';
import type { Sql } from './engine.ts';

const folders: string[] = [];
const dataDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taquilla-pagos-'));
  folders.push(dir);
  return path.join(dir, 'data');
};
afterEach(() => folders.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('the payment webhook secret', () => {
  it('is generated once per data folder, readable by its owner only, and kept across starts', () => {
    const dir = dataDir();
    const first = paymentWebhookSecret(dir, {});
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(path.join(dir, WEBHOOK_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(paymentWebhookSecret(dir, {})).toBe(first);
    expect(paymentWebhookSecret(dataDir(), {})).not.toBe(first);
  });

  it('comes from PAYMENT_WEBHOOK_SECRET when set, writing no file', () => {
    const dir = dataDir();
    expect(paymentWebhookSecret(dir, { PAYMENT_WEBHOOK_SECRET: ' secreto-del-proveedor ' })).toBe('secreto-del-proveedor');
    expect(fs.existsSync(path.join(dir, WEBHOOK_SECRET_FILE))).toBe(false);
  });
});

describe('TAQUILLA_CARD_HOLD_SECONDS', () => {
  const recorder = () => {
    const calls: unknown[][] = [];
    const sql: Sql = { query: async (text, params) => (calls.push([text, params]), { rows: [] }), exec: async () => {} };
    return { sql, calls };
  };

  it('unset leaves the database alone; set writes payment_settings', async () => {
    const { sql, calls } = recorder();
    expect(await applyCardHoldSetting(sql, {})).toBeNull();
    expect(calls).toEqual([]);
    expect(await applyCardHoldSetting(sql, { TAQUILLA_CARD_HOLD_SECONDS: '30' })).toBe(30);
    expect(calls).toEqual([['update public.payment_settings set card_hold_seconds = $1, updated_at = now()', [30]]]);
  });

  it.each(['0', '9', '86401', '1.5', 'quince'])('refuses %s with a Spanish message', async (value) => {
    const { sql, calls } = recorder();
    await expect(applyCardHoldSetting(sql, { TAQUILLA_CARD_HOLD_SECONDS: value })).rejects.toThrow(/^TAQUILLA_CARD_HOLD_SECONDS debe ser un número entero/);
    expect(calls).toEqual([]);
  });
});
