import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, passwordShapeProblem } from './password-strength';

describe('checkPasswordStrength', () => {
  it.each(['12345678', 'aaaaaaaa', 'password', 'contraseña1', 'qwertyuiop', 'colombia2024'])(
    'refuses the common or guessable %s with a Spanish reason',
    async (password) => {
      const verdict = await checkPasswordStrength(password);
      expect(verdict).toMatchObject({ ok: false, reason: 'guessable' });
      expect(!verdict.ok && verdict.message).toMatch(/^Esta contraseña es fácil de adivinar\./);
    },
  );

  it('names the pattern zxcvbn found, in Spanish', async () => {
    const verdict = await checkPasswordStrength('aaaaaaaa');
    expect(!verdict.ok && verdict.message).toContain('Caracteres repetidos');
  });

  it('accepts passwords hard to guess and says how strong they are', async () => {
    for (const password of ['ClaveSegura1', 'Festival-Gradas-77']) {
      const verdict = await checkPasswordStrength(password);
      expect(verdict.ok, password).toBe(true);
      expect(verdict.ok && verdict.hint).toMatch(/fuerte/i);
    }
  });

  it("refuses a password made of the person's own e-mail", async () => {
    const verdict = await checkPasswordStrength('xiomarazuluaga', ['xiomara.zuluaga@ejemplo.co']);
    expect(verdict.ok).toBe(false);
    expect((await checkPasswordStrength('xiomarazuluaga')).ok).toBe(true);
  });
});

describe('passwordShapeProblem', () => {
  it('refuses short, over-72-byte and NUL-bearing passwords before any dictionary', () => {
    expect(passwordShapeProblem('Corta1')).toMatchObject({ reason: 'length', message: 'La contraseña debe tener al menos 8 caracteres' });
    expect(passwordShapeProblem('ñ'.repeat(37))).toMatchObject({ reason: 'too_long' });
    expect(passwordShapeProblem('ñ'.repeat(36))).toBeNull();
    expect(passwordShapeProblem('ClaveSegura\u00001')).toMatchObject({ reason: 'invalid_characters' });
  });
});
