// The API functions other than sync_push, each called by B's organizer and staff with A's
// ids, names and slugs. Functions open to the public page are called at A on purpose: they
// show what the page shows, and nothing of A's customers, money or staff.
import { expect } from 'vitest';
import { bookSeatsCall, booking } from '../db/public-booking-calls.ts';
import { answered, refused, type Call, type CrossTenantCase, type PublicByDesign } from './cross-tenant-case.ts';
import type { World } from './cross-tenant-world.ts';

const call = (text: string, ...params: unknown[]): Call => ({ text, params });
const forbidden = refused('42501', 'forbidden');

/** What A's event page shows: the event, its stand and every seat of it. */
const eventPage = (world: World) => [world.a.eventId, world.a.id, 'Evento a', 'evento-a', world.a.graderiaId, 'Gradería a', ...world.aSeatIds];

const publicPage: PublicByDesign = {
  why: 'the public event page: anyone may see an active event, its stands and which seats are taken',
  values: eventPage,
  sameAsAnonymous: true,
};

const ownProfile = answered((profile, { world, callerId }) => {
  expect(profile).toMatchObject({ id: callerId, organization_id: world.b.id, organization: { id: world.b.id } });
});

const profileAndAccount: CrossTenantCase[] = [
  {
    rpc: 'get_my_profile', title: 'answers the caller’s own profile',
    call: () => call('select public.get_my_profile() as answer'), organizer: ownProfile,
  },
  {
    rpc: 'update_user_profile', title: 'with A’s organizer’s and company’s names changes only the caller’s profile',
    call: () => call('select public.update_user_profile(p_full_name => $1, p_company_name => $2) as answer', 'Organizador a', 'Organización a'),
    organizer: ownProfile,
  },
  {
    rpc: 'register_organizer', title: 'with A’s company name is refused: the caller is registered',
    call: () => call('select public.register_organizer(p_full_name => $1, p_company_name => $2) as answer', 'Organizador a', 'Organización a'),
    organizer: refused('PT409', 'already_registered'),
  },
  {
    rpc: 'submit_support_message', title: 'signed with A’s organizer’s name and e-mail is filed under B',
    call: () => call(
      'select public.submit_support_message(name => $1, email => $2, subject => $3, message => $4) as answer',
      'Organizador a', 'organizador@a.test', 'billing', 'Quiero ver la facturación de la otra organización',
    ),
    organizer: answered((stored, { world, callerId }) => expect(stored).toMatchObject({ organization_id: world.b.id, user_id: callerId })),
  },
];

const statsAndAssistant: CrossTenantCase[] = [
  {
    rpc: 'get_reservation_stats', title: 'for A’s organization is refused',
    call: (world) => call('select public.get_reservation_stats(org_id => $1) as answer', world.a.id),
    organizer: refused('42501', 'forbidden'),
  },
  {
    rpc: 'assistant_facts', title: 'asked about A’s event tells only B’s events',
    call: () => call('select public.assistant_facts(event_name => $1) as answer', 'Evento a'),
    organizer: answered((facts) => {
      expect(facts.events.map((event: { slug: string }) => event.slug).sort()).toEqual(['borrador-b', 'evento-b']);
    }),
  },
  {
    rpc: 'sync_pull', title: 'pulls only B’s rows',
    call: () => call('select public.sync_pull(cursor => null) as answer'),
    organizer: answered((pull, { world }) => {
      const owners = Object.entries(pull.rows as Record<string, Array<Record<string, unknown>>>).flatMap(([table, rows]) =>
        rows.map((row) => (table === 'organizations' ? row.id : row.organization_id)),
      );
      expect(pull.rows.reservations.length).toBeGreaterThan(0);
      expect([...new Set(owners)]).toEqual([world.b.id]);
    }),
  },
  {
    rpc: 'sync_pull_page', title: 'pulls only B’s rows, in pages',
    call: () => call('select public.sync_pull_page(cursor => null, page => null, page_size => 20000) as answer'),
    organizer: answered((page, { world }) => {
      expect(page.organization_id).toBe(world.b.id);
      expect((page.rows as Record<string, { values: unknown[] }>).reservations.values.length).toBeGreaterThan(0);
      expect(page.next_page).toBeNull();
      // The seats taken per event, for selling before the sales are in: B's event only.
      expect((page.taken_seats as { event_id: string }[]).map((taken) => taken.event_id)).toEqual([world.b.eventId]);
    }),
  },
  {
    rpc: 'sync_pull_page', title: 'with a forged page starting below A’s first seat lists only B’s rows',
    call: (world) => call('select public.sync_pull_page(page => $1, page_size => 20000) as answer', `p1.1.1.4.${[...world.aSeatIds].sort()[0]}`),
    organizer: answered((page, { world }) => {
      expect(page.organization_id).toBe(world.b.id);
      expect(page.snapshot).toBe(false);
    }),
  },
  {
    rpc: 'create_graderia', title: 'with A’s stand id is refused',
    call: (world) => call(
      'select public.create_graderia(p_name => $1, p_rows => 1, p_columns => 2, p_floors => 1, p_base_price => 1000, p_id => $2) as answer',
      'Gradería a', world.a.graderiaId,
    ),
    organizer: refused('PT409', 'graderia_exists'), staff: forbidden,
  },
];

