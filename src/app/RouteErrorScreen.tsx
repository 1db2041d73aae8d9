import { useEffect } from 'react';
import { buttonClasses } from '../ui/Button';
import { AlertIcon } from '../ui/icons';
import { PageTitle } from '../ui/PageTitle';

// The last resort when a screen throws while rendering or its chunk fails to load
// (RouteErrorBoundary). The error goes to the console for whoever debugs; people see a short
// Spanish explanation, never a stack.
export function RouteErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="flex min-h-svh items-center justify-center bg-stone-50 p-6">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700">
          <AlertIcon />
        </span>
        <PageTitle>Unexpected Application Error!</PageTitle>
        <h1 className="mt-4 text-2xl font-bold text-stone-900">Unexpected Application Error!</h1>
        <p className="mt-2 text-stone-600">
          Algo salió mal al mostrar esta página. Recarga la página; si el problema continúa, vuelve al inicio.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
            Recargar página
          </button>
          {/* A plain link: the router that failed may not be able to navigate. */}
          <a href="/" className={buttonClasses('outline')}>
            Ir al inicio
          </a>
        </div>
      </div>
    </div>
  );
}
