-- Issue 17, point 5: a gate collecting payments pushes in bulk too. A tablet with an open cash
-- shift that takes the cash of a held booking ('Procesar Pago') queues the payment with its
-- receipt op right behind it, so such a push alternated 'reservations-process-payment' and
-- 'cash-receipts-issue': runs of one kind one op long, every op through push_op.
--
-- Now manual sales, cash payments and receipts are one bulk kind, 'sales-payments-and-receipts',
-- and push_sales_payments_and_receipts_in_bulk tries such a run with the design of
-- 20261128120000: applied only when the per-op path would apply every op of it, else null and
-- push_run halves the run, down to the per-op path. The run's sales are applied first
-- (push_sales_in_bulk), then its payments (push_payments_in_bulk), then its receipts
-- (push_receipts_in_bulk), as 20261130130000 did for sales and receipts. That is the order op
-- by op would give them when nothing reads what an op queued after it writes:
--   - a sale reads no payment or receipt (a payment only lowers a person's unpaid holds, so a
--     sale the hold limit refuses in bulk is at worst refused where op by op it is not: null);
--   - a payment reads its booking, which a sale of the run may create or (taking the seats of
--     an overdue hold) expire; a payment of a booking sold after it in the run is left to the
--     halves (op by op it finds no booking), and one of a hold a sale expired is refused in bulk
--     (null) whatever the per-op order;
--   - a receipt reads its cash op's answer and its booking's payments: one that names a sale or
--     a payment queued after it (as its cash op or by its booking), or another receipt as its
--     cash op, is left to the halves.
-- Payments without a receipt (no shift open) join the same runs: a run of payments alone is
-- applied by push_payments_in_bulk as before.
--
-- What an op reads ahead is now found by one hash join over the run's ids
-- (gate_run_reads_ahead), where 20261130130000 compared every receipt with every op of the run:
-- about 40 ms of a 250-op call on Postgres 15, now about 3 ms.

-- ============================================================================
-- Tables
-- ============================================================================

-- None.

-- ============================================================================
-- Permission helpers
-- ============================================================================

-- None: the functions below are internal (execute revoked); sync_push re-checks the caller.

-- ============================================================================
-- Policies
-- ============================================================================

-- None.

-- ============================================================================
-- Functions
-- ============================================================================

