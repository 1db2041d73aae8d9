// The /reservations search box and date filter (spec §2), which the spec's app showed but
// never applied: a cashier types a name as it sounds ('gomez' finds 'Gómez'), part of an
// email, a venue, or the id the customer reads from their receipt.

const SHORT_ID_LENGTH = 6;

/** The id the cards and receipts show: its last 6 characters. */
export function shortReservationId(reservationId: string): string {
  return reservationId.slice(-SHORT_ID_LENGTH);
}

/** Lower case, without accents or surrounding spaces: 'Gómez ' and 'GOMEZ' compare equal. */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export interface SearchableReservation {
  id: string;
  customer_name: string;
  customer_email: string | null;
  venue_names: readonly string[];
}

/**
 * The words typed, as the screen shows things: '#43717e' is the short id the card shows
 * ('#' is only its mark), and a name may be typed in any order ('Pérez José').
 */
export function searchWordsOf(query: string): string[] {
  return normalizeForSearch(query)
    .split(/\s+/)
    .map((word) => word.replace(/^#+/, ''))
    .filter((word) => word.length > 0);
}

/** What the search looks through, normalized once per reservation rather than once per keystroke. */
export function searchTextsOf(reservation: SearchableReservation): string[] {
  return [reservation.id, reservation.customer_name, reservation.customer_email ?? '', ...reservation.venue_names].map(normalizeForSearch);
}

/** Every word found somewhere in the texts: the reservation's id, customer's name or email, or a stand it sits in. */
export function matchesSearchWords(texts: readonly string[], words: readonly string[]): boolean {
  return words.every((word) => texts.some((text) => text.includes(word)));
}

/**
 * A festival runs for days (13–30 June): a reservation for it matches every day it runs,
 * since the seats are sold for the event, not for one of its days.
 */
export function eventRunsOn(event: { event_date: string; end_date: string }, isoDate: string): boolean {
  return event.event_date <= isoDate && isoDate <= event.end_date;
}
