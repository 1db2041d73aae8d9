import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './auth-errors';

describe('authErrorMessage', () => {
  it.each([
    [{ message: 'Invalid login credentials', code: 'invalid_credentials', status: 400 }, 'Correo o contraseña incorrectos'],
    [{ message: 'Email not confirmed', code: 'email_not_confirmed', status: 400 }, 'Debes confirmar tu correo antes de iniciar sesión'],
    [
      { message: 'Request rate limit reached', code: 'over_request_rate_limit', status: 429 },
      'Demasiados intentos. Espera un momento e intenta nuevamente.',
    ],
    [
      { message: 'Failed to fetch', status: 0, name: 'AuthRetryableFetchError' },
      'No hay conexión con el servidor. Verifica tu conexión e intenta nuevamente.',
    ],
    [{ message: 'User already registered', code: 'user_already_exists', status: 422 }, 'Ya existe una cuenta con este correo'],
    [{ message: 'Password should be at least 8 characters.', code: 'weak_password', status: 422 }, 'La contraseña debe tener al menos 8 caracteres'],
    [
      { message: 'Password is known to be weak and easy to guess', code: 'weak_password', status: 422, reasons: ['pwned'] },
      'Esta contraseña apareció en filtraciones de datos conocidas. Elige otra.',
    ],
    [
      { message: 'Esta contraseña es fácil de adivinar. Es de las contraseñas más usadas.', code: 'weak_password', status: 422, reasons: ['guessable'] },
      'Esta contraseña es fácil de adivinar. Es de las contraseñas más usadas.',
    ],
    [{ message: 'Email link is invalid or has expired', code: 'otp_expired', status: 403 }, 'El enlace no es válido o ya venció. Pide uno nuevo.'],
    [{ message: 'Something new happened', code: 'brand_new_code', status: 400 }, 'Something new happened'],
    [{ message: 'No code at all' }, 'No code at all'],
  ])('%j → %j', (error, expected) => {
    expect(authErrorMessage(error)).toBe(expected);
  });
});