const team: CrossTenantCase[] = [
  {
    rpc: 'list_staff_and_invitations', title: 'lists only B’s team',
    call: () => call('select public.list_staff_and_invitations() as answer'),
    organizer: answered((listed, { world }) => {
      expect(listed.members.map((member: { id: string }) => member.id).sort()).toEqual([world.b.organizerId, world.bStaffId].sort());
      expect(listed.invitations.map((invitation: { id: string }) => invitation.id)).toEqual([world.b.staffInvitationId]);
      expect(listed.removals.map((removal: { id: string }) => removal.id)).toEqual([world.b.teamRemovalId]);
    }),
    staff: forbidden,
  },
  {
    rpc: 'remove_team_member', title: 'of A’s staff member is refused: not a member of B',
    call: (world) => call('select public.remove_team_member(p_user_id => $1) as answer', world.a.staffId),
    organizer: refused('PT404', 'member_not_found'), staff: forbidden,
  },
  {
    rpc: 'remove_team_member', title: 'of A’s organizer is refused: not a member of B',
    call: (world) => call('select public.remove_team_member(p_user_id => $1) as answer', world.a.organizerId),
    organizer: refused('PT404', 'member_not_found'), staff: forbidden,
  },
  {
    rpc: 'invite_staff', title: 'of A’s staff member’s address invites into B only',
    call: () => call('select public.invite_staff(email => $1) as answer', 'staff@a.test'),
    organizer: answered((invitation) => expect(invitation).toMatchObject({ email: 'staff@a.test', organization_name: 'Organización b' })),
    staff: refused('42501', 'forbidden'),
  },
  {
    rpc: 'revoke_staff_invitation', title: 'of A’s invitation is refused',
    call: (world) => call('select public.revoke_staff_invitation(id => $1) as answer', world.a.staffInvitationId),
    organizer: refused('PT404', 'invitation_not_found'), staff: forbidden,
  },
  {
    rpc: 'get_staff_invitation', title: 'with A’s invitation id as the token finds nothing',
    call: (world) => call('select public.get_staff_invitation(token => $1) as answer', world.a.staffInvitationId),
    organizer: refused('PT404', 'invitation_not_found'),
  },
  {
    rpc: 'get_staff_invitation', title: 'with the stored hash of A’s invitation as the token finds nothing',
    call: () => call('select public.get_staff_invitation(token => $1) as answer', 'hash-de-prueba-a'),
    organizer: refused('PT404', 'invitation_not_found'),
  },
  {
    rpc: 'get_staff_invitation', title: 'with A’s real link shows only what the link shows anyone',
    call: (world) => call('select public.get_staff_invitation(token => $1) as answer', world.aInvitationToken),
    organizer: answered((shown, { world }) => expect(shown).toMatchObject({ email: world.aInvitationEmail, organization_name: 'Organización a' })),
    publicByDesign: {
      why: 'the link is the invitee’s capability: it names the invited address and the organization, like the sign-up page',
      values: (world) => [world.aInvitationEmail, 'Organización a'],
      sameAsAnonymous: true,
    },
  },
  {
    rpc: 'accept_staff_invitation', title: 'of A’s real link is refused: a member of B cannot join A',
    call: (world) => call('select public.accept_staff_invitation(token => $1) as answer', world.aInvitationToken),
    organizer: refused('PT409', 'already_in_organization'),
  },
];

