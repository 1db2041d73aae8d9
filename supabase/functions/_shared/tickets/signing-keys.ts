// An organization's Ed25519 signing key, as only the service role reads it. The first
// signing for an organization makes the pair and stores it with insert … on conflict do
// nothing; the answer is the pair stored, so two first signings at once agree. Keys never
// change, so each is remembered for the life of the function instance.
import { newTicketKeyPair } from '../../../../src/domain/ticket-signing.ts';
import type { Rpc } from '../payments/handlers.ts';

interface KeyPair {
  secret_key_hex: string;
  public_key_hex: string;
}

/** Plenty for one box office's server; a hosted instance seeing more just reads again. */
const REMEMBERED_KEYS = 1000;

export function signingKeys() {
  const remembered = new Map<string, string>();

  async function storedOrNew(asService: Rpc, organizationId: string): Promise<KeyPair | null> {
    const stored = await asService<KeyPair | null>('ticket_signing_key', { organization_id: organizationId });
    if (!stored.ok) return null;
    if (stored.value) return stored.value;
    const pair = newTicketKeyPair();
    const kept = await asService<KeyPair>('store_ticket_signing_key', {
      organization_id: organizationId, secret_key_hex: pair.secretKeyHex, public_key_hex: pair.publicKeyHex,
    });
    return kept.ok ? kept.value : null;
  }

  return {
    /** The organization's secret key (hex), or null when the database could not be reached. */
    async secretKeyOf(asService: Rpc, organizationId: string): Promise<string | null> {
      const known = remembered.get(organizationId);
      if (known) return known;
      const pair = await storedOrNew(asService, organizationId);
      if (!pair) return null;
      if (remembered.size >= REMEMBERED_KEYS) remembered.clear();
      remembered.set(organizationId, pair.secret_key_hex);
      return pair.secret_key_hex;
    },
  };
}
