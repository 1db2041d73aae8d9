// What an authenticator app would show for a TOTP secret, computed in the test: now, or
// `steps` periods of 30 s later (the server accepts one step of clock skew, and a code it
// already accepted is refused, so a second sign-in uses the next step's code).
import * as OTPAuth from 'otpauth';

export function totpCode(secret: string, steps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A 6-digit code that is valid neither now nor one step around now. */
export function wrongTotpCode(secret: string): string {
  const valid = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}
