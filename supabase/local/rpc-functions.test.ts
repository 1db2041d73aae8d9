import { describe, expect, it } from 'vitest';
import { pickOverload, prepareCall, type FunctionSignature } from './rpc-functions.ts';

const createGraderia: FunctionSignature = {
  name: 'create_graderia',
  parameters: [
    { name: 'p_name', type: 'text', hasDefault: false },
    { name: 'p_rows', type: 'integer', hasDefault: false },
    { name: 'p_ids', type: 'uuid[]', hasDefault: true },
    { name: 'p_extra', type: 'jsonb', hasDefault: true },
  ],
  returnType: 'jsonb',
  returnsSet: false,
};

describe('pickOverload', () => {
  it('needs every parameter without default and accepts no unknown name', () => {
    expect(pickOverload([createGraderia], ['p_name', 'p_rows'])).toBe(createGraderia);
    expect(pickOverload([createGraderia], ['p_rows', 'p_name', 'p_ids'])).toBe(createGraderia);
    expect(pickOverload([createGraderia], ['p_name'])).toBeNull();
    expect(pickOverload([createGraderia], ['p_name', 'p_rows', 'p_otro'])).toBeNull();
  });

  it('chooses among overloads by argument names', () => {
    const byId = { ...createGraderia, parameters: [{ name: 'p_id', type: 'uuid', hasDefault: false }] };
    expect(pickOverload([createGraderia, byId], ['p_id'])).toBe(byId);
  });
});

describe('prepareCall', () => {
  it('passes every value as text, cast in SQL, with quoted names', () => {
    const call = prepareCall(createGraderia, { p_name: 'Norte', p_rows: 10, p_ids: ['x'], p_extra: { a: 1 } });
    expect(call.text).toBe(
      'select to_json(public."create_graderia"("p_name" => $1::text, "p_rows" => $2::integer, ' +
        '"p_ids" => array(select jsonb_array_elements_text($3::jsonb))::uuid[], "p_extra" => $4::jsonb))::text as result',
    );
    expect(call.params).toEqual(['Norte', '10', '["x"]', '{"a":1}']);
  });

  it('collects a set-returning function into a JSON array and keeps SQL nulls', () => {
    const call = prepareCall({ ...createGraderia, returnsSet: true }, { p_name: null, p_rows: 1 });
    expect(call.text).toMatch(/^select coalesce\(json_agg\(row_value\), '\[\]'\)::text as result from public/);
    expect(call.params).toEqual([null, '1']);
  });
});
