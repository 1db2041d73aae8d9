import { Link } from 'react-router-dom';
import { Logo } from '../../ui/Logo';
import { PageHeader } from '../../ui/PageHeader';

// Internal page without the organizer sidebar; its infographic arrives in a later issue.
export function LaunchPlanPage() {
  return (
    <div className="min-h-svh bg-stone-50">
      <div className="mx-auto max-w-5xl px-4 py-8">
        <Link to="/" aria-label="Ir al inicio" className="mb-8 inline-block">
          <Logo />
        </Link>
        <PageHeader title="Plan de Lanzamiento" description="Los 7 días para salir a vender." />
      </div>
    </div>
  );
}
