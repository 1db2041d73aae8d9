// An organizer of their own for specs that change an account (password, photo, name) or
// write into an organization: the demo account is shared by every spec running at the same
// time, so it must keep its password and data. The account is created through the API the
// way the register page does it (sign-up, then register_organizer), and the spec signs in
// through the login page like a person would.
import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LoginPage } from './login-page';
import { anonKeyOf } from './server-keys';

export interface FreshOrganizer {
  id: string;
  email: string;
  password: string;
  fullName: string;
  organization: string;
  /** A supabase-js client signed in as this organizer, for checks behind the UI. */
  api: SupabaseClient;
}

export interface FreshOrganizerDetails {
  fullName?: string;
  organization?: string;
  password?: string;
}

/** Node 20 has no WebSocket and the embedded server serves no realtime; supabase-js only needs a constructor. */
class NoRealtime {
  constructor() {
    throw new Error('El servidor local no ofrece realtime');
  }
}

/** A new account with its organization and organizer profile, on the server at baseURL. */
export async function registerFreshOrganizer(baseURL: string, details: FreshOrganizerDetails = {}): Promise<FreshOrganizer> {
  const api = createClient(baseURL, await anonKeyOf(baseURL), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
  });
  const email = `organizador-${randomUUID()}@e2e.taquilla.co`;
  const password = details.password ?? 'ClaveInicial2025';
  const fullName = details.fullName ?? 'Camila Trujillo';
  const organization = details.organization ?? `Festivales del Sur ${email.slice(12, 18)}`;

  const signUp = await api.auth.signUp({ email, password });
  if (signUp.error) throw new Error(`sign-up failed: ${signUp.error.message}`);
  if (!signUp.data.user || !signUp.data.session) throw new Error('sign-up answered no session: is email confirmation on?');

  const registration = await api.rpc('register_organizer', {
    p_full_name: fullName,
    p_company_name: organization,
    p_document_type: 'CC',
    p_document_number: '1075123456',
    p_phone: '3001112233',
    p_business_description: 'Organizador creado por las pruebas de extremo a extremo.',
  });
  if (registration.error) throw new Error(`register_organizer failed: ${registration.error.message}`);

  return { id: signUp.data.user.id, email, password, fullName, organization, api };
}

/** Signs in on the login page and waits for the dashboard. */
export async function signInThroughLoginPage(page: Page, account: { email: string; password: string }): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** `test` with a `freshOrganizer`: a new account per test, not yet signed in in the browser. */
export const test = base.extend<{ freshOrganizer: FreshOrganizer }>({
  freshOrganizer: async ({ baseURL }, use) => {
    if (!baseURL) throw new Error('freshOrganizer needs use.baseURL');
    const organizer = await registerFreshOrganizer(baseURL);
    await use(organizer);
    await organizer.api.auth.signOut({ scope: 'local' });
  },
});

export { expect };
