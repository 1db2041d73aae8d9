// Which ticket a code names, read before its signature is checked: the server needs the
// ticket to find the organization whose key must have signed it. Nothing read here is
// trusted until readTicketCode says 'signed' against that key.
import { decodeTicketPayload, TICKET_CODE_PREFIX } from '../../../../src/domain/ticket-code.ts';

export function ticketIdOfCode(code: string): string | null {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== TICKET_CODE_PREFIX || !/^[A-Za-z0-9_-]+$/.test(parts[1])) return null;
  try {
    const bytes = Uint8Array.from(atob(parts[1].replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    return decodeTicketPayload(bytes)?.ticketId ?? null;
  } catch {
    return null;
  }
}
