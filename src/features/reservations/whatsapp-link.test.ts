import { describe, expect, it } from 'vitest';
import { contactMessageFor, whatsappLinkFor, whatsappNumberOf } from './whatsapp-link';

const RESERVATION = {
  customer_name: 'Andrés Gómez',
  customer_phone: '300 123 4567',
  total_amount: 135000,
  shortId: '00a1b2',
  eventName: 'Festival Folclórico del Bambuco 2025',
  status: 'confirmed',
} as const;

describe('whatsappNumberOf', () => {
  it.each([
    { phone: '300 123 4567', expected: '573001234567' },
    { phone: '(300) 123-4567', expected: '573001234567' },
    { phone: '+57 300 123 4567', expected: '573001234567' },
    { phone: '+1 212 555 0100', expected: '12125550100' },
    { phone: '', expected: null },
    { phone: null, expected: null },
  ])('$phone → $expected', ({ phone, expected }) => {
    expect(whatsappNumberOf(phone)).toBe(expected);
  });
});

describe('whatsappLinkFor', () => {
  it('writes the amount in COP into the prefilled Spanish message', () => {
    const link = whatsappLinkFor(RESERVATION)!;
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/573001234567');
    expect(url.searchParams.get('text')).toBe(contactMessageFor(RESERVATION));
    expect(contactMessageFor(RESERVATION)).toBe(
      'Hola Andrés Gómez, te escribimos por tu reserva #00a1b2 para Festival Folclórico del Bambuco 2025. El valor total a pagar es $\u00a0135.000.',
    );
  });

  it.each([
    ['pending', 'El valor total a pagar es $\u00a0135.000.'],
    ['paid', 'Tu pago de $\u00a0135.000 está confirmado. ¡Te esperamos!'],
    ['cancelled', 'Tu reserva fue cancelada.'],
    ['expired', 'Tu reserva venció sin pago y sus asientos quedaron libres.'],
  ] as const)('fits a %s booking', (status, sentence) => {
    const message = contactMessageFor({ ...RESERVATION, status });
    expect(message).toBe(`Hola Andrés Gómez, te escribimos por tu reserva #00a1b2 para Festival Folclórico del Bambuco 2025. ${sentence}`);
    if (status !== 'pending') expect(message).not.toContain('a pagar');
  });

  it('has no link without a phone', () => {
    expect(whatsappLinkFor({ ...RESERVATION, customer_phone: null })).toBeNull();
  });

  it('lists each ticket’s page after the message, one a line', () => {
    const tickets = [
      { seatLabel: 'A-1', url: 'https://taquilla.co/entrada/TQ1~a~b' },
      { seatLabel: 'P2-A-2', url: 'https://taquilla.co/entrada/TQ1~c~d' },
    ];
    const message = contactMessageFor({ ...RESERVATION, status: 'paid' }, tickets);
    expect(message).toBe(
      'Hola Andrés Gómez, te escribimos por tu reserva #00a1b2 para Festival Folclórico del Bambuco 2025. Tu pago de $\u00a0135.000 está confirmado. ¡Te esperamos!'
        + '\n\nTus entradas (muéstralas en la puerta):\nA-1: https://taquilla.co/entrada/TQ1~a~b\nP2-A-2: https://taquilla.co/entrada/TQ1~c~d',
    );
    expect(new URL(whatsappLinkFor({ ...RESERVATION, status: 'paid' }, tickets.slice(0, 1))!).searchParams.get('text')).toContain(
      'Tu entrada (muéstrala en la puerta):\nA-1: https://taquilla.co/entrada/TQ1~a~b',
    );
  });
});
