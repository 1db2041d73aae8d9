import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { AuthSplitLayout } from './AuthSplitLayout';

// The registration form arrives in its own issue; until then the page points to sign-in.
export function RegisterPage() {
  return (
    <AuthSplitLayout title="Crear cuenta" subtitle="Registra tu empresa y empieza a vender tus graderías.">
      <p className="text-stone-600">El registro de organizadores estará disponible muy pronto.</p>
      <Link to="/login" className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
        Ya tengo cuenta
      </Link>
    </AuthSplitLayout>
  );
}
