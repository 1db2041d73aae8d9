// Checks a JSON argument against the SQL type of the parameter it fills, before the
// database sees it, so the caller gets a Spanish message naming the parameter.

interface TypeRule {
  accepts(value: unknown): boolean;
  /** Completes "Parámetro inválido: p_x debe ser …". */
  expected: string;
}

const INT4_RANGE = 2 ** 31;
const isNumeric = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(value));
const isWholeNumber = (value: unknown) =>
  (typeof value === 'number' && Number.isSafeInteger(value)) || (typeof value === 'string' && /^-?\d+$/.test(value));

const integer: TypeRule = {
  accepts: (value) => isWholeNumber(value) && Math.abs(Number(value)) < INT4_RANGE,
  expected: 'un número entero',
};
const bigint: TypeRule = { accepts: isWholeNumber, expected: 'un número entero' };
const number: TypeRule = { accepts: isNumeric, expected: 'un número' };
// Postgres refuses a float literal that overflows, or underflows to zero, in English.
const isFloatInRange = (value: unknown, largest: number) => {
  if (!isNumeric(value)) return false;
  const parsed = Number(value);
  const mantissa = String(value).split(/[eE]/)[0];
  return Math.abs(parsed) <= largest && (parsed !== 0 || !/[1-9]/.test(mantissa));
};
const double: TypeRule = { accepts: (value) => isFloatInRange(value, Number.MAX_VALUE), expected: 'un número' };
const real: TypeRule = { accepts: (value) => isFloatInRange(value, 3.4e38), expected: 'un número' };
const text: TypeRule = { accepts: (value) => typeof value === 'string', expected: 'un texto' };
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const uuid: TypeRule = { accepts: isUuid, expected: 'un identificador UUID válido' };
const boolean: TypeRule = { accepts: (value) => typeof value === 'boolean', expected: 'verdadero o falso' };
const json: TypeRule = { accepts: () => true, expected: 'un valor JSON' };
const date: TypeRule = {
  accepts: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value),
  expected: 'una fecha con formato AAAA-MM-DD',
};
const time: TypeRule = {
  accepts: (value) => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?$/.test(value),
  expected: 'una hora con formato HH:MM',
};
const timestamp: TypeRule = {
  accepts: (value) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/.test(value) &&
    isRealDate(value.slice(0, 10)),
  expected: 'una fecha y hora ISO 8601',
};

const RULES: Record<string, TypeRule> = {
  smallint: integer,
  integer,
  bigint,
  numeric: number,
  real,
  'double precision': double,
  text,
  'character varying': text,
  character: text,
  citext: text,
  uuid,
  boolean,
  json,
  jsonb: json,
  date,
  'time without time zone': time,
  'timestamp with time zone': timestamp,
  'timestamp without time zone': timestamp,
};

function isRealDate(isoDate: string): boolean {
  const parsed = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(isoDate);
}

/** The element type of an array type name (`uuid[]` → `uuid`), or null for a scalar. */
export function arrayElementType(sqlType: string): string | null {
  return sqlType.endsWith('[]') ? sqlType.slice(0, -2) : null;
}

/**
 * Whether a string anywhere in the value (keys of objects included) holds U+0000, which
 * Postgres cannot store in text or jsonb and refuses in English. Iterative: a value may be
 * nested as deep as the request body allows.
 */
export function containsNulCharacter(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return true;
    } else if (Array.isArray(current)) {
      for (const element of current) pending.push(element);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current)) pending.push(key, inner);
    }
  }
  return false;
}

/**
 * A Spanish description of what was expected when `value` cannot fill `sqlType`, else null.
 * SQL null fits every type; types without a rule (enums, domains) are left to the database.
 */
export function typeMismatch(value: unknown, sqlType: string): string | null {
  if (value === null) return null;
  if (containsNulCharacter(value)) return 'un valor sin el carácter nulo (U+0000)';
  const elementType = arrayElementType(sqlType);
  if (elementType !== null) {
    if (!Array.isArray(value)) return 'una lista';
    const elementProblem = value.map((element) => typeMismatch(element, elementType)).find(Boolean);
    return elementProblem ? `una lista de elementos que sean ${elementProblem}` : null;
  }
  const rule = RULES[sqlType];
  return rule && !rule.accepts(value) ? rule.expected : null;
}
