// What the demo day sells (issue 19 point 5): a festival running since yesterday, with a few
// hundred sales on the public page and at the gate, holds, refunds and gate entries, planned
// from a seeded PRNG so every first start tells the same story; only the dates move with today.
// Pure: demo-day.ts writes the plan through the database's own functions.

/** Fixed ids (beside supabase/seed.sql's a0000000-…-0000000010xx series). */
export const DEMO_DAY = {
  organizationId: 'a0000000-0000-4000-8000-000000000010',
  organizerId: 'a0000000-0000-4000-8000-000000000001',
  cashierId: 'a0000000-0000-4000-8000-000000000002',
  eventId: 'a0000000-0000-4000-8000-000000001002',
  eventSlug: 'noches-de-musica-andina',
  eventName: 'Noches de Música Andina',
  /** A fourth stand, sold only by the demo day, so a few hundred sales leave seats on the map. */
  standId: 'a0000000-0000-4000-8000-000000000104',
  /** Laura's laptop in the office; Carlos's tablet at the north gate; a phone scanning at the VIP gate. */
  officeDeviceId: 'a0000000-0000-4000-8000-00000000d001',
  gateDeviceId: 'a0000000-0000-4000-8000-00000000d002',
  vipGateDeviceId: 'a0000000-0000-4000-8000-00000000d003',
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
// Colombia keeps UTC−5 all year (src/domain/dashboard-figures.ts).
const BOGOTA_OFFSET = -5 * HOUR;

/** A seat of a stand the demo event sells, as the database has it. */
export interface DemoSeat {
  id: string;
  graderia_id: string;
  floor_number: number;
  row_letter: string;
  column_number: number;
}

export interface Customer {
  name: string;
  email: string;
  phone: string;
  document_type: 'CC' | 'CE';
  document_number: string;
}

/** How each booking ends. */
export type OnlineOutcome = 'paid' | 'checkout' | 'rejected' | 'card-refund';
export type GateOutcome = 'paid' | 'hold' | 'expired' | 'cancelled' | 'cash-refund';

export interface OnlineBooking {
  customer: Customer;
  seatIds: string[];
  source: string;
  outcome: OnlineOutcome;
  bookedAt: Date;
  /** When the provider's notification arrived (paid, rejected, refunded charge). */
  settledAt: Date | null;
  /** When the card refund was asked for and when the provider made it. */
  refund: { requestedAt: Date; doneAt: Date; reason: string } | null;
}

export interface GateSale {
  reservationId: string;
  customer: Customer;
  seatIds: string[];
  outcome: GateOutcome;
  /** A walk-in who pays on the spot ('Venta rápida': marked paid in cash, one receipt); else a cash hold paid later or never. */
  paidOnTheSpot: boolean;
  soldAt: Date;
  /** When the cash came in (paid and cash-refund: at once, or 'Procesar pago' a moment later); cancellation time for cancelled. */
  closedAt: Date | null;
  refund: { at: Date; reason: string } | null;
}

export interface CheckInPlan {
  /** Which sale: the online booking's index or the gate sale's reservation id, and the seat. */
  sale: { online: number } | { gate: string };
  seatId: string;
  deviceId: string;
  gate: string;
  scannedAt: Date;
}

export interface DemoDayPlan {
  /** Bogotá calendar days, 'YYYY-MM-DD'. */
  eventDate: string;
  endDate: string;
  standCreatedAt: Date;
  eventCreatedAt: Date;
  online: OnlineBooking[];
  gate: GateSale[];
  checkIns: CheckInPlan[];
  /** Yesterday's gate shift, closed with a small shortfall; today's, still open. */
  closedShift: { openedAt: Date; closedAt: Date; openingFloat: number; shortBy: number };
  openShift: { openedAt: Date; openingFloat: number };
}

// ——— A small seeded PRNG (mulberry32): the same numbers on every machine ———

export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** A version-4 shaped uuid from the PRNG: the gate's reservation ids, stable across starts. */
export function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

// ——— People ———

const FIRST_NAMES = [
  'Andrés', 'Camila', 'Juan David', 'Valentina', 'Santiago', 'Daniela', 'Carlos Andrés', 'Laura Sofía', 'Sebastián', 'María José',
  'Julián', 'Natalia', 'Felipe', 'Paula Andrea', 'Mateo', 'Luisa Fernanda', 'Diego', 'Manuela', 'Óscar', 'Isabella',
  'Jhon Fredy', 'Angélica', 'Hernán', 'Yesenia', 'Wilson', 'Marcela', 'Édgar', 'Diana Carolina', 'Fabio', 'Gloria Inés',
];
const SURNAMES = [
  'Perdomo', 'Cuéllar', 'Trujillo', 'Vargas', 'Polanía', 'Cabrera', 'Quintero', 'Rojas', 'Ramírez', 'Medina',
  'Charry', 'Lozano', 'Andrade', 'Osorio', 'Tovar', 'Salazar', 'Bahamón', 'Córdoba', 'Muñoz', 'Motta',
  'Castro', 'Ospina', 'Silva', 'Valderrama', 'Perdomo', 'Gutiérrez', 'Sánchez', 'Losada', 'Artunduaga', 'Díaz',
];
const MAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.es', 'correo.co'];

const plainAscii = (text: string) =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]+/g, '.');

