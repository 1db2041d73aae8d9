import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { Logo } from '../../ui/Logo';

export function LandingNavbar() {
  return (
    <nav className="sticky top-0 z-20 border-b border-stone-200/70 bg-white/80 backdrop-blur" aria-label="Principal">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" aria-label="Taquilla, inicio">
          <Logo hideWordmarkOnPhones />
        </Link>
        <div className="flex items-center gap-2">
          <Link to="/login" className={buttonClasses('ghost', 'sm', 'sm:h-10 sm:px-4')}>
            Iniciar sesión
          </Link>
          <Link to="/register" className={buttonClasses('primary', 'sm', 'sm:h-10 sm:px-4')}>
            Registrarse
          </Link>
        </div>
      </div>
    </nav>
  );
}
