import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { Logo } from '../../ui/Logo';

export function ClosingCallToAction() {
  return (
    <section className="bg-gradient-to-br from-brand-600 to-rose-600 py-16 text-center text-white">
      <h2 className="text-3xl font-bold">¿Listo para tu próximo evento?</h2>
      <p className="mx-auto mt-3 max-w-xl text-white/90">Crea tu cuenta y publica tu primera gradería en minutos.</p>
      <Link to="/register" className={buttonClasses('secondary', 'lg', 'mt-8')}>
        Crear mi cuenta
      </Link>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-stone-500 sm:flex-row">
        <Logo />
        <nav aria-label="Pie de página" className="flex gap-6">
          <Link to="/login" className="hover:text-stone-900">
            Iniciar sesión
          </Link>
          <Link to="/register" className="hover:text-stone-900">
            Registrarse
          </Link>
        </nav>
        <p>© 2025 Taquilla · Hecho en Colombia</p>
      </div>
    </footer>
  );
}
