import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { SUPPORT_CONTACT } from '../../domain/help-content';
import { HELP_PATH } from '../../domain/help-paths';
import { PageTitle } from '../../ui/PageTitle';

interface HelpResourceShellProps {
  title: string;
  description: string;
  children: ReactNode;
}

/**
 * The frame of the public help pages (guide, videos, API). They open without a session, so
 * they carry their own header instead of the organizer sidebar.
 */
export function HelpResourceShell({ title, description, children }: HelpResourceShellProps) {
  return (
    <div className="flex min-h-svh flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between gap-4 px-4">
          <Link to="/" aria-label="Taquilla, inicio">
            <Logo hideWordmarkOnPhones />
          </Link>
          <Link to={HELP_PATH} className={buttonClasses('outline', 'sm')}>
            ← Centro de Ayuda
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-10">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Centro de Ayuda</p>
        <PageTitle>{title}</PageTitle>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-stone-600">{description}</p>
        <div className="mt-10">{children}</div>
      </main>
      <footer className="border-t border-stone-200 bg-white">
        <p className="mx-auto max-w-4xl px-4 py-6 text-sm text-stone-600">
          ¿Necesitas más ayuda? Escribe a{' '}
          <a href={SUPPORT_CONTACT.emailHref} className="font-semibold text-brand-700 hover:underline">
            {SUPPORT_CONTACT.email}
          </a>{' '}
          o llama al{' '}
          <a href={SUPPORT_CONTACT.phoneHref} className="font-semibold text-brand-700 hover:underline">
            {SUPPORT_CONTACT.phone}
          </a>
          . {SUPPORT_CONTACT.hours}.
        </p>
      </footer>
    </div>
  );
}
