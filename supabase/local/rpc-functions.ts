// What PostgREST keeps in its schema cache for `POST /rest/v1/rpc/<fn>`: the functions of
// schema public, their input parameters and which of them have defaults.
import type { Sql } from './engine.ts';
import { arrayElementType } from './argument-types.ts';

export interface FunctionParameter {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionSignature {
  name: string;
  parameters: FunctionParameter[];
  returnType: string;
  returnsSet: boolean;
}

interface CatalogRow {
  signature: {
    names: string[] | null;
    modes: string[] | null;
    types: string[];
    defaults: number;
    return_type: string;
    returns_set: boolean;
  };
}

const INPUT_MODES = ['i', 'b', 'v'];

export async function findFunctions(sql: Sql, name: string): Promise<FunctionSignature[]> {
  const { rows } = await sql.query<CatalogRow>(
    `select json_build_object(
        'names', p.proargnames,
        'modes', p.proargmodes::text[],
        'types', array(select format_type(t.oid, null) from unnest(p.proargtypes::oid[]) with ordinality as t(oid, n) order by t.n),
        'defaults', p.pronargdefaults,
        'return_type', format_type(p.prorettype, null),
        'returns_set', p.proretset
      ) as signature
     from pg_catalog.pg_proc p
     join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return rows.map(({ signature }) => {
    const allNames = signature.names ?? [];
    const inputNames = signature.modes
      ? allNames.filter((_, index) => INPUT_MODES.includes(signature.modes![index]))
      : allNames;
    const firstDefault = signature.types.length - signature.defaults;
    return {
      name,
      parameters: signature.types.map((type, index) => ({
        name: inputNames[index] ?? '',
        type,
        hasDefault: index >= firstDefault,
      })),
      returnType: signature.return_type,
      returnsSet: signature.returns_set,
    };
  });
}

/** PostgREST's rule: every given name is a parameter and every parameter without a default is given. */
export function pickOverload(candidates: FunctionSignature[], givenNames: string[]): FunctionSignature | null {
  return (
    candidates.find((candidate) => {
      const names = new Set(candidate.parameters.map((parameter) => parameter.name));
      return (
        givenNames.every((given) => names.has(given)) &&
        candidate.parameters.every((parameter) => parameter.hasDefault || givenNames.includes(parameter.name))
      );
    }) ?? null
  );
}

export interface PreparedCall {
  text: string;
  params: (string | null)[];
}

/**
 * One statement that calls the function with named arguments and hands back its result as
 * JSON text, exactly as Postgres rendered it. Every value travels as text and is cast in SQL.
 */
export function prepareCall(signature: FunctionSignature, args: Record<string, unknown>): PreparedCall {
  const params: (string | null)[] = [];
  const namedArguments = Object.entries(args).map(([name, value]) => {
    const parameter = signature.parameters.find((candidate) => candidate.name === name)!;
    params.push(asText(value, parameter.type));
    return `${quoteIdentifier(name)} => ${castPlaceholder(params.length, parameter.type)}`;
  });
  const call = `public.${quoteIdentifier(signature.name)}(${namedArguments.join(', ')})`;
  const text = signature.returnsSet
    ? `select coalesce(json_agg(row_value), '[]')::text as result from ${call} as row_value`
    : signature.returnType === 'void'
      ? `select ${call}, null::text as result`
      : `select to_json(${call})::text as result`;
  return { text, params };
}

function castPlaceholder(position: number, type: string): string {
  const elementType = arrayElementType(type);
  // A JSON list becomes a Postgres array element by element, whatever the element type.
  if (elementType !== null) return `array(select jsonb_array_elements_text($${position}::jsonb))::${type}`;
  return `$${position}::${type}`;
}

function asText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && arrayElementType(type) === null && type !== 'json' && type !== 'jsonb') return value;
  return typeof value === 'object' || type === 'json' || type === 'jsonb' ? JSON.stringify(value) : String(value);
}

export function quoteIdentifier(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
