import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageTitle } from '../../ui/PageTitle';

/** What a public link shows when what it points to does not exist, with the way home. */
export function NotFoundCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-stone-100 text-stone-500">{icon}</span>
      <PageTitle>{title}</PageTitle>
      <h1 className="mt-4 text-xl font-bold text-stone-900">{title}</h1>
      <p className="mt-2 text-stone-600">{children}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        Volver al inicio
      </Link>
    </Card>
  );
}