-- The answers of a run of manual sales, cash payments and cash receipts, in op order: its
-- sales applied in bulk, then its payments, then its receipts; null when any of them would
-- not be, or when an op reads what an op after it writes. See the top of this file.
create function public.push_sales_payments_and_receipts_in_bulk(p_caller public.profiles, p_device_id uuid, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  sales jsonb[];
  sale_positions integer[];
  payments jsonb[];
  payment_positions integer[];
  receipts jsonb[];
  receipt_positions integer[];
  sale_answers jsonb[] := '{}';
  payment_answers jsonb[] := '{}';
  receipt_answers jsonb[] := '{}';
  answers jsonb[];
begin
  select
    coalesce(array_agg(listed.op order by listed.position) filter (where listed.op ->> 'kind' = 'reservations-create-manual'), '{}'),
    coalesce(array_agg(listed.position order by listed.position) filter (where listed.op ->> 'kind' = 'reservations-create-manual'), '{}'),
    coalesce(array_agg(listed.op order by listed.position) filter (where listed.op ->> 'kind' = 'reservations-process-payment'), '{}'),
    coalesce(array_agg(listed.position order by listed.position) filter (where listed.op ->> 'kind' = 'reservations-process-payment'), '{}'),
    coalesce(array_agg(listed.op order by listed.position) filter (where listed.op ->> 'kind' = 'cash-receipts-issue'), '{}'),
    coalesce(array_agg(listed.position order by listed.position) filter (where listed.op ->> 'kind' = 'cash-receipts-issue'), '{}')
  into sales, sale_positions, payments, payment_positions, receipts, receipt_positions
  from unnest(p_ops) with ordinality as listed (op, position);
  if cardinality(sales) + cardinality(payments) + cardinality(receipts) < cardinality(p_ops) then
    return null;
  end if;
  if public.gate_run_reads_ahead(p_ops) then
    return null;
  end if;

  if cardinality(sales) > 0 then
    sale_answers := public.push_sales_in_bulk(p_caller, p_device_id, sales);
    if sale_answers is null then
      return null;
    end if;
  end if;
  if cardinality(payments) > 0 then
    payment_answers := public.push_payments_in_bulk(p_caller, p_device_id, payments);
    if payment_answers is null then
      return null;
    end if;
  end if;
  if cardinality(receipts) > 0 then
    receipt_answers := public.push_receipts_in_bulk(p_caller, p_device_id, receipts);
    if receipt_answers is null then
      return null;
    end if;
  end if;
  select array_agg(answered.answer order by answered.position) into answers
  from (
    select sold.answer, sold.position from unnest(sale_answers, sale_positions) as sold (answer, position)
    union all
    select paid.answer, paid.position from unnest(payment_answers, payment_positions) as paid (answer, position)
    union all
    select issued.answer, issued.position from unnest(receipt_answers, receipt_positions) as issued (answer, position)
  ) as answered;
  return answers;
end;
$$;

-- Whether an op of a gate's run reads what an op queued after it writes (see the top of this
-- file): a payment whose booking a later sale creates; a receipt whose cash op or booking is a
-- later sale's or payment's (op id or booking), or whose cash op is any receipt of the run. Ids
-- compared as the texts the readers require (lower-case UUIDs compare as the UUIDs do), by
-- equality of keys listed once (materialized), so that a run of 250 ops is a hash join and not
-- 250 × 250 comparisons; a key that matches by chance (a receipt's booking equal to an op id)
-- only sends the run to the halves. plpgsql and no helper function per row: planned once per
-- session, no function call per op.
create function public.gate_run_reads_ahead(p_ops jsonb[])
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  -- A count, not exists(): for exists() the planner bets on an early match and loops over
  -- every pair; there is almost never one, and the count hash-joins.
  return (
    with listed as (
      select listed.op ->> 'kind' as kind, listed.op -> 'payload' as payload, listed.op ->> 'op_id' as op_id, listed.position
      from unnest(p_ops) with ordinality as listed (op, position)
    ),
    written as materialized (
      -- Each op's id, and the booking a sale creates (payload id) or a payment pays.
      select listed.kind, listed.position, lower(keys.key) as key
      from listed
      cross join lateral (
        values
          (listed.op_id),
          (case listed.kind
            when 'reservations-create-manual' then listed.payload ->> 'id'
            when 'reservations-process-payment' then listed.payload ->> 'reservation_id'
          end)
      ) as keys (key)
      where keys.key is not null
    ),
    read as materialized (
      -- A receipt's cash op and booking; the booking a payment pays.
      select listed.kind, listed.position, lower(keys.key) as key
      from listed
      cross join lateral (
        values
          (case listed.kind when 'cash-receipts-issue' then listed.payload ->> 'cash_op_id' end),
          (case listed.kind
            when 'cash-receipts-issue' then listed.payload ->> 'reservation_id'
            when 'reservations-process-payment' then listed.payload ->> 'reservation_id'
          end)
      ) as keys (key)
      where keys.key is not null
    )
    select count(*)
    from read
    join written on written.key = read.key
    where case read.kind
      when 'cash-receipts-issue' then written.kind = 'cash-receipts-issue' or written.position > read.position
      else written.kind = 'reservations-create-manual' and written.position > read.position
    end
  ) > 0;
end;
$$;

-- As in 20261130130000_apply_gate_runs_in_bulk.sql, with cash payments in the gate's runs.
create or replace function public.bulk_kind(p_op jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when jsonb_typeof(p_op) is distinct from 'object' then null
    when p_op ->> 'kind' in ('reservations-create-manual', 'reservations-process-payment', 'cash-receipts-issue') then 'sales-payments-and-receipts'
    when p_op ->> 'kind' = 'reservations-cancel' then p_op ->> 'kind'
  end
$$;

-- As in 20261130130000_apply_gate_runs_in_bulk.sql, with the runs of the kind above.
create or replace function public.push_run(p_caller public.profiles, p_device_id uuid, p_kind text, p_ops jsonb[])
returns jsonb[]
language plpgsql
set search_path = ''
as $$
declare
  answers jsonb[];
  half integer := cardinality(p_ops) / 2;
  op jsonb;
begin
  if cardinality(p_ops) >= 2 then
    begin
      answers := case p_kind
        when 'sales-payments-and-receipts' then public.push_sales_payments_and_receipts_in_bulk(p_caller, p_device_id, p_ops)
        when 'reservations-cancel' then public.push_cancellations_in_bulk(p_caller, p_device_id, p_ops)
      end;
      if answers is null then
        -- Undoes the lock and anything else the try did.
        raise exception using errcode = 'P0002', message = 'run_not_in_bulk';
      end if;
      return answers;
    exception
      when others then
        answers := null;
    end;
  end if;
  if cardinality(p_ops) >= 8 then
    return public.push_run(p_caller, p_device_id, p_kind, p_ops[1:half])
      || public.push_run(p_caller, p_device_id, p_kind, p_ops[half + 1:]);
  end if;
  answers := '{}';
  foreach op in array p_ops loop
    answers := answers || public.push_op(p_caller, p_device_id, op);
  end loop;
  return answers;
end;
$$;

-- No kind of run reaches it any more: push_sales_payments_and_receipts_in_bulk does its work.
drop function public.push_sales_and_receipts_in_bulk(public.profiles, uuid, jsonb[]);

revoke execute on function
  public.push_sales_payments_and_receipts_in_bulk(public.profiles, uuid, jsonb[]),
  public.gate_run_reads_ahead(jsonb[]),
  public.bulk_kind(jsonb),
  public.push_run(public.profiles, uuid, text, jsonb[])
from public, anon, authenticated;
