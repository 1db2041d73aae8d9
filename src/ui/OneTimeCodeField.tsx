import { TextField } from './form-fields';

/** The 6 digits an authenticator app shows; numeric keyboard on phones, filled by the OS when it can. */
export function OneTimeCodeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      label="Código de verificación"
      name="codigo"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      placeholder="123456"
      autoFocus
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
