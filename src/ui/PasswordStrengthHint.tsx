// The strength hint under a new-password field: a four-step bar, the level in words, and
// while the password is weak, why (the same Spanish reason the server would give).
import { passwordStrengthLabel, type PasswordVerdict } from '../domain/password-strength';
import { cx } from './class-names';

const BAR_COLORS = ['bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-emerald-500', 'bg-emerald-600'];

export const PASSWORD_ADVICE = 'Mínimo 8 caracteres. Mejor una frase de varias palabras poco comunes.';

export function PasswordStrengthHint({ verdict }: { verdict: PasswordVerdict | null }) {
  if (!verdict) return <>{PASSWORD_ADVICE}</>;
  const steps = Math.max(1, verdict.score);
  return (
    <span className="block space-y-1" data-testid="password-strength">
      <span className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((step) => (
          <span key={step} className={cx('h-1 flex-1 rounded-full', step <= steps ? BAR_COLORS[verdict.score] : 'bg-stone-200')} />
        ))}
      </span>
      <span className="block">
        Seguridad: {passwordStrengthLabel(verdict.score)}
        {!verdict.ok && `. ${verdict.message}`}
      </span>
    </span>
  );
}
