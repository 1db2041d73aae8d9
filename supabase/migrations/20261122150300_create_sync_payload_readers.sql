-- Reading the fields of a pushed op's payload. A device may send anything, and a failed
-- cast would surface as an English error (22P02) the cashier cannot act on, so each reader
-- checks the JSON type first and refuses with invalid_payload and a Spanish message.
-- Every reader returns null when the field is absent or JSON null; callers decide whether
-- the field is required, with the spec's message where it has one.

-- ============================================================================
-- Tables
-- ============================================================================

-- None here.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here.

-- ============================================================================
-- Policies
-- ============================================================================

-- None here.

-- ============================================================================
-- Functions
-- ============================================================================

create function public.reject_payload_field(p_field text, p_expected text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform public.raise_app_error('invalid_payload', format('El campo %s debe ser %s', p_field, p_expected));
end;
$$;

create function public.payload_text(p_payload jsonb, p_field text)
returns text
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(p_payload -> p_field) not in ('string', 'null') then
    perform public.reject_payload_field(p_field, 'un texto');
  end if;
  return p_payload ->> p_field;
end;
$$;

create function public.payload_uuid(p_payload jsonb, p_field text)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  value text := public.payload_text(p_payload, p_field);
begin
  if value !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    perform public.reject_payload_field(p_field, 'un identificador UUID válido');
  end if;
  return value::uuid;
end;
$$;

-- The id of the row an op creates or changes: always required.
create function public.payload_id(p_payload jsonb, p_field text default 'id')
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  value uuid := public.payload_uuid(p_payload, p_field);
begin
  if value is null then
    perform public.raise_app_error('invalid_payload', format('Falta el campo %s', p_field));
  end if;
  return value;
end;
$$;

create function public.payload_integer(p_payload jsonb, p_field text)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  value jsonb := p_payload -> p_field;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(value) <> 'number' or value::numeric <> trunc(value::numeric) or abs(value::numeric) >= 2147483648 then
    perform public.reject_payload_field(p_field, 'un número entero');
  end if;
  return value::numeric::integer;
end;
$$;

create function public.payload_number(p_payload jsonb, p_field text)
returns double precision
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(p_payload -> p_field) not in ('number', 'null') then
    perform public.reject_payload_field(p_field, 'un número');
  end if;
  return (p_payload ->> p_field)::double precision;
end;
$$;

create function public.payload_boolean(p_payload jsonb, p_field text)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(p_payload -> p_field) not in ('boolean', 'null') then
    perform public.reject_payload_field(p_field, 'verdadero o falso');
  end if;
  return (p_payload ->> p_field)::boolean;
end;
$$;

create function public.payload_date(p_payload jsonb, p_field text)
returns date
language plpgsql
set search_path = ''
as $$
declare
  value text := public.payload_text(p_payload, p_field);
begin
  if value !~ '^\d{4}-\d{2}-\d{2}$' then
    perform public.reject_payload_field(p_field, 'una fecha con formato AAAA-MM-DD');
  end if;
  return value::date;
exception
  -- Matches the pattern but names no real day, like 2025-02-30.
  when datetime_field_overflow or invalid_datetime_format then
    perform public.reject_payload_field(p_field, 'una fecha con formato AAAA-MM-DD');
end;
$$;

create function public.payload_time(p_payload jsonb, p_field text)
returns time
language plpgsql
set search_path = ''
as $$
declare
  value text := public.payload_text(p_payload, p_field);
begin
  if value !~ '^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$' then
    perform public.reject_payload_field(p_field, 'una hora con formato HH:MM');
  end if;
  return value::time;
end;
$$;

create function public.payload_timestamp(p_payload jsonb, p_field text)
returns timestamptz
language plpgsql
set search_path = ''
as $$
declare
  value text := public.payload_text(p_payload, p_field);
begin
  if value !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$' then
    perform public.reject_payload_field(p_field, 'una fecha y hora ISO 8601');
  end if;
  return value::timestamptz;
exception
  -- Matches the pattern but names no real instant, like month 13.
  when datetime_field_overflow or invalid_datetime_format then
    perform public.reject_payload_field(p_field, 'una fecha y hora ISO 8601');
end;
$$;

-- A list of ids, without repetitions, in the order given.
create function public.payload_uuid_list(p_payload jsonb, p_field text)
returns uuid[]
language plpgsql
set search_path = ''
as $$
declare
  value jsonb := p_payload -> p_field;
begin
  if value is null or jsonb_typeof(value) = 'null' then
    return null;
  end if;
  if jsonb_typeof(value) <> 'array' or exists (
    select 1 from jsonb_array_elements(value) as element
    where jsonb_typeof(element) <> 'string'
      or element #>> '{}' !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  ) then
    perform public.reject_payload_field(p_field, 'una lista de identificadores UUID válidos');
  end if;
  return array(
    select id from (
      select (element #>> '{}')::uuid as id, min(position) as first_position
      from jsonb_array_elements(value) with ordinality as listed (element, position)
      group by 1
    ) as distinct_ids
    order by first_position
  );
end;
$$;

revoke execute on function
  public.reject_payload_field(text, text),
  public.payload_text(jsonb, text),
  public.payload_uuid(jsonb, text),
  public.payload_id(jsonb, text),
  public.payload_integer(jsonb, text),
  public.payload_number(jsonb, text),
  public.payload_boolean(jsonb, text),
  public.payload_date(jsonb, text),
  public.payload_time(jsonb, text),
  public.payload_timestamp(jsonb, text),
  public.payload_uuid_list(jsonb, text)
from public, anon, authenticated;
