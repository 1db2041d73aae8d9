import { Link } from 'react-router-dom';
import { Alert } from '../../ui/Alert';
import { Button, buttonClasses } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { useMyProfile } from '../profile/use-my-profile';
import { DemoFestivalBanner } from './DemoFestivalBanner';
import { WelcomeCard } from './WelcomeCard';

export function DashboardPage() {
  const { status, profile, errorMessage, reload } = useMyProfile();

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Resumen de tus graderías, eventos y reservas."
        actions={
          <Link to="/reservations" className={buttonClasses('primary')}>
            Nueva Reserva
          </Link>
        }
      />
      <div className="space-y-6">
        {status === 'error' && (
          <Alert variant="destructive" title="No pudimos cargar tu perfil">
            <p>{errorMessage}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={reload}>
              Reintentar
            </Button>
          </Alert>
        )}
        <WelcomeCard loading={status === 'loading' || status === 'idle'} profile={profile} />
        <DemoFestivalBanner />
      </div>
    </>
  );
}
