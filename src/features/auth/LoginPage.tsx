import { Navigate } from 'react-router-dom';
import { FullPageSpinner } from '../../ui/Spinner';
import { AuthSplitLayout } from './AuthSplitLayout';
import { useAuthStore } from './auth-store';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const { loading, session } = useAuthStore();
  if (loading) return <FullPageSpinner label="Verificando sesión…" />;
  if (session) return <Navigate to="/dashboard" replace />;
  return (
    <AuthSplitLayout title="Iniciar sesión" subtitle="Bienvenido de nuevo. Ingresa a tu panel de organizador.">
      <LoginForm />
    </AuthSplitLayout>
  );
}
