// One look for every list or picker with nothing in it. An empty list must never be a dead
// end: it says why it is empty and offers the action that fills it ('Crear gradería'), or,
// when a filter or search hid everything, the way to clear it. Which of the two it is, the
// caller says in the title: 'Aún no tienes graderías' is not 'Ninguna gradería coincide'.
import type { ReactNode } from 'react';
import { cx } from './class-names';

interface EmptyStateProps {
  title: string;
  /** Why it is empty, or what will appear here. */
  children?: ReactNode;
  /** Links or buttons that lead to what fills the list. */
  actions?: ReactNode;
  /** A decorative icon shown above the title on full-page states. */
  icon?: ReactNode;
  /** 'page': the whole screen's content (its title a heading); 'compact': a list inside a card or dialog. */
  size?: 'page' | 'compact';
  /** 'status' when the state appears in answer to something the user did (a search, a choice). */
  role?: 'status';
  className?: string;
}

export function EmptyState({ title, children, actions, icon, size = 'page', role, className }: EmptyStateProps) {
  const page = size === 'page';
  return (
    <div
      role={role}
      data-empty-state=""
      className={cx(
        'flex flex-col items-center rounded-xl border border-dashed border-stone-300 bg-white text-center',
        page ? 'px-6 py-12' : 'px-4 py-6',
        className,
      )}
    >
      {icon && (
        <span aria-hidden="true" className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
      )}
      {page ? (
        <h2 className="text-lg font-semibold wrap-break-word text-stone-900">{title}</h2>
      ) : (
        <p className="font-semibold wrap-break-word text-stone-900">{title}</p>
      )}
      {children && <div className="mt-1 max-w-md text-sm text-stone-600">{children}</div>}
      {actions && <div className={cx('flex flex-wrap justify-center gap-2 empty:hidden', page ? 'mt-6' : 'mt-4')}>{actions}</div>}
    </div>
  );
}