function customerFrom(random: Random, serial: number): Customer {
  const first = pick(random, FIRST_NAMES);
  const surname = pick(random, SURNAMES);
  const second = pick(random, SURNAMES);
  const mailbox = `${plainAscii(first.split(' ')[0])}.${plainAscii(surname)}${serial % 7 === 0 ? '' : String(10 + serial)}`;
  const foreign = random() < 0.04;
  return {
    name: `${first} ${surname} ${second}`,
    email: `${mailbox}@${pick(random, MAIL_DOMAINS)}`,
    // Claro, Movistar and Tigo numbers; the serial keeps each one unique (hold limits count per phone).
    phone: `3${pick(random, ['10', '11', '14', '15', '17', '20', '23'])}${String(1_000_000 + serial * 7919 + Math.floor(random() * 1000)).slice(-7)}`,
    document_type: foreign ? 'CE' : 'CC',
    document_number: foreign ? String(400_000 + serial) : String(1_075_000_000 + serial * 1_931),
  };
}

// ——— Seats: a party sits together, front and centre first ———

interface StandSeats {
  graderiaId: string;
  /** Free seats, best first. */
  free: DemoSeat[];
}

function standsOf(seats: readonly DemoSeat[], random: Random): Map<string, StandSeats> {
  const stands = new Map<string, StandSeats>();
  const widths = new Map<string, number>();
  for (const seat of seats) widths.set(seat.graderia_id, Math.max(widths.get(seat.graderia_id) ?? 0, seat.column_number));
  const rowIndex = (letter: string) => (letter.length === 1 ? letter.charCodeAt(0) - 65 : 26 + letter.charCodeAt(1) - 65);
  const scored = seats.map((seat) => {
    const centre = ((widths.get(seat.graderia_id) ?? 1) + 1) / 2;
    const score = rowIndex(seat.row_letter) * 1.4 + Math.abs(seat.column_number - centre) + (seat.floor_number - 1) * 3 + random() * 4;
    return { seat, score };
  });
  scored.sort((a, b) => a.score - b.score || a.seat.id.localeCompare(b.seat.id));
  for (const { seat } of scored) {
    const stand = stands.get(seat.graderia_id) ?? { graderiaId: seat.graderia_id, free: [] };
    stand.free.push(seat);
    stands.set(seat.graderia_id, stand);
  }
  return stands;
}

/** `count` seats of one stand, side by side in one row when there is room. */
function takeSeats(stand: StandSeats, count: number): string[] {
  if (stand.free.length < count) return [];
  const first = stand.free[0];
  const sameRow = stand.free
    .filter((seat) => seat.floor_number === first.floor_number && seat.row_letter === first.row_letter)
    .sort((a, b) => Math.abs(a.column_number - first.column_number) - Math.abs(b.column_number - first.column_number));
  const taken = (sameRow.length >= count ? sameRow : stand.free).slice(0, count);
  const takenIds = new Set(taken.map((seat) => seat.id));
  stand.free = stand.free.filter((seat) => !takenIds.has(seat.id));
  return taken.map((seat) => seat.id);
}

// ——— Times ———

/** The instant Bogotá's calendar day `offset` days from `now`'s starts, and that day as 'YYYY-MM-DD'. */
function bogotaDay(now: Date, offset: number): { start: number; date: string } {
  const local = new Date(now.getTime() + BOGOTA_OFFSET + offset * DAY);
  const date = local.toISOString().slice(0, 10);
  return { start: Date.parse(`${date}T00:00:00.000Z`) - BOGOTA_OFFSET, date };
}

/** An instant between `from` and `to` (ms), never later than a minute before now. */
function between(random: Random, from: number, to: number, now: Date): Date {
  const latest = now.getTime() - MINUTE;
  const end = Math.min(to, latest);
  const start = Math.min(from, end);
  return new Date(Math.floor(start + random() * (end - start)));
}

// ——— The plan ———

