import { useId } from 'react';

interface RegistrationConsentsProps {
  acceptTerms: boolean;
  wantsUpdates: boolean;
  termsError?: string;
  onChange: (field: 'accept_terms' | 'wants_updates', checked: boolean) => void;
}

/** The required terms-and-privacy box (with its message) and the optional updates box. */
export function RegistrationConsents({ acceptTerms, wantsUpdates, termsError, onChange }: RegistrationConsentsProps) {
  const termsId = useId();
  return (
    <div className="space-y-3">
      <div>
        <label className="flex cursor-pointer items-start gap-2 text-sm text-stone-700">
          <input
            type="checkbox"
            checked={acceptTerms}
            onChange={(event) => onChange('accept_terms', event.target.checked)}
            aria-invalid={termsError ? true : undefined}
            aria-describedby={termsError ? `${termsId}-error` : undefined}
            className="mt-0.5 size-4 shrink-0 rounded border-stone-300 accent-brand-600"
          />
          <span>Acepto los términos y condiciones y la política de privacidad de Taquilla.</span>
        </label>
        {termsError && (
          <p id={`${termsId}-error`} className="mt-1 text-sm font-medium text-red-600">
            {termsError}
          </p>
        )}
      </div>
      <label className="flex cursor-pointer items-start gap-2 text-sm text-stone-700">
        <input
          type="checkbox"
          checked={wantsUpdates}
          onChange={(event) => onChange('wants_updates', event.target.checked)}
          className="mt-0.5 size-4 shrink-0 rounded border-stone-300 accent-brand-600"
        />
        <span>Quiero recibir novedades y consejos para vender más en mis eventos (opcional).</span>
      </label>
    </div>
  );
}
