-- public.seat_id() computes the same ids, 6–7 times faster. It is called for every seat of a
-- new stand (its id, then the predicate of seats_with_underived_id_idx) and, by ANALYZE, for
-- every sampled seat: creating the 12,500-seat stand took 1.36 s of the embedded server, all
-- of it in one call that every cashier waits behind, and analyzing its seats 0.32 s.
--
-- A SQL function with SET search_path is never inlined: each call ran the executor on a
-- one-row query, and built the UUID's text from eleven substrings. In plpgsql the body is a
-- simple expression, and the version (8) and variant bits are set on the hash's bytes. The
-- result is the same UUID for every place, so the index built on the old body stays valid
-- (tests/db/create-graderia.test.ts compares ids with the device's domain/seat-id.ts, and
-- tests/db/compact-event-answers.test.ts every stand shape with its stored seats).
create or replace function public.seat_id(p_graderia_id uuid, p_floor integer, p_row_letter text, p_column integer)
returns uuid
language plpgsql
immutable
set search_path = ''
as $$
declare
  hash bytea := sha256(convert_to(p_graderia_id::text || '/' || p_floor || '/' || p_row_letter || '/' || p_column, 'UTF8'));
begin
  -- Byte 6's high nibble is the version, 8; byte 8's two high bits the variant, 10.
  return encode(
    set_byte(set_byte(substring(hash from 1 for 16), 6, (get_byte(hash, 6) & 15) | 128), 8, (get_byte(hash, 8) & 63) | 128),
    'hex'
  )::uuid;
end
$$;