const ONLINE_BOOKINGS = 118;
const GATE_SALES = 104;
const STAND_WEIGHTS: Record<string, number> = {
  'a0000000-0000-4000-8000-000000000101': 0.36, // Gradería Norte
  'a0000000-0000-4000-8000-000000000102': 0.1, // Palco VIP Oriental
  'a0000000-0000-4000-8000-000000000103': 0.22, // Zona de Confort Sur
  [DEMO_DAY.standId]: 0.32, // Gradería Occidental
};
const SOURCES = ['public_web', 'public_web', 'public_web', 'public_web', 'instagram', 'whatsapp', 'facebook'];
const CARD_REFUND_REASONS = ['El cliente no puede asistir por viaje de trabajo', 'Compra duplicada desde la página'];
const CASH_REFUND_REASONS = ['Calamidad doméstica: el cliente no pudo venir', 'El cliente compró la zona equivocada', 'Devolución autorizada por la organización'];

function partySize(random: Random, largest: number): number {
  const roll = random();
  const size = roll < 0.38 ? 1 : roll < 0.74 ? 2 : roll < 0.88 ? 3 : 4;
  return Math.min(size, largest);
}

function chooseStand(random: Random, stands: Map<string, StandSeats>, count: number): StandSeats | undefined {
  let roll = random();
  for (const [id, weight] of Object.entries(STAND_WEIGHTS)) {
    roll -= weight;
    const stand = stands.get(id);
    if (roll <= 0 && stand && stand.free.length >= count) return stand;
  }
  return [...stands.values()].sort((a, b) => b.free.length - a.free.length).find((stand) => stand.free.length >= count);
}

/** When the event runs, and when the office set it up (its stand and event ops). */
export function demoDayCalendar(now: Date): Pick<DemoDayPlan, 'eventDate' | 'endDate' | 'standCreatedAt' | 'eventCreatedAt'> {
  return {
    eventDate: bogotaDay(now, -1).date,
    endDate: bogotaDay(now, 1).date,
    standCreatedAt: new Date(now.getTime() - 24 * DAY),
    eventCreatedAt: new Date(now.getTime() - 23 * DAY),
  };
}

/**
 * The demo day for `now`: the event runs from yesterday to tomorrow (Bogotá), so it is on
 * today, its gate sold and scanned yesterday evening and keeps doing so today, and the
 * dashboard's 'today' and 'yesterday' both have money in them whatever the hour.
 */
export function planDemoDay(seats: readonly DemoSeat[], now: Date): DemoDayPlan {
  const random = seededRandom(20250613);
  const stands = standsOf(seats, random);
  const nowMs = now.getTime();
  const yesterday = bogotaDay(now, -1);
  const today = bogotaDay(now, 0);
  // Yesterday's shift at the north gate: 16:00 to 23:30 Bogotá.
  const shiftOpen = yesterday.start + 16 * HOUR;
  const shiftClose = yesterday.start + 23.5 * HOUR;
  const todayShiftOpen = Math.max(today.start + 5 * MINUTE, Math.min(today.start + 14 * HOUR, nowMs - 2 * HOUR));
  // Past midnight the day has barely begun: it gets a smaller share of the sales (a quarter
  // of an afternoon's at least, so 'today' never reads empty), the rest stays on yesterday.
  const todayShare = Math.min(1, Math.max(0.25, (nowMs - today.start) / (16 * HOUR)));
  let serial = 0;

  const online: OnlineBooking[] = [];
  for (let index = 0; index < ONLINE_BOOKINGS; index += 1) {
    const outcome: OnlineOutcome = index < 3 ? 'checkout' : index < 6 ? 'rejected' : index < 8 ? 'card-refund' : 'paid';
    const size = partySize(random, 4);
    // Most bookings come in the last days; a sixth of them today, so 'Ingresos de hoy' moves.
    const when = random();
    const bookedAt =
      outcome === 'checkout'
        ? new Date(nowMs - (2 + index * 3) * MINUTE)
        : outcome === 'card-refund'
          ? between(random, nowMs - 12 * DAY, nowMs - 6 * DAY, now)
          : when < 0.17 * todayShare
            ? between(random, today.start, nowMs, now)
            : when < 0.4
              ? between(random, yesterday.start + 7 * HOUR, yesterday.start + 22 * HOUR, now)
              : new Date(yesterday.start - Math.pow(random(), 1.8) * 20 * DAY);
    const settledAt = outcome === 'checkout' ? null : new Date(Math.min(bookedAt.getTime() + (1 + random() * 4) * MINUTE, nowMs - 30_000));
    const refund =
      outcome === 'card-refund'
        ? { requestedAt: new Date(bookedAt.getTime() + 2 * DAY), doneAt: new Date(bookedAt.getTime() + 2 * DAY + 40 * MINUTE), reason: CARD_REFUND_REASONS[index % 2] }
        : null;
    online.push({ customer: customerFrom(random, (serial += 1)), seatIds: new Array<string>(size), source: pick(random, SOURCES), outcome, bookedAt, settledAt, refund });
  }

  const gate: GateSale[] = [];
  for (let index = 0; index < GATE_SALES; index += 1) {
    const outcome: GateOutcome =
      index < 9 ? 'hold' : index < 12 ? 'expired' : index < 14 ? 'cancelled' : index < 17 ? 'cash-refund' : 'paid';
    const size = partySize(random, 3);
    // Walk-ins: yesterday during the shift, and today since the gate opened.
    const soldAt =
      outcome === 'expired'
        ? between(random, yesterday.start - 2 * DAY + 10 * HOUR, yesterday.start - 2 * DAY + 18 * HOUR, now)
        : outcome === 'hold' || (outcome === 'paid' && random() < 0.45 * todayShare)
          ? between(random, todayShiftOpen, nowMs, now)
          : between(random, shiftOpen + 5 * MINUTE, shiftClose - 20 * MINUTE, now);
    const paidOnTheSpot = outcome === 'cash-refund' || (outcome === 'paid' && random() < 0.7);
    const closedAt = paidOnTheSpot
      ? soldAt
      : outcome === 'paid'
        ? new Date(Math.min(soldAt.getTime() + (1 + random() * 3) * MINUTE, nowMs - 30_000))
        : outcome === 'cancelled'
          ? new Date(soldAt.getTime() + 25 * MINUTE)
          : null;
    const refund = outcome === 'cash-refund' ? { at: new Date(Math.min(closedAt!.getTime() + 50 * MINUTE, shiftClose - 5 * MINUTE)), reason: CASH_REFUND_REASONS[index % 3] } : null;
    gate.push({ reservationId: uuidFrom(random), customer: customerFrom(random, (serial += 1)), seatIds: new Array<string>(size), outcome, paidOnTheSpot, soldAt, closedAt, refund });
  }

  // Seats go to whoever booked first: the front rows and the VIP box fill weeks ahead, and
  // today's walk-ins and open checkouts get what is left.
  const bookings = [...online.map((booking) => ({ at: booking.bookedAt, booking })), ...gate.map((sale) => ({ at: sale.soldAt, booking: sale }))];
  bookings.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { booking } of bookings) {
    const size = booking.seatIds.length;
    const stand = chooseStand(random, stands, size);
    if (!stand) throw new Error('El día de demostración planeó más asientos de los que hay');
    booking.seatIds = takeSeats(stand, size);
  }

  return {
    ...demoDayCalendar(now),
    online,
    gate,
    checkIns: checkInsOf(random, online, gate, yesterday.start, today.start, nowMs, now),
    closedShift: { openedAt: new Date(shiftOpen), closedAt: new Date(shiftClose), openingFloat: 200_000, shortBy: 3_000 },
    openShift: { openedAt: new Date(todayShiftOpen), openingFloat: 150_000 },
  };
}

