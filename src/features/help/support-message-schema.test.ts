import { describe, expect, it } from 'vitest';
import { checkSupportMessage, fieldOfServerRefusal, type SupportMessageForm } from './support-message-schema';

const valid: SupportMessageForm = {
  name: 'Ana Perdomo',
  email: 'ana@fiestas.co',
  subject: 'technical',
  message: 'La taquilla del norte no sincroniza.',
};

describe('checkSupportMessage', () => {
  it('gives the request trimmed', () => {
    expect(checkSupportMessage({ ...valid, name: ' Ana Perdomo ', message: `\n ${valid.message} ` })).toEqual({ ok: true, request: valid });
  });

  it.each<[string, Partial<SupportMessageForm>, Record<string, string>]>([
    ['a blank name', { name: '  ' }, { name: 'El nombre es requerido' }],
    ['a 121-character name', { name: 'n'.repeat(121) }, { name: 'El nombre no puede superar 120 caracteres' }],
    ['no email', { email: '' }, { email: 'El correo es requerido' }],
    ['an email without a domain', { email: 'ana@fiestas' }, { email: 'Correo electrónico inválido' }],
    ['a 255-character email', { email: `${'a'.repeat(244)}@fiestas.co` }, { email: 'El correo no puede superar 254 caracteres' }],
    ['no subject', { subject: '' }, { subject: 'Selecciona un asunto' }],
    ['no message', { message: ' ' }, { message: 'El mensaje es requerido' }],
    ['a 9-character message', { message: '123456789' }, { message: 'El mensaje debe tener al menos 10 caracteres' }],
    ['a 5001-character message', { message: 'x'.repeat(5001) }, { message: 'El mensaje no puede superar 5.000 caracteres' }],
  ])('refuses %s with the server’s message', (_title, change, errors) => {
    expect(checkSupportMessage({ ...valid, ...change })).toEqual({ ok: false, errors });
  });

  it('reports every wrong field at once', () => {
    const result = checkSupportMessage({ name: '', email: 'x', subject: '', message: '' });
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
});

describe('fieldOfServerRefusal', () => {
  it.each([
    ['invalid_email', 'email'],
    ['message_too_short', 'message'],
    ['invalid_subject', 'subject'],
    ['not_authenticated', null],
  ])('%s belongs to %s', (code, field) => {
    expect(fieldOfServerRefusal(code)).toBe(field);
  });
});
