import { describe, expect, it } from 'vitest';
import { audienceOf, firstNameOf, pageOf, welcomeMessage, type Audience, type AssistantPage } from './assistant-welcome';

describe('pageOf', () => {
  it.each([
    ['/', 'landing'],
    ['/dashboard', 'dashboard'],
    ['/venues', 'venues'],
    ['/venues/crear', 'venues'],
    ['/venues/123/precios', 'venues'],
    ['/events', 'events'],
    ['/events/123/configurar', 'events'],
    ['/event/festival-bambuco-2025', 'event'],
    ['/reservations', 'reservations'],
    ['/help/guia-rapida', 'help'],
    ['/internal/launch-plan', 'other'],
  ])('%s → %s', (pathname, page) => {
    expect(pageOf(pathname)).toBe(page);
  });
});

describe('audienceOf', () => {
  it.each([
    [false, null, 'visitor'],
    [true, null, 'customer'],
    [true, 'org-1', 'organizer'],
  ] as const)('signed in %s, organization %s → %s', (signedIn, organizationId, audience) => {
    expect(audienceOf(signedIn, organizationId)).toBe(audience);
  });
});

describe('welcomeMessage', () => {
  const welcome = (audience: Audience, page: AssistantPage, firstName: string | null = null, eventName: string | null = null) =>
    welcomeMessage({ audience, page, firstName, eventName });

  it.each<[Audience, AssistantPage, RegExp]>([
    ['organizer', 'dashboard', /^¡Hola, Laura! Estás en tu Dashboard\. Pregúntame cuántos asientos quedan/],
    ['organizer', 'venues', /^¡Hola, Laura! Estás en Mis Graderías\. Te explico cómo crear una gradería/],
    ['organizer', 'events', /^¡Hola, Laura! Estás en Mis Eventos\. Te ayudo a crear un evento/],
    ['organizer', 'reservations', /^¡Hola, Laura! Soy tu asistente de Taquilla\./],
    ['customer', 'dashboard', /^¡Hola, Laura! El Dashboard es para organizadores y tu cuenta todavía no tiene una organización\. .*\/register/],
    ['customer', 'venues', /^¡Hola, Laura! Mis Graderías es para organizadores y tu cuenta/],
    ['customer', 'events', /^¡Hola, Laura! Mis Eventos es para organizadores y tu cuenta/],
    ['customer', 'landing', /^¡Hola, Laura! Soy el asistente de Taquilla\. Te ayudo a reservar asientos.*registrar tu organización/],
    ['visitor', 'dashboard', /^¡Hola, Laura! El Dashboard es para organizadores: inicia sesión en \/login/],
    ['visitor', 'venues', /^¡Hola, Laura! Mis Graderías es para organizadores: inicia sesión/],
    ['visitor', 'events', /^¡Hola, Laura! Mis Eventos es para organizadores: inicia sesión/],
    ['visitor', 'landing', /^¡Hola, Laura! Soy el asistente de Taquilla\. Te ayudo a reservar tus asientos/],
  ])('%s on %s', (audience, page, expected) => {
    expect(welcome(audience, page, 'Laura')).toMatch(expected);
  });

  it('greets without a name when none is known', () => {
    expect(welcome('visitor', 'landing')).toMatch(/^¡Hola! Soy el asistente/);
  });

  it('names the event on its public page', () => {
    expect(welcome('visitor', 'event', null, 'Festival Folclórico del Bambuco 2025')).toBe(
      '¡Hola! ¿Vas a Festival Folclórico del Bambuco 2025? Te ayudo a elegir tus asientos, conocer los precios y las formas de pago.',
    );
  });

  it('gives each audience a different welcome on the same page', () => {
    const texts = (['visitor', 'customer', 'organizer'] as const).map((audience) => welcome(audience, 'dashboard'));
    expect(new Set(texts).size).toBe(3);
  });
});

describe('firstNameOf', () => {
  it.each([
    ['Laura Gómez', 'Laura'],
    ['  Carlos  ', 'Carlos'],
    ['', null],
    [null, null],
  ])('%s → %s', (fullName, firstName) => {
    expect(firstNameOf(fullName)).toBe(firstName);
  });
});