const publicBooking: CrossTenantCase[] = [
  {
    rpc: 'get_event_by_slug', title: 'of A’s event shows the public page only',
    call: () => call('select public.get_event_by_slug(event_slug => $1) as answer', 'evento-a'),
    organizer: answered((page) => {
      expect(Object.keys(page.venues[0]).sort()).toEqual(['base_price', 'id', 'name', 'seats']);
      expect(Object.keys(page.venues[0].seats[0]).sort()).toEqual([
        'column_number', 'floor_number', 'id', 'is_active', 'price_multiplier', 'row_letter', 'seat_number', 'seat_type', 'status',
      ]);
    }),
    publicByDesign: publicPage,
  },
  {
    rpc: 'get_event_seat_statuses', title: 'of A’s event lists taken seats only',
    call: () => call('select public.get_event_seat_statuses(event_slug => $1) as answer', 'evento-a'),
    organizer: answered((statuses) => expect(Object.keys(statuses.venues[0]).sort()).toEqual(['blocked', 'id', 'paid', 'reserved'])),
    publicByDesign: publicPage,
  },
  {
    rpc: 'get_event_layout', title: 'of A’s event shows the public page only, in its compact form',
    call: () => call('select public.get_event_layout(event_slug => $1) as answer', 'evento-a'),
    organizer: answered((layout) => {
      expect(Object.keys(layout.venues[0]).sort()).toEqual(['base_price', 'columns', 'exceptions', 'floors', 'id', 'missing', 'name', 'rows']);
      expect(Object.keys(layout.seat_statuses.venues[0]).sort()).toEqual(['id', 'statuses']);
    }),
    publicByDesign: publicPage,
  },
  {
    rpc: 'get_event_seat_statuses_since', title: 'of A’s event gives its seats’ status codes only',
    call: () => call('select public.get_event_seat_statuses_since(event_slug => $1) as answer', 'evento-a'),
    organizer: answered((statuses) => {
      expect(Object.keys(statuses).sort()).toEqual(['venues', 'version']);
      expect(Object.keys(statuses.venues[0]).sort()).toEqual(['id', 'statuses']);
    }),
    publicByDesign: publicPage,
  },
  {
    rpc: 'book_seats', title: 'of A’s free seat books it as any visitor would, without B’s name on it',
    call: (world) => {
      const { text, params } = bookSeatsCall(booking({ seat_ids: [world.a.seatA2Id], customer_name: 'Visitante desde b', payment_method: 'cash' }));
      return call(text.replace(' as booking', ' as answer'), ...params);
    },
    organizer: answered((booked) => {
      expect(Object.keys(booked).sort()).toEqual(['expires_at', 'payment_id', 'payment_method', 'reservation_id', 'seats', 'status', 'total_amount']);
    }),
    publicByDesign: { ...publicPage, sameAsAnonymous: false },
    addsToA: (added, { world, callerId }) => {
      expect(added.map((row) => row.table).sort()).toEqual(['payments', 'public_customers', 'reservation_logs', 'reservation_seats', 'reservations']);
      expect(added.find((row) => row.table === 'reservation_logs')?.row.user_id).toBeNull();
      const text = JSON.stringify(added);
      expect([world.b.id, callerId].filter((id) => text.includes(id))).toEqual([]);
    },
  },
  {
    rpc: 'book_seats', title: 'of A’s sold seat is refused',
    call: (world) => {
      const { text, params } = bookSeatsCall(booking({ seat_ids: [world.a.seatA1Id], payment_method: 'cash' }));
      return call(text.replace(' as booking', ' as answer'), ...params);
    },
    organizer: refused('PT409', 'seats_unavailable'),
  },
  {
    rpc: 'book_seats', title: 'of A’s seat through B’s event is refused',
    call: (world) => {
      const { text, params } = bookSeatsCall(booking({ event_slug: 'evento-b', seat_ids: [world.a.seatA2Id], payment_method: 'cash' }));
      return call(text.replace(' as booking', ' as answer'), ...params);
    },
    organizer: refused('PT404', 'seat_not_found'),
  },
  ...(['get_sandbox_payment'] as const).flatMap((rpc): CrossTenantCase[] => {
    const text = 'select public.get_sandbox_payment(payment_id => $1) as answer';
    return [
      {
        rpc, title: 'of A’s cash payment finds nothing',
        call: (world) => call(text, world.a.paymentId), organizer: refused('PT404', 'payment_not_found'),
      },
      {
        rpc, title: 'of A’s box-office card payment finds nothing',
        call: (world) => call(text, world.aBoxOfficeCardPaymentId), organizer: refused('PT404', 'payment_not_found'),
      },
    ];
  }),
  {
    rpc: 'request_card_refund', title: 'of A’s card booking is refused: not found for B’s organizer, forbidden to staff',
    call: (world) => call(
      'select public.request_card_refund(reservation_id => $1, reason => $2) as answer', world.aPublicCardReservationId, 'Reembolso ajeno',
    ),
    organizer: refused('PT404', 'reservation_not_found'),
    staff: refused('42501', 'forbidden'),
  },
  {
    rpc: 'cash_shift_closings', title: 'lists only B’s closings (none), never A’s; forbidden to staff',
    call: () => call('select public.cash_shift_closings() as answer'),
    organizer: answered((answer) => expect(answer).toEqual({ closings: [], truncated: false })),
    staff: refused('42501', 'forbidden'),
  },
  {
    rpc: 'get_double_entries', title: 'of A’s event is refused',
    call: (world) => call('select public.get_double_entries(event_id => $1) as answer', world.a.eventId),
    organizer: refused('PT404', 'event_not_found'),
  },
  {
    rpc: 'get_double_entries', title: 'of every event lists only B’s',
    call: () => call('select public.get_double_entries() as answer'),
    organizer: answered((report) => expect(report).toEqual([])),
  },
  {
    rpc: 'get_sales_report', title: 'of A’s event is refused: not found for B’s organizer, forbidden to staff',
    call: (world) => call('select public.get_sales_report(event_id => $1) as answer', world.a.eventId),
    organizer: refused('PT404', 'event_not_found'),
    staff: refused('42501', 'forbidden'),
  },
  {
    rpc: 'get_sales_report', title: 'of every event counts only B’s money',
    call: () => call('select public.get_sales_report() as answer'),
    // B's only payment is the fixture's pending cash charge: no money received, A's none either.
    organizer: answered((report) => expect(report).toMatchObject({ revenue: 0, refunds: 0 })),
    staff: refused('42501', 'forbidden'),
  },
  {
    rpc: 'get_accounting_export', title: 'of A’s event is refused: not found for B’s organizer, forbidden to staff',
    call: (world) => call("select public.get_accounting_export(dataset => 'reservations', event_id => $1) as answer", world.a.eventId),
    organizer: refused('PT404', 'event_not_found'),
    staff: refused('42501', 'forbidden'),
  },
  {
    rpc: 'get_accounting_export', title: 'of every event lists only B’s bookings',
    call: () => call("select public.get_accounting_export(dataset => 'reservations') as answer"),
    organizer: answered((page, { world }) => expect(page.rows.map((row: { id: string }) => row.id)).not.toContain(world.a.reservationId)),
    staff: refused('42501', 'forbidden'),
  },
  {
    rpc: 'get_reservation_tickets', title: 'of A’s booking without its payment id finds nothing',
    call: (world) => call('select public.get_reservation_tickets(reservation_id => $1) as answer', world.a.reservationId),
    organizer: refused('PT404', 'reservation_not_found'),
  },
  {
    rpc: 'get_reservation_tickets', title: 'of A’s booking with a payment id of B’s finds nothing',
    call: (world) => call('select public.get_reservation_tickets(reservation_id => $1, payment_id => $2) as answer', world.a.reservationId, world.b.paymentId),
    organizer: refused('PT404', 'reservation_not_found'),
  },
  {
    rpc: 'get_reservation_tickets', title: 'of A’s hold shows its state to the payment id’s holder only',
    call: (world) => call('select public.get_reservation_tickets(reservation_id => $1, payment_id => $2) as answer', world.a.reservationId, world.a.paymentId),
    organizer: answered((answer) => {
      expect(answer).toMatchObject({ reservation_status: 'pending', tickets: [], pending_reason: 'Tus entradas llegan cuando pagues en taquilla' });
    }),
    publicByDesign: {
      why: 'the payment id is what book_seats answers the booker (no answer here carries one); the answer names the organization '
        + 'whose key signs the tickets, and the tickets of a paid booking: seat, stand, event — never a name, phone, e-mail or document',
      values: (world) => [world.a.id],
      sameAsAnonymous: true,
    },
  },
  {
    rpc: 'get_sandbox_payment', title: 'of A’s public card booking shows the checkout page to the id’s holder only',
    call: (world) => call('select public.get_sandbox_payment(payment_id => $1) as answer', world.aPublicCardPaymentId),
    organizer: answered((payment) => {
      expect(Object.keys(payment).sort()).toEqual([
        'amount', 'customer_name', 'event_name', 'event_slug', 'expires_at', 'payment_id', 'reservation_id', 'reservation_status',
        'seats', 'seconds_left', 'status',
      ]);
    }),
    publicByDesign: {
      why: 'the payment id is the visitor’s checkout link (book_seats answers it to the booker only, and no answer here carries one); '
        + 'it shows the booker’s name, the event and the seats, never a phone, e-mail or document',
      values: (world) => [world.aPublicCardReservationId, 'Visitante Ana Lucía', 'Evento a', 'evento-a'],
      sameAsAnonymous: true,
    },
  },
];

