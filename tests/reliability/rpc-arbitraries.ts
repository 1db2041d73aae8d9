// fast-check arbitraries for malformed RPC calls, built as "a valid call + mutations".
// A mutation is either breaking (on its own it makes the call invalid, whatever the rest
// of the call holds) or noise (harmless alone: an extra payload field, a huge or SQL-looking
// text where any text is accepted). Noise is applied first and breaking mutations last, so
// no later mutation can repair the call: every generated call is invalid by construction,
// which is what lets the properties expect "refused, and the database unchanged".
import fc from 'fast-check';
import type { Caller } from './bad-input-fixture.ts';

/** JSON text written into the body as it is (numbers JSON.stringify cannot write, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `RawJson(${this.text.length > 40 ? `${this.text.slice(0, 20)}…(${this.text.length} caracteres)` : this.text})`;
  }
}

export interface CallDraft {
  caller: Caller;
  args: Record<string, unknown>;
  /** Replaces the whole body: not JSON, or JSON that is not an object. */
  rawBody?: string;
}

export interface Mutation {
  label: string;
  apply(draft: CallDraft): CallDraft;
}

export type ParamKind = 'text' | 'uuid' | 'integer' | 'boolean' | 'double' | 'json';

export function mutation(label: string, apply: (draft: CallDraft) => CallDraft): Mutation {
  return { label, apply };
}

/** Sets one argument (the value shown shortened in the label, huge strings being huge). */
export function setArgument(name: string, value: unknown): Mutation {
  return mutation(`${name} = ${shortened(value)}`, (draft) => ({ ...draft, args: { ...draft.args, [name]: value } }));
}

export function dropArgument(name: string): Mutation {
  return mutation(`sin ${name}`, (draft) => {
    const args = { ...draft.args };
    delete args[name];
    return { ...draft, args };
  });
}

export function callAs(caller: Caller): Mutation {
  return mutation(`como ${caller}`, (draft) => ({ ...draft, caller }));
}

export function shortened(value: unknown): string {
  if (value instanceof RawJson) return value[fc.toStringMethod]();
  if (typeof value === 'string') {
    return value.length > 60 ? `"${value.slice(0, 24)}…" (${value.length} caracteres)` : JSON.stringify(value);
  }
  if (Array.isArray(value) && value.length > 6) return `[${value.length} elementos]`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

// Values ------------------------------------------------------------------------------

export const sqlLikeText = fc.constantFrom(
  "'; drop table reservations; --",
  "1' or '1'='1",
  '"; delete from public.seats; --',
  "x'); truncate public.events cascade; --",
  '$$; select pg_sleep(10); $$',
  "') union select email, encrypted_password from auth.users --",
  "\\'; update public.reservations set status = 'paid'; --",
  '%\' or 1=1 --',
);

/** 10,000 to 1,000,000 characters, with neither '@' nor '.' (so never an e-mail address). */
export const hugeText = fc
  .tuple(fc.integer({ min: 10_000, max: 1_000_000 }), fc.constantFrom('a', 'ñ', 'x y ', "'--;", 'Ñandú '))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** Huge text that still fits in a 1 MB body with room for the rest of a call. */
export const largeText = fc
  .tuple(fc.integer({ min: 10_000, max: 300_000 }), fc.constantFrom('a', 'ñ', 'x y '))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/**
 * Longer than a text field's limit (supabase/migrations/20261122210000_limit_text_fields.sql):
 * just past it, in one repeated character (so a slug or a phone keeps its shape) or mixed,
 * or shaped like an e-mail address, or huge. Always refused with field_too_long, or by an
 * earlier rule of the field; never stored.
 */
export function overLimit(max: number): fc.Arbitrary<string> {
  const length = fc.integer({ min: max + 1, max: max + 40 });
  return fc.oneof(
    fc.tuple(length, fc.constantFrom('a', '7', 'ñ')).map(([count, unit]) => unit.repeat(count)),
    fc.string({ minLength: max + 1, maxLength: max + 40, unit: fc.constantFrom('a', 'ñ', '7') }),
    length.map((count) => `${'ñ'.repeat(count - '@ejemplo.co'.length)}@ejemplo.co`),
    largeText,
  );
}

/** SQL-looking text that fits a field of this limit: harmless noise, stored as it is. */
export const sqlLikeTextWithin = (max: number) => sqlLikeText.filter((text) => text.length <= max);

export const nulText = fc.string({ maxLength: 8 }).map((around) => `${around}\u0000${around}`);

/** Lists nested deeper than any call of the app (up to what a 1 MB body allows). */
export const deeplyNested = fc
  .integer({ min: 65, max: 200_000 })
  .map((depth) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`));

/** Blank for btrim (spaces only) and for the support form's \s trim alike. */
export const blankText = fc.constantFrom('', ' ', '    ');

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const notUuid = fc.oneof(
  sqlLikeText,
  fc.string({ maxLength: 40 }).filter((text) => !UUID_PATTERN.test(text)),
  fc.constantFrom(
    'a0000000-0000-4000-8000-00000000000g',
    '{a0000000-0000-4000-8000-000000000001}',
    'a0000000-0000-4000-8000-0000000000010',
    'a00000000000400080000000000000001',
    'null',
  ),
);

/** Many distinct, well-formed seat ids no stand has (past any per-call limit). */
export const thousandsOfUnknownIds = fc
  .integer({ min: 13, max: 5_000 })
  .map((count) => Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`));

export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
  sqlLikeText,
);

