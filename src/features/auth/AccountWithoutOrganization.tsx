import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { UserIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { signOut } from './sign-out';
import { PageTitle } from '../../ui/PageTitle';

/**
 * In place of the organizer pages for a signed-in account that has no profile yet: a
 * registration interrupted after the account was created, or an invited person who has not
 * opened their invitation link. Either way there is no organization to show.
 */
export function AccountWithoutOrganization({ email }: { email: string }) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-8 bg-stone-50 p-4">
      <Logo />
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <UserIcon />
        </span>
        <PageTitle>Tu cuenta aún no tiene una organización</PageTitle>
        <h1 className="mt-4 text-xl font-bold text-stone-900">Tu cuenta aún no tiene una organización</h1>
        <p className="mt-2 text-stone-600">
          Ingresaste como <strong>{email}</strong>. Termina tu registro con el mismo correo y contraseña, o abre el enlace de
          invitación que te envió tu organizador.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/register" className={buttonClasses('primary')}>
            Terminar registro
          </Link>
          <Button variant="outline" onClick={onSignOut} disabled={signingOut}>
            {signingOut ? 'Cerrando sesión…' : 'Cerrar sesión'}
          </Button>
        </div>
      </Card>
    </div>
  );
}
