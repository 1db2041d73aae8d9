-- sync_push finds the function that applies an op by the op's kind, instead of a CASE that
-- every new op kind had to redefine: kind `reservations-refund` is applied by
-- `public.apply_reservations_refund(public.profiles, jsonb)`. Adding an op kind is now adding
-- that one function (revoked from the API roles, like the others), and two migrations that
-- add different kinds never overwrite each other's dispatcher.
--
-- Only names of lowercase words joined by hyphens are looked up, and only functions of exactly
-- that signature in `public`, so no other function can be reached through a crafted kind.

-- ============================================================================
-- Tables
-- ============================================================================

-- None.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None: apply_sync_op stays callable only from push_op (execute revoked below).

-- ============================================================================
-- Functions
-- ============================================================================

create or replace function public.apply_sync_op(p_caller public.profiles, p_kind text, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  apply_function regprocedure;
  answer jsonb;
begin
  if jsonb_typeof(p_payload) is distinct from 'object' then
    perform public.raise_app_error('invalid_payload', 'La operación no trae datos (payload)');
  end if;
  if coalesce(p_kind, '') ~ '^[a-z]+(-[a-z]+)*$' then
    apply_function := to_regprocedure(format('public.%I(public.profiles, jsonb)', 'apply_' || replace(p_kind, '-', '_')));
  end if;
  if apply_function is null then
    perform public.raise_app_error('invalid_payload', format('Tipo de operación desconocido: %s', coalesce(p_kind, '(vacío)')));
  end if;
  execute format('select %s($1, $2)', apply_function::oid::regproc) into answer using p_caller, p_payload;
  return answer;
end;
$$;

revoke execute on function public.apply_sync_op(public.profiles, text, jsonb) from public, anon, authenticated;