/** Integers outside [min, max], from just past the edge to past int4 and float precision. */
export function integerOutside(min: number, max: number): fc.Arbitrary<unknown> {
  const aboveMax = max < 2 ** 31 - 1 ? [fc.integer({ min: max + 1, max: 2 ** 31 - 1 })] : [];
  return fc.oneof(
    fc.integer({ min: -(2 ** 31), max: min - 1 }),
    ...aboveMax,
    fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 9_007_199_254_740_993, 1e308, -1e308),
    fc.constant(new RawJson('1e400')),
    fc.constant(new RawJson('-1e400')),
  );
}

/** A JSON value that cannot fill a parameter of this SQL kind (null excluded: it fits all). */
export function wrongTypeFor(kind: ParamKind): fc.Arbitrary<unknown> {
  const containers = fc.oneof(fc.constant({}), fc.constant([]), fc.array(fc.string({ maxLength: 4 }), { minLength: 1, maxLength: 3 }));
  switch (kind) {
    case 'text':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), containers);
    case 'uuid':
      return fc.oneof(notUuid, fc.integer(), fc.boolean(), containers);
    case 'integer':
      return fc.oneof(
        fc.constantFrom('doce', 'NaN', 'Infinity', '1e3', '1.5', '', ' 12', '0x10', '١٢'),
        fc.double({ noNaN: true, noDefaultInfinity: true }).filter((value) => !Number.isInteger(value)),
        fc.boolean(),
        containers,
      );
    case 'boolean':
      return fc.oneof(fc.constantFrom('true', 'false', 'sí', '1', 0, 1), containers);
    case 'double':
      return fc.oneof(fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '-1e999', '1e-400', 'uno', ''), fc.boolean(), containers);
    case 'json':
      return fc.constant(new RawJson('NaN'));
  }
}

// Mutations every function gets --------------------------------------------------------

export interface RpcShape {
  params: Record<string, ParamKind>;
  /** Parameters without a default: leaving one out is "function not found" (404). */
  required: string[];
  /** Whether an anonymous caller is refused (the function needs a signed-in member). */
  needsSignIn: boolean;
}

const UNKNOWN_ARGUMENT_NAMES = ['p_extra', 'organization_id', 'role', 'constructor', 'is_admin', "x'; drop table reservations; --", 'ñandú'];

const NOT_AN_OBJECT = [
  '[]', '[{}]', '"texto"', '42', 'null', 'true', '{', '{"a":', 'NaN', '{"a": NaN}', "{'a': 1}", '\u0000',
  '<xml/>', 'undefined', '{"a":1}{"b":2}', '{"a":1,}',
];

export function genericBreaking(shape: RpcShape): fc.Arbitrary<Mutation>[] {
  const names = Object.keys(shape.params);
  const typed = names.filter((name) => shape.params[name] !== 'json');
  const targets = [...names, 'p_extra'];
  const mutations: fc.Arbitrary<Mutation>[] = [
    fc.tuple(fc.constantFrom(...UNKNOWN_ARGUMENT_NAMES.filter((name) => !names.includes(name))), anyJsonValue)
      .map(([name, value]) => setArgument(name, value)),
    fc.constantFrom(...NOT_AN_OBJECT).map((body) => mutation(`cuerpo ${JSON.stringify(body)}`, (draft) => ({ ...draft, rawBody: body }))),
    fc.tuple(fc.constantFrom(...targets), nulText).map(([name, value]) => setArgument(name, value)),
    fc.tuple(fc.constantFrom(...targets), deeplyNested).map(([name, value]) => setArgument(name, value)),
  ];
  if (shape.required.length > 0) mutations.push(fc.constantFrom(...shape.required).map(dropArgument));
  if (typed.length > 0) {
    mutations.push(
      fc.constantFrom(...typed).chain((name) => wrongTypeFor(shape.params[name]).map((value) => setArgument(name, value))),
    );
  }
  if (shape.needsSignIn) mutations.push(fc.constant(callAs('anon')));
  return mutations;
}

// Cases -------------------------------------------------------------------------------

export interface BadCall {
  fn: string;
  draft: CallDraft;
  labels: string[];
  [fc.toStringMethod](): string;
}

export function badCall(
  fn: string,
  base: CallDraft,
  breaking: fc.Arbitrary<Mutation>[],
  noise: fc.Arbitrary<Mutation>[] = [],
): fc.Arbitrary<BadCall> {
  const noiseList = noise.length > 0 ? fc.array(fc.oneof(...noise), { maxLength: 2 }) : fc.constant([]);
  return fc
    .tuple(noiseList, fc.array(fc.oneof(...breaking), { minLength: 1, maxLength: 2 }))
    .map(([noiseMutations, breakingMutations]) => {
      const applied = [...noiseMutations, ...breakingMutations];
      const draft = applied.reduce((current, next) => next.apply(current), base);
      const labels = applied.map((applied) => applied.label);
      return { fn, draft, labels, [fc.toStringMethod]: () => `${fn} [${labels.join('; ')}] como ${draft.caller}` };
    });
}

// Writing and reading calls -----------------------------------------------------------

export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value).map(([key, inner]) => `${JSON.stringify(key)}:${jsonText(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestBody(draft: CallDraft): string {
  return draft.rawBody ?? jsonText(draft.args);
}

/** Every text the call carries (keys included), for telling echoes from internals. */
export function collectStrings(draft: CallDraft): string[] {
  const found: string[] = draft.rawBody !== undefined ? [draft.rawBody] : [];
  const pending: unknown[] = [draft.args];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') found.push(current);
    else if (Array.isArray(current)) current.forEach((element) => pending.push(element));
    else if (typeof current === 'object' && current !== null && !(current instanceof RawJson)) {
      for (const [key, inner] of Object.entries(current)) pending.push(key, inner);
    }
  }
  return found;
}
