-- sync_push: how a device's outbox reaches the server, which re-checks every operation.
--
-- sync_push(device_id uuid, ops jsonb) → jsonb
--   ops: [{op_id: uuid, kind: text, payload: object, created_at?: ISO 8601 timestamp}, …]
--   at most 500 ops a call. Answer: {results: [result, …]}, one per op, in the same order:
--     {op_id, status: 'applied', rows: {<table>: [row, …]}}
--     {op_id, status: 'rejected', code, message}
--       + unavailable_seat_ids: [uuid, …] when code = 'seats_unavailable'
--   rows: the server's version of every row the op wrote (same shape as sync_pull's rows),
--   for the device to replace its optimistic rows with.
--
-- Ops are applied in order, each in its own savepoint: a rejected op writes nothing and
-- never stops the ops after it. Each op_id is applied once: pushing it again (a retry whose
-- answer was lost) returns the first answer, applied or rejected, and changes nothing.
-- An op_id already used by another organization is rejected (duplicate_op_id, not stored).
-- An op that is not an object, or lacks a uuid op_id or a kind, or has a created_at that
-- is not ISO 8601, is rejected with invalid_payload and not stored (op_id null when
-- unusable); the device should drop it, since it can never be applied.
-- Overdue pending reservations are expired first, so their seats can be sold again.
--
-- The whole call fails (HTTP error, nothing applied) only when: anonymous → 401
-- not_authenticated; no profile → 403 organization_not_found; device_id missing or ops not
-- a list of at most 500 → 400 invalid_payload; or a transient database error (deadlock,
-- serialization failure, lock timeout, cancelled statement) → retry the push.
--
-- Kinds (ids are chosen by the device, uuid v4; fields are the tables' snake_case columns;
-- '?' = optional; in updates an absent field keeps its value):
--   graderias-create  {id, name, rows, columns, floors, base_price, description?,
--                      location_name?, location_lat?, location_lng?}          organizer
--     → rows {graderias: [1], seats: [all, ids from seat_id()]}
--     codes: forbidden 403, name_required, rows_out_of_range, columns_out_of_range,
--     floors_out_of_range, base_price_too_low, invalid_location, graderia_exists 409
--   graderias-update  {id, name?, description?, location_name?, base_price?, is_active?}  organizer
--     → rows {graderias: [1]}
--     codes: forbidden, graderia_not_found 404, name_required 'El nombre es obligatorio',
--     base_price_required 'El precio base es obligatorio', base_price_not_positive
--     'El precio debe ser mayor a 0', base_price_too_low 'Mínimo $1.000'
--   events-create     {id, name, event_date, slug?, description?, event_time? (18:00),
--                      end_date? (= event_date), end_time? (23:00), image_url?, video_url?,
--                      is_active? (true), graderia_ids? ([])}                     organizer
--   events-update     {id, any field of events-create?, graderia_ids? (the full new list)}
--     → rows {events: [1], event_graderias: [the event's links now]}; a removed link
--       reaches devices as a deletion in sync_pull.
--     An empty or absent slug on creation (empty on update) is slug_from_name(name).
--     codes: forbidden, event_not_found 404, name_required, invalid_slug,
--     event_date_required, end_date_before_start, slug_taken 409, event_exists 409,
--     graderia_not_found 404, graderia_has_sales 409
--   reservations-create-manual {id, event_id, seat_ids, customer_name, customer_email,
--                      customer_phone, document_type (CC|CE|TI|Otro), document_number,
--                      payment_method (cash|marked_paid|mercadopago), discount_code?, notes?,
--                      includes_children?, share_venue?}                       organizer, staff
--     cash → pending, expires in 24 h; marked_paid → paid + completed cash payment;
--     mercadopago → confirmed + pending mercadopago payment. Seat price =
--     round(base_price × price_multiplier); total = sum − round(sum × percent / 100).
--     → rows {reservations, reservation_seats, payments, reservation_logs}
--     codes: event_required, seats_required, customer_name_required,
--     customer_email_required, invalid_email, document_number_required,
--     customer_phone_required, invalid_document_type, invalid_payment_method,
--     reservation_exists 409, invalid_discount_code, event_not_found 404,
--     event_inactive 409, seat_not_found 404,
--     seats_unavailable 409 'Los siguientes asientos ya no están disponibles: A-1, A-2'
--   reservations-process-payment {reservation_id}                           organizer, staff
--   reservations-cancel {reservation_id, reason? ('Cancelled by organizer')} organizer, staff
--     → rows {reservations, reservation_seats, payments, reservation_logs}
--     codes: reservation_not_found 404, invalid_transition 409 (payment: only pending;
--     cancel: not paid, cancelled or expired)
--   Any kind: invalid_payload (unknown kind, missing op field, a field of the wrong type).
--   A database rule no check above foresaw: invalid_payload 'Los datos de la operación no
--   son válidos' (constraint or data errors) or unexpected_error 'No se pudo aplicar la
--   operación'; both are answers too, so they never block the outbox.
-- The number after a code is its HTTP-like status when called directly; 400 when absent.

-- ============================================================================
-- Tables
-- ============================================================================

-- None here: sync_ops is in 20261122150000_add_sync_tracking.sql.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None here: callers are checked by require_my_profile().

-- ============================================================================
-- Policies
-- ============================================================================

-- None here: sync_push re-checks the caller.

-- ============================================================================
-- Functions
-- ============================================================================

create function public.apply_sync_op(p_caller public.profiles, p_kind text, p_payload jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
begin
  if jsonb_typeof(p_payload) is distinct from 'object' then
    perform public.raise_app_error('invalid_payload', 'La operación no trae datos (payload)');
  end if;
  case p_kind
    when 'graderias-create' then return public.apply_graderias_create(p_caller, p_payload);
    when 'graderias-update' then return public.apply_graderias_update(p_caller, p_payload);
    when 'events-create' then return public.apply_events_create(p_caller, p_payload);
    when 'events-update' then return public.apply_events_update(p_caller, p_payload);
    when 'reservations-create-manual' then return public.apply_reservations_create_manual(p_caller, p_payload);
    when 'reservations-process-payment' then return public.apply_reservations_process_payment(p_caller, p_payload);
    when 'reservations-cancel' then return public.apply_reservations_cancel(p_caller, p_payload);
    else
      perform public.raise_app_error('invalid_payload', format('Tipo de operación desconocido: %s', coalesce(p_kind, '(vacío)')));
  end case;
end;
$$;

create function public.rejected_op(p_op_id uuid, p_code text, p_message text)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('op_id', p_op_id, 'status', 'rejected', 'code', p_code, 'message', p_message)
$$;

-- Applies one op in a savepoint and records its answer in sync_ops, unless its op_id was
-- seen before: then the recorded answer is returned and nothing changes.
create function public.push_op(p_caller public.profiles, p_device_id uuid, p_op jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  pushed_op_id uuid;
  pushed_kind text;
  pushed_queued_at timestamptz;
  answer jsonb;
  recorded public.sync_ops;
  error_state text;
  error_message text;
  error_code text;
  error_hint text;
begin
  begin
    if jsonb_typeof(p_op) is distinct from 'object' then
      perform public.raise_app_error('invalid_payload', 'Cada operación debe ser un objeto');
    end if;
    pushed_op_id := public.payload_id(p_op, 'op_id');
    pushed_kind := public.payload_text(p_op, 'kind');
    if coalesce(pushed_kind, '') = '' then
      perform public.raise_app_error('invalid_payload', 'Falta el campo kind');
    end if;
    pushed_queued_at := public.payload_timestamp(p_op, 'created_at');
  exception
    when sqlstate 'P0001' then
      get stacked diagnostics error_message = message_text, error_code = pg_exception_detail;
      return public.rejected_op(pushed_op_id, error_code, error_message);
  end;

  select * into recorded from public.sync_ops where sync_ops.op_id = pushed_op_id;
  if found then
    if recorded.organization_id <> p_caller.organization_id then
      return public.rejected_op(pushed_op_id, 'duplicate_op_id', 'El identificador de la operación ya fue usado');
    end if;
    return recorded.result;
  end if;

  begin
    -- Claimed before applying: the same op pushed twice at once waits here for the first.
    insert into public.sync_ops (op_id, organization_id, device_id, user_id, kind, queued_at)
    values (pushed_op_id, p_caller.organization_id, p_device_id, p_caller.id, pushed_kind, pushed_queued_at)
    on conflict on constraint sync_ops_pkey do nothing;
    if found then
      answer := jsonb_build_object(
        'op_id', pushed_op_id, 'status', 'applied', 'rows', public.apply_sync_op(p_caller, pushed_kind, p_op -> 'payload')
      );
      update public.sync_ops set result = answer where sync_ops.op_id = pushed_op_id;
    end if;
  exception
    when others then
      get stacked diagnostics
        error_state = returned_sqlstate, error_message = message_text, error_code = pg_exception_detail,
        error_hint = pg_exception_hint;
      -- Worth retrying: the device pushes again later and nothing was recorded.
      if left(error_state, 2) in ('40', '53', '57', '08', '58', 'XX') or error_state = '55P03' then
        raise;
      end if;
      answer := case
        when error_state in ('P0001', '28000', '42501', 'PT404', 'PT409') and error_code <> '' then
          public.rejected_op(pushed_op_id, error_code, error_message)
            || case when error_code = 'seats_unavailable' then error_hint::jsonb else '{}'::jsonb end
        when left(error_state, 2) in ('22', '23') then
          public.rejected_op(pushed_op_id, 'invalid_payload', 'Los datos de la operación no son válidos')
        else public.rejected_op(pushed_op_id, 'unexpected_error', 'No se pudo aplicar la operación')
      end;
      insert into public.sync_ops (op_id, organization_id, device_id, user_id, kind, queued_at, result)
      values (pushed_op_id, p_caller.organization_id, p_device_id, p_caller.id, pushed_kind, pushed_queued_at, answer)
      on conflict on constraint sync_ops_pkey do nothing;
  end;
  -- Our own answer, or the one of a push of the same op that committed first.
  return (select result from public.sync_ops where sync_ops.op_id = pushed_op_id);
end;
$$;

create function public.sync_push(device_id uuid, ops jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller public.profiles := public.require_my_profile();
  results jsonb := '[]'::jsonb;
  op jsonb;
begin
  if sync_push.device_id is null then
    perform public.raise_app_error('invalid_payload', 'Falta el identificador del dispositivo (device_id)');
  end if;
  if jsonb_typeof(sync_push.ops) is distinct from 'array' then
    perform public.raise_app_error('invalid_payload', 'Las operaciones (ops) deben enviarse como una lista');
  end if;
  if jsonb_array_length(sync_push.ops) > 500 then
    perform public.raise_app_error('invalid_payload', 'Se pueden enviar como máximo 500 operaciones a la vez');
  end if;
  perform public.expire_overdue_reservations();

  for op in select value from jsonb_array_elements(sync_push.ops) loop
    results := results || jsonb_build_array(public.push_op(caller, sync_push.device_id, op));
  end loop;
  return jsonb_build_object('results', results);
end;
$$;

revoke execute on function
  public.apply_sync_op(public.profiles, text, jsonb),
  public.rejected_op(uuid, text, text),
  public.push_op(public.profiles, uuid, jsonb)
from public, anon, authenticated;
