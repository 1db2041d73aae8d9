// What every answer to a malformed call must look like, and how "the database is unchanged"
// is checked: a fingerprint (md5 of every row as text) of every table the API could reach.
import { expect } from 'vitest';
import type { Sql } from '../../supabase/local/engine.ts';
import { tableFingerprint } from '../db/table-fingerprint.ts';
import type { BadInputFixture, Caller } from './bad-input-fixture.ts';
import { collectStrings, requestBody, type CallDraft } from './rpc-arbitraries.ts';

const FINGERPRINTED_SCHEMAS = ['public', 'auth', 'storage', 'local_mailbox'];

/** md5 of each table's rows (sync_xid and updated_at included, so an update shows too). */
export function fingerprint(sql: Sql): Promise<Record<string, string>> {
  return tableFingerprint(sql, FINGERPRINTED_SCHEMAS);
}

export interface Answer {
  status: number;
  text: string;
  json: unknown;
}

export async function send(url: string, fixture: BadInputFixture, fn: string, draft: CallDraft): Promise<Answer> {
  const headers: Record<string, string> = { apikey: fixture.anonKey, 'Content-Type': 'application/json' };
  headers.Authorization = `Bearer ${bearer(fixture, draft.caller)}`;
  const response = await fetch(`${url}/rest/v1/rpc/${fn}`, { method: 'POST', headers, body: requestBody(draft) });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, text, json };
}

function bearer(fixture: BadInputFixture, caller: Caller): string {
  return caller === 'anon' ? fixture.anonKey : fixture.tokens[caller];
}

// Internals that must never reach a caller: stack frames, file paths, JS error names, the
// SQL of our functions, and Postgres' own English wording.
const STACK_OR_PATH = /\n\s+at |\bat \S+ \(|\/work\/|node_modules|\.(ts|js|sql):\d+|\b\w*Error:|PL\/pgSQL|CONTEXT:|plpgsql|raise_app_error|search_path/;
const ENGLISH_INTERNALS =
  /\b(invalid input|syntax error|violates|does not exist|out of range|null value|permission denied|duplicate key|unsupported|cannot be|constraint|exception|undefined|stack|maximum call|internal server error|unexpected token)\b/i;

/** Removes what the caller sent (an unknown kind or argument name is named back to them). */
function withoutEchoes(text: string, sent: string[]): string {
  return sent.filter((value) => value.length >= 3).reduce((remaining, value) => remaining.split(value).join(''), text);
}

export function expectPlainSpanish(message: string, sent: string[], where: string): void {
  const own = withoutEchoes(message, sent);
  expect(own, `${where}: mensaje con detalles internos`).not.toMatch(STACK_OR_PATH);
  expect(own, `${where}: mensaje en el inglés de Postgres o de Node`).not.toMatch(ENGLISH_INTERNALS);
}

/** A refusal: 4xx, a JSON body with a plain Spanish message, nothing internal anywhere. */
export function expectRefusal(answer: Answer, draft: CallDraft): void {
  const sent = collectStrings(draft);
  const shown = `HTTP ${answer.status}: ${answer.text.slice(0, 300)}`;
  expect(answer.status, shown).toBeGreaterThanOrEqual(400);
  expect(answer.status, shown).toBeLessThan(500);
  expect(answer.json, shown).toBeTypeOf('object');
  const body = answer.json as { message?: unknown };
  expect(typeof body.message === 'string' && body.message.trim() !== '', shown).toBe(true);
  expectPlainSpanish(body.message as string, sent, shown);
  expect(withoutEchoes(answer.text, sent), shown).not.toMatch(STACK_OR_PATH);
}
