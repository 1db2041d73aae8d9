import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText } from './form-values';
import { fitsLimit, maxText, requiredText, textLength, tooLongMessage } from './text-limits';

const FIVE = { max: 5, label: 'Prueba' };

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('text limits', () => {
  it('words the message as book_seats does', () => {
    expect(tooLongMessage('Nombre del evento')).toBe('El campo Nombre del evento es demasiado largo');
  });

  it('counts characters as Postgres char_length does: an emoji or an accented letter is one', () => {
    expect(textLength('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
    expect(textLength('Gradería')).toBe(8);
    expect(fitsLimit('😀'.repeat(5), FIVE)).toBe(true);
    expect(fitsLimit('😀'.repeat(6), FIVE)).toBe(false);
  });

  it('lets an absent value through', () => {
    expect(fitsLimit(null, FIVE)).toBe(true);
    expect(fitsLimit(undefined, FIVE)).toBe(true);
    expect(messagesOf(optionalText.check(maxText(FIVE)), null)).toEqual([]);
  });

  it('measures what is stored: surrounding spaces are trimmed first', () => {
    expect(messagesOf(requiredText('Requerido', FIVE), '   abcde   ')).toEqual([]);
    expect(messagesOf(optionalText.check(maxText(FIVE)), '   abcdef ')).toEqual(['El campo Prueba es demasiado largo']);
  });

  it('keeps the required message first for a blank value', () => {
    expect(messagesOf(requiredText('Requerido', FIVE), '   ')).toEqual(['Requerido']);
  });
});
