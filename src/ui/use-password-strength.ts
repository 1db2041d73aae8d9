// The password rule of src/domain/password-strength.ts, live in a form. The dictionaries load
// on first use (their own chunk), so pages without a password field never download them.
import { useEffect, useState } from 'react';
import { checkPasswordStrength, type PasswordVerdict } from '../domain/password-strength';

/** The verdict for the password as typed now; null while empty or still being checked. */
export function usePasswordStrength(password: string, personalInputs: string[]): PasswordVerdict | null {
  const [checked, setChecked] = useState<{ password: string; inputs: string; verdict: PasswordVerdict } | null>(null);
  const inputs = personalInputs.join('\n');
  useEffect(() => {
    if (!password) return;
    let current = true;
    void checkPasswordStrength(password, inputs.split('\n')).then((verdict) => {
      if (current) setChecked({ password, inputs, verdict });
    });
    return () => {
      current = false;
    };
  }, [password, inputs]);
  return password && checked?.password === password && checked.inputs === inputs ? checked.verdict : null;
}

/** For a form's submit: the Spanish reason the password would be refused, or null. */
export async function passwordWeakness(password: string, personalInputs: string[]): Promise<string | null> {
  const verdict = await checkPasswordStrength(password, personalInputs);
  return verdict.ok ? null : verdict.message;
}
