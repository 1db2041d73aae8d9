// Which passwords Taquilla accepts, shared by the server (sign-up, password change, recovery)
// and the forms, so a form never accepts what the server will refuse. zxcvbn-ts estimates how
// many guesses a password takes with Spanish and common-password dictionaries; its word lists
// are large, so they are loaded on first use (a separate chunk in the browser) and kept.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

export const MINIMUM_PASSWORD_LENGTH = 8;
/** bcrypt reads only the first 72 bytes; GoTrue refuses longer passwords for that reason. */
export const MAXIMUM_PASSWORD_BYTES = 72;
/** zxcvbn's 0–4 scale: 3 is "safely unguessable" against an online attack and slows an offline one. */
export const MINIMUM_PASSWORD_SCORE = 3;

export type PasswordWeakness = 'length' | 'too_long' | 'invalid_characters' | 'guessable';

export type PasswordVerdict =
  | { ok: true; score: number; hint: string }
  | { ok: false; score: number; reason: PasswordWeakness; message: string };

const HINT_BY_SCORE = ['Muy débil', 'Débil', 'Aceptable, pero fácil de adivinar', 'Fuerte', 'Muy fuerte'];
const GUESSABLE = 'Esta contraseña es fácil de adivinar.';
const ADVICE = 'Usa una frase de varias palabras poco comunes, o mezcla letras, números y símbolos.';

/** What needs no dictionary: length, bcrypt's limit, characters a database cannot store. */
export function passwordShapeProblem(password: string): Extract<PasswordVerdict, { ok: false }> | null {
  if (password.includes('\u0000')) {
    return { ok: false, score: 0, reason: 'invalid_characters', message: 'La contraseña contiene caracteres no permitidos' };
  }
  if ([...password].length < MINIMUM_PASSWORD_LENGTH) {
    return {
      ok: false,
      score: 0,
      reason: 'length',
      message: `La contraseña debe tener al menos ${MINIMUM_PASSWORD_LENGTH} caracteres`,
    };
  }
  if (new TextEncoder().encode(password).length > MAXIMUM_PASSWORD_BYTES) {
    return {
      ok: false,
      score: 0,
      reason: 'too_long',
      message: `La contraseña no puede tener más de ${MAXIMUM_PASSWORD_BYTES} caracteres`,
    };
  }
  return null;
}

let strengthMeter: Promise<ZxcvbnFactory> | null = null;

function loadStrengthMeter(): Promise<ZxcvbnFactory> {
  strengthMeter ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-es-es'),
  ]).then(([core, common, spanish]) => {
    // The packages are CommonJS for Node and ESM for Vite: take the named export either way.
    const { ZxcvbnFactory: Factory } = ('ZxcvbnFactory' in core ? core : (core as { default: typeof core }).default);
    const commonPackage = 'dictionary' in common ? common : (common as { default: typeof common }).default;
    const spanishPackage = 'dictionary' in spanish ? spanish : (spanish as { default: typeof spanish }).default;
    return new Factory({
      dictionary: { ...commonPackage.dictionary, ...spanishPackage.dictionary },
      graphs: commonPackage.adjacencyGraphs,
      translations: spanishPackage.translations,
    });
  });
  return strengthMeter;
}

/**
 * The whole rule. `personalInputs` (the e-mail, the person's name) count as easy guesses: a
 * password built from them is refused like a dictionary word.
 */
export async function checkPasswordStrength(password: string, personalInputs: string[] = []): Promise<PasswordVerdict> {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  const meter = await loadStrengthMeter();
  const inputs = personalInputs.flatMap((input) => input.toLowerCase().split(/[@.\s_-]+/)).filter((part) => part.length >= 3);
  const { score, feedback } = meter.check(password, inputs);
  if (score >= MINIMUM_PASSWORD_SCORE) return { ok: true, score, hint: HINT_BY_SCORE[score] };
  const why = feedback.warning ? ` ${withFinalPeriod(feedback.warning)}` : '';
  return { ok: false, score, reason: 'guessable', message: `${GUESSABLE}${why} ${ADVICE}` };
}

function withFinalPeriod(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

export function passwordStrengthLabel(score: number): string {
  return HINT_BY_SCORE[Math.max(0, Math.min(4, score))];
}
