import { Link } from 'react-router-dom';
import type { MyProfile } from '../../api/profile';
import { Card } from '../../ui/Card';

interface WelcomeCardProps {
  loading: boolean;
  profile: MyProfile | null;
}

export function WelcomeCard({ loading, profile }: WelcomeCardProps) {
  if (loading) {
    return (
      <Card className="p-6" aria-busy="true">
        <div className="h-6 w-64 animate-pulse rounded bg-stone-200" />
        <div className="mt-3 h-4 w-40 animate-pulse rounded bg-stone-100" />
      </Card>
    );
  }
  if (!profile) {
    return (
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-stone-900">¡Bienvenido a Taquilla!</h2>
        <p className="mt-1 text-stone-600">
          Tu cuenta aún no tiene una organización.{' '}
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Registra tu empresa
          </Link>{' '}
          para empezar a vender.
        </p>
      </Card>
    );
  }
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-stone-900">¡Hola, {profile.full_name}!</h2>
      <p className="mt-1 text-stone-600">
        Estás gestionando <span className="font-semibold text-stone-900">{profile.organization?.name}</span>.
      </p>
    </Card>
  );
}
