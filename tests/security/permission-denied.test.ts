// Issue 13 point 7: every function the caller may not execute answers a Spanish 4xx, never
// Postgres' "permission denied for function …". The list comes from the catalog, so a
// function revoked in a later migration is covered without editing this test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DENIED_MESSAGE } from '../../supabase/local/postgrest-errors.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, startTestServer, type RunningServer } from '../../supabase/local/test-server.ts';

interface Denied {
  name: string;
  args: string[];
  role: 'anon' | 'authenticated';
}

let server: RunningServer;
let organizerToken: string;
let denied: Denied[];

beforeAll(async () => {
  server = await startTestServer();
  const { data, error } = await server.client().auth.signInWithPassword({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  expect(error).toBeNull();
  organizerToken = data.session!.access_token;
  // Functions PostgREST could route to (every input parameter named) that a role may not execute.
  const { rows } = await server.engine.query<Denied>(
    `select p.proname as name, coalesce(p.proargnames[1:p.pronargs], '{}') as args, r.role
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     cross join (values ('anon'), ('authenticated')) as r(role)
     where n.nspname = 'public' and p.prokind = 'f'
       and not has_function_privilege(r.role, p.oid, 'execute')
       and (p.pronargs = 0 or (p.proargnames is not null and '' <> all (p.proargnames[1:p.pronargs])))
       and (select count(*) from pg_proc q where q.pronamespace = p.pronamespace and q.proname = p.proname) = 1
     order by 1, 3`,
  );
  denied = rows;
});
afterAll(() => server?.stop());

describe('functions a caller may not execute', () => {
  it('exist for both roles (the check below is not vacuous)', () => {
    expect(denied.some((entry) => entry.role === 'anon')).toBe(true);
    expect(denied.some((entry) => entry.role === 'authenticated')).toBe(true);
  });

  it('answer 401 (anon) or 403 (signed in) with a Spanish message, never Postgres’ English', async () => {
    for (const { name, args, role } of denied) {
      const bearer = role === 'anon' ? server.anonKey : organizerToken;
      const answer = await fetch(`${server.url}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { apikey: server.anonKey, authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify(Object.fromEntries(args.map((arg) => [arg, null]))),
      });
      const body = (await answer.json()) as { code: string; message: string };
      const shown = `${role} → ${name}: HTTP ${answer.status} ${JSON.stringify(body)}`;
      expect(answer.status, shown).toBe(role === 'anon' ? 401 : 403);
      expect(body, shown).toMatchObject({ code: '42501', message: PERMISSION_DENIED_MESSAGE });
    }
  });
});
