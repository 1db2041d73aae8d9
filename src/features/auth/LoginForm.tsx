import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { remembersSession } from '../../api/session-storage';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CheckboxField, TextField } from '../../ui/form-fields';
import { ForgotPasswordHint } from './ForgotPasswordHint';
import { signInWithEmail } from './sign-in';

export function LoginForm() {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setErrorMessage(null);
    const result = await signInWithEmail(
      String(form.get('email')),
      String(form.get('password')),
      form.get('remember') === 'on',
    );
    if (result.ok) {
      navigate('/dashboard', { replace: true });
      return;
    }
    setSubmitting(false);
    setErrorMessage(result.message);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-5" aria-label="Iniciar sesión">
      {errorMessage && <Alert variant="destructive">{errorMessage}</Alert>}
      <TextField
        label="Correo electrónico"
        name="email"
        type="email"
        autoComplete="username"
        placeholder="tu@empresa.com"
        required
      />
      <TextField label="Contraseña" name="password" type="password" autoComplete="current-password" required />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CheckboxField label="Recordarme" name="remember" defaultChecked={remembersSession()} />
        <ForgotPasswordHint />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? 'Iniciando sesión…' : 'Iniciar sesión'}
      </Button>
      <p className="text-center text-sm text-stone-600">
        ¿No tienes cuenta?{' '}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          Regístrate
        </Link>
      </p>
    </form>
  );
}
