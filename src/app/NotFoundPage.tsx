import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '../ui/Button';
import { Logo } from '../ui/Logo';
import { PageTitle } from '../ui/PageTitle';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // Logged so that broken links (old bookmarks, typos in shared URLs) show up in the console.
    console.warn(`404: no existe la ruta ${pathname}`);
  }, [pathname]);

  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-6 bg-stone-50 p-6 text-center">
      <Logo />
      <p className="bg-gradient-to-br from-brand-500 to-rose-600 bg-clip-text text-8xl font-black text-transparent">404</p>
      <div>
        <PageTitle>Oops! Page not found</PageTitle>
        <h1 className="text-2xl font-bold text-stone-900">Oops! Page not found</h1>
        <p className="mt-2 text-stone-600">La página que buscas no existe o cambió de dirección.</p>
      </div>
      <Link to="/" className={buttonClasses('primary')}>
        Volver al inicio
      </Link>
    </div>
  );
}
