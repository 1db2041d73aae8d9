// A modal dialog: a labelled role="dialog" over a dimmed page, closed by Escape, by a click
// outside it or by its own buttons. It never grows past the screen: the body scrolls and the
// footer stays, so a long form (the manual reservation) keeps its buttons in reach at 375 px.
import { useEffect, useId, type ReactNode } from 'react';
import { cx } from './class-names';
import { CloseIcon } from './icons';

interface DialogProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /** role="alertdialog": a destructive confirmation the user must answer. */
  alert?: boolean;
}

const SIZE_CLASSES = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export function Dialog({ title, description, onClose, children, footer, size = 'md', alert = false }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center bg-stone-900/40 p-2 sm:p-4 sm:pt-12" onClick={onClose}>
      <div
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className={cx('relative flex max-h-full w-full flex-col rounded-xl bg-white shadow-xl', SIZE_CLASSES[size])}
        onClick={(event) => event.stopPropagation()}
      >
        <button
          type="button"
          aria-label="Cerrar"
          onClick={onClose}
          className="absolute top-3 right-3 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
        >
          <CloseIcon className="size-5" />
        </button>
        <div className={cx('px-4 pt-4 sm:px-6 sm:pt-6', !children && 'pb-4')}>
          <h2 id={titleId} className="pr-8 text-lg font-bold text-stone-900">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-stone-600">
              {description}
            </div>
          )}
        </div>
        {children && <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-4 pb-4 sm:px-6">{children}</div>}
        {/* The buttons stay in reach however long the body scrolls. */}
        {footer && (
          <div className="flex flex-col-reverse gap-2 border-t border-stone-100 px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">{footer}</div>
        )}
      </div>
    </div>
  );
}
