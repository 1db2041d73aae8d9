import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../ui/class-names';
import { Logo } from '../../ui/Logo';
import { PageTitle } from '../../ui/PageTitle';

interface AuthSplitLayoutProps {
  title: string;
  subtitle: string;
  /** Room for a long form (registration) instead of the narrow sign-in column. */
  wide?: boolean;
  children: ReactNode;
}

/** Sign-in and registration: the form on one side, the festival mood on the other (wide screens only). */
export function AuthSplitLayout({ title, subtitle, wide = false, children }: AuthSplitLayoutProps) {
  return (
    <div className="grid min-h-svh bg-white lg:grid-cols-2">
      <div className="flex flex-col px-6 py-8 sm:px-12">
        <Link to="/" aria-label="Taquilla, inicio" className="self-start">
          <Logo />
        </Link>
        <div className={cx('mx-auto flex w-full flex-1 flex-col justify-center py-10', wide ? 'max-w-lg' : 'max-w-sm')}>
          <PageTitle>{title}</PageTitle>
          <h1 className="text-3xl font-bold tracking-tight text-stone-900">{title}</h1>
          <p className="mt-2 mb-8 text-stone-600">{subtitle}</p>
          {children}
        </div>
      </div>
      <aside className="relative hidden overflow-hidden bg-stone-950 lg:block" aria-hidden="true">
        <div className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,var(--color-brand-500),transparent_45%),radial-gradient(circle_at_80%_70%,var(--color-rose-600),transparent_40%)] opacity-70" />
        <div className="relative flex h-full flex-col justify-end p-12 text-white">
          <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">Neiva · Huila</p>
          <p className="mt-3 text-4xl leading-tight font-bold">
            Cada silla de tu gradería,
            <br />
            vendida una sola vez.
          </p>
          <p className="mt-4 max-w-md text-stone-200">
            Taquilla funciona aunque se caiga la señal en el parque: vende en efectivo, y todo se sincroniza al
            volver la conexión.
          </p>
        </div>
      </aside>
    </div>
  );
}
