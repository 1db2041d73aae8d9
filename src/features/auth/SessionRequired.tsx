import { useState } from 'react';
import { Link } from 'react-router-dom';
import { supabase } from '../../api/supabase-client';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { LockIcon, RefreshIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { PageTitle } from '../../ui/PageTitle';

// Shown in place of any organizer page when nobody is signed in. Refreshing covers a
// session whose access token expired while the device was offline.
export function SessionRequired() {
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);

  const refreshSession = async () => {
    setRefreshing(true);
    setFailed(false);
    const { data, error } = await supabase.auth.refreshSession();
    setRefreshing(false);
    if (error || !data.session) setFailed(true);
  };

  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-8 bg-stone-50 p-4">
      <Link to="/" aria-label="Taquilla, inicio">
        <Logo />
      </Link>
      <Card className="w-full max-w-md p-8 text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <LockIcon />
        </span>
        <PageTitle>Sesión requerida</PageTitle>
        <h1 className="mt-4 text-xl font-bold text-stone-900">Sesión requerida</h1>
        <p className="mt-2 text-stone-600">Inicia sesión con tu cuenta de organizador para ver esta página.</p>
        {failed && (
          <div className="mt-4 text-left">
            <Alert variant="destructive">No encontramos una sesión activa. Inicia sesión nuevamente.</Alert>
          </div>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/login" className={buttonClasses('primary')}>
            Iniciar sesión
          </Link>
          <Button variant="outline" onClick={refreshSession} disabled={refreshing}>
            <RefreshIcon className="size-4" />
            {refreshing ? 'Actualizando…' : 'Actualizar sesión'}
          </Button>
        </div>
      </Card>
    </div>
  );
}
