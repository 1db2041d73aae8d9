// What one cross-tenant case says: a call of B's organizer or staff aimed at A, and what
// each of them must get. Whatever the outcome, the suite also checks that the answer (or
// the error) carries none of A's secrets and that A's rows are unchanged.
import type { Caller, FingerprintRow, World } from './cross-tenant-world.ts';

export interface Call {
  /** One statement whose single column is named `answer`. */
  text: string;
  params: unknown[];
}

export interface CallContext {
  world: World;
  caller: Caller;
  callerId: string;
}

export type Expected =
  /** A clean refusal: raise_app_error's SQLSTATE and stable code. */
  | { kind: 'refused'; sqlstate: string; code: string }
  | { kind: 'answered'; check?: (answer: any, context: CallContext) => void }
  /** sync_push answers; the op's own result is applied or rejected with a code. */
  | { kind: 'op'; status: 'applied' }
  | { kind: 'op'; status: 'rejected'; code: string };

export const refused = (sqlstate: string, code: string): Expected => ({ kind: 'refused', sqlstate, code });
export const answered = (check?: (answer: any, context: CallContext) => void): Expected => ({ kind: 'answered', check });
export const opApplied: Expected = { kind: 'op', status: 'applied' };
export const opRejected = (code: string): Expected => ({ kind: 'op', status: 'rejected', code });

/** A function open to everyone (or to whoever holds an id): what of A it may show, and why. */
export interface PublicByDesign {
  why: string;
  values: (world: World) => string[];
  /** B's members get exactly what an anonymous visitor gets: being signed in to B adds nothing. */
  sameAsAnonymous: boolean;
}

export interface CrossTenantCase {
  /** The API function called, for the coverage check against the catalog. */
  rpc: string;
  /** sync_push's op kind, for the coverage check against apply_sync_op. */
  opKind?: string;
  title: string;
  call: (world: World, caller: Caller) => Call;
  organizer: Expected;
  /** Omitted: as the organizer. */
  staff?: Expected;
  publicByDesign?: PublicByDesign;
  /** Only a public booking writes into A: the rows it added, checked here. */
  addsToA?: (added: FingerprintRow[], context: CallContext) => void;
}

export const SQL_STATES_OF_APP_ERRORS = ['P0001', '28000', '42501', 'PT404', 'PT409'];

/** Every string the call carried, JSON arguments walked: the answer may echo them. */
export function echoedStrings(params: unknown[]): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      found.push(value);
      if (/^[[{]/.test(value)) {
        try {
          walk(JSON.parse(value));
        } catch {
          // Not JSON: the string itself is enough.
        }
      }
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  params.forEach(walk);
  return found;
}

/**
 * A's secrets found in `answer`, except those the caller sent itself (an error may repeat
 * the id it was given) and those `allowed` by design.
 */
export function leakedSecrets(answer: unknown, secrets: string[], echoes: string[], allowed: string[] = []): string[] {
  const text = JSON.stringify(answer) ?? '';
  const allowedSet = new Set(allowed);
  return secrets.filter(
    (secret) => text.includes(secret) && !allowedSet.has(secret) && !echoes.some((echo) => echo.includes(secret)),
  );
}
