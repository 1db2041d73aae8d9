// Who is asking and on which page, and the welcome the assistant opens with (spec §2 'AI
// assistant'): tailored to visitors, customers and organizers, with greetings of their own
// on the dashboard, venues and events pages. Pure, so it is tested as a table.

/** Staff run the same box office as their organizer, so they are greeted alike. */
export type Audience = 'visitor' | 'customer' | 'organizer';

export type AssistantPage =
  | 'landing'
  | 'dashboard'
  | 'venues'
  | 'events'
  | 'event'
  | 'reservations'
  | 'profile'
  | 'help'
  | 'login'
  | 'register'
  | 'other';

const NAMED_PAGES: readonly AssistantPage[] = ['dashboard', 'venues', 'events', 'event', 'reservations', 'profile', 'help', 'login', 'register'];

/** '/venues/123/editar' → 'venues'; '/event/festival-bambuco-2025' → 'event'. */
export function pageOf(pathname: string): AssistantPage {
  const first = pathname.split('/').filter(Boolean)[0];
  if (!first) return 'landing';
  return NAMED_PAGES.find((page) => page === first) ?? 'other';
}

export function audienceOf(signedIn: boolean, organizationId: string | null | undefined): Audience {
  if (organizationId) return 'organizer';
  return signedIn ? 'customer' : 'visitor';
}

export interface WelcomeInput {
  audience: Audience;
  page: AssistantPage;
  firstName: string | null;
  eventName: string | null;
}

const ORGANIZER_PAGES = { dashboard: 'El Dashboard', venues: 'Mis Graderías', events: 'Mis Eventos' } as const;
type OrganizerPage = keyof typeof ORGANIZER_PAGES;
const isOrganizerPage = (page: AssistantPage): page is OrganizerPage => page in ORGANIZER_PAGES;

const ORGANIZER_WELCOME: Record<OrganizerPage | 'other', string> = {
  dashboard:
    'Estás en tu Dashboard. Pregúntame cuántos asientos quedan para un evento, cuántas reservas están pendientes de pago o cómo van las ventas de hoy.',
  venues: 'Estás en Mis Graderías. Te explico cómo crear una gradería, cambiar sus precios o cómo funcionan los asientos premium.',
  events: 'Estás en Mis Eventos. Te ayudo a crear un evento, asignarle graderías, compartir su página pública o saber cuántos asientos le quedan.',
  other: 'Soy tu asistente de Taquilla. Pregúntame por asientos disponibles, reservas pendientes, ventas de hoy o cómo hacer algo en la app.',
};

function hello(firstName: string | null): string {
  return firstName ? `¡Hola, ${firstName}!` : '¡Hola!';
}

export function welcomeMessage({ audience, page, firstName, eventName }: WelcomeInput): string {
  const greeting = hello(firstName);
  if (audience === 'organizer') return `${greeting} ${ORGANIZER_WELCOME[isOrganizerPage(page) ? page : 'other']}`;
  if (isOrganizerPage(page)) {
    const where = ORGANIZER_PAGES[page];
    return audience === 'customer'
      ? `${greeting} ${where} es para organizadores y tu cuenta todavía no tiene una organización. Si organizas eventos, regístrala en /register; si vas a comprar, te ayudo a reservar tus asientos.`
      : `${greeting} ${where} es para organizadores: inicia sesión en /login para verlo. Mientras tanto, te ayudo con reservas, precios y formas de pago.`;
  }
  if (page === 'event' && eventName) {
    return `${greeting} ¿Vas a ${eventName}? Te ayudo a elegir tus asientos, conocer los precios y las formas de pago.`;
  }
  return audience === 'customer'
    ? `${greeting} Soy el asistente de Taquilla. Te ayudo a reservar asientos, conocer precios y formas de pago, o a registrar tu organización si vendes eventos.`
    : `${greeting} Soy el asistente de Taquilla. Te ayudo a reservar tus asientos y a conocer precios, formas de pago y fechas del festival.`;
}

/** 'Laura Gómez' → 'Laura'. */
export function firstNameOf(fullName: string | null | undefined): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}