/**
 * Gate entries: yesterday evening (18:00–22:30) most tickets paid by then came in, and a
 * few more since the gates opened today. Only tickets that stay valid are scanned.
 */
function checkInsOf(
  random: Random,
  online: readonly OnlineBooking[],
  gate: readonly GateSale[],
  yesterdayStart: number,
  todayStart: number,
  nowMs: number,
  now: Date,
): CheckInPlan[] {
  const doorsOpen = yesterdayStart + 18 * HOUR;
  const doorsClose = yesterdayStart + 22.5 * HOUR;
  const todayDoors = Math.max(todayStart, Math.min(todayStart + 17 * HOUR, nowMs - 90 * MINUTE));
  const valid = [
    ...online.flatMap((booking, index) => (booking.outcome === 'paid' ? [{ sale: { online: index } as const, seatIds: booking.seatIds, paidAt: booking.settledAt! }] : [])),
    ...gate.flatMap((sale) => (sale.outcome === 'paid' ? [{ sale: { gate: sale.reservationId } as const, seatIds: sale.seatIds, paidAt: sale.closedAt! }] : [])),
  ];
  const checkIns: CheckInPlan[] = [];
  for (const { sale, seatIds, paidAt } of valid) {
    const roll = random();
    const scannedAt =
      paidAt.getTime() < doorsClose - 10 * MINUTE && roll < 0.62
        ? between(random, Math.max(doorsOpen, paidAt.getTime() + 2 * MINUTE), doorsClose, now)
        : paidAt.getTime() < nowMs - 5 * MINUTE && roll > 0.9
          ? between(random, Math.max(todayDoors, paidAt.getTime() + 2 * MINUTE), nowMs, now)
          : null;
    if (!scannedAt) continue;
    const vip = random() < 0.2;
    for (const seatId of seatIds) {
      checkIns.push({
        sale,
        seatId,
        deviceId: vip ? DEMO_DAY.vipGateDeviceId : DEMO_DAY.gateDeviceId,
        gate: vip ? 'Puerta VIP' : 'Puerta Norte',
        scannedAt: new Date(scannedAt.getTime() + Math.floor(random() * 20_000)),
      });
    }
  }
  return checkIns.sort((a, b) => a.scannedAt.getTime() - b.scannedAt.getTime());
}
