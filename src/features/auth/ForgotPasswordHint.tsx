import { useId, useState } from 'react';

// The embedded backend sends no e-mail, so a reset link cannot be mailed; the hint says
// who can reset the password instead of pretending a message was sent.
export function ForgotPasswordHint() {
  const [open, setOpen] = useState(false);
  const hintId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={hintId}
        onClick={() => setOpen(!open)}
        className="text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline"
      >
        ¿Olvidaste tu contraseña?
      </button>
      {open && (
        <p id={hintId} className="basis-full rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
          Pide al administrador de tu organización o al soporte de Taquilla que restablezca tu contraseña. Luego
          podrás cambiarla desde Mi Perfil.
        </p>
      )}
    </>
  );
}