/** SQL helpers the API roles may execute: they read nothing of another organization. */
const helpers: CrossTenantCase[] = [
  {
    rpc: 'my_organization_id', title: 'is B’s',
    call: () => call('select public.my_organization_id() as answer'),
    organizer: answered((id, { world }) => expect(id).toBe(world.b.id)),
  },
  {
    rpc: 'my_role', title: 'is the caller’s role in B',
    call: () => call('select public.my_role() as answer'),
    organizer: answered((role) => expect(role).toBe('organizer')),
    staff: answered((role) => expect(role).toBe('staff')),
  },
  {
    rpc: 'seat_status_for_event', title: 'of A’s event shows nothing (security invoker, under row-level security)',
    call: (world) => call("select coalesce(jsonb_agg(status), '[]') as answer from public.seat_status_for_event($1) as status", world.a.eventId),
    organizer: answered((statuses) => expect(statuses).toEqual([])),
  },
  {
    rpc: 'seat_id', title: 'of A’s stand is computed from the arguments alone',
    call: (world) => call("select public.seat_id($1, 1, 'A', 1) as answer", world.a.graderiaId),
    organizer: answered((id, { world }) => expect(id).toBe(world.a.seatA1Id)),
    publicByDesign: {
      why: 'a pure function (reads no table): whoever knows a stand id, as the event page shows it, can name its seats',
      values: (world) => [world.a.seatA1Id],
      sameAsAnonymous: true,
    },
  },
  {
    rpc: 'row_letter', title: 'reads nothing',
    call: () => call('select public.row_letter(1) as answer'),
    organizer: answered((letter) => expect(letter).toBe('A')),
  },
  {
    rpc: 'raise_app_error', title: 'raises only the error it is given',
    call: () => call("select public.raise_app_error('forbidden', 'Prueba', 403) as answer"),
    organizer: refused('42501', 'forbidden'),
  },
];

// Recovery codes belong to the caller's own account: nothing of A's is named or reachable.
// B's members have no second factor, so a code cannot be made (aal1) nor used.
const secondFactor: CrossTenantCase[] = [
  {
    rpc: 'create_mfa_recovery_codes', title: 'is refused without a proved second factor of the caller’s own',
    call: () => call('select public.create_mfa_recovery_codes() as answer'),
    organizer: refused('42501', 'second_factor_required'),
  },
  {
    rpc: 'use_mfa_recovery_code', title: 'with any code acts only on the caller, who has no second factor',
    call: () => call('select public.use_mfa_recovery_code(p_code => $1) as answer', 'abcd-efgh-jkmn-pqrs'),
    organizer: refused('PT409', 'second_factor_not_enabled'),
  },
];

export const apiCases: CrossTenantCase[] = [
  ...profileAndAccount, ...statsAndAssistant, ...team, ...publicBooking, ...helpers, ...secondFactor,
];
