import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fieldErrorsOf } from '../../domain/field-errors';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { InputField } from '../../ui/validated-fields';
import { forgotPasswordSchema } from '../../domain/auth-schemas';
import { AuthSplitLayout } from './AuthSplitLayout';
import { LocalMailboxHint } from '../../ui/LocalMailboxHint';
import { requestPasswordReset } from './password-recovery';

/** The same words whether or not the address has an account: the page must not tell who uses Taquilla. */
function LinkSentNotice({ email, onSendAgain }: { email: string; onSendAgain: () => void }) {
  return (
    <div className="space-y-5">
      <Alert title="Revisa tu correo">
        Si existe una cuenta con <strong>{email}</strong>, te enviamos un enlace para restablecer tu contraseña. El enlace
        sirve una sola vez y vence en 1 hora.
      </Alert>
      <LocalMailboxHint />
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to="/login" className={buttonClasses('primary', 'lg', 'sm:flex-1')}>
          Volver a iniciar sesión
        </Link>
        <Button variant="outline" size="lg" className="sm:flex-1" onClick={onSendAgain}>
          Usar otro correo
        </Button>
      </div>
    </div>
  );
}

export function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(searchParams.get('correo') ?? '');
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const check = forgotPasswordSchema.safeParse({ email });
  const emailError = attempted && !check.success ? fieldErrorsOf(check.error).email : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    if (!check.success || pending) return;
    setPending(true);
    const result = await requestPasswordReset(check.data.email);
    setPending(false);
    if (result.ok) setSentTo(check.data.email);
    else setFailure(result.message);
  };

  return (
    <AuthSplitLayout title="Recupera tu contraseña" subtitle="Te enviaremos un enlace para que elijas una contraseña nueva.">
      {sentTo ? (
        <LinkSentNotice email={sentTo} onSendAgain={() => setSentTo(null)} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Recuperar contraseña">
          {failure && <Alert variant="destructive">{failure}</Alert>}
          <InputField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            placeholder="tu@empresa.com"
            value={email}
            error={emailError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? 'Enviando enlace…' : 'Enviar enlace'}
          </Button>
          <p className="text-center text-sm text-stone-600">
            ¿La recordaste?{' '}
            <Link to="/login" className="font-semibold text-brand-700 hover:underline">
              Inicia sesión
            </Link>
          </p>
        </form>
      )}
    </AuthSplitLayout>
  );
}
