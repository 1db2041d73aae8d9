// A modal dialog, on Radix's accessible Dialog: it renders in a portal at the end of <body>,
// so no ancestor's transform or backdrop-filter (the top bar's blur) can become the containing
// block of its fixed overlay and squash it; focus moves into it, stays in it while Tab cycles,
// and goes back to what opened it; Escape, a click outside it and its own buttons close it;
// the page behind is hidden from screen readers. It never grows past the screen: the body
// scrolls and the footer stays, so a long form (the manual reservation) keeps its buttons in
// reach at 375 px. A dialog is open while it is rendered: screens mount it to open it.
import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type ReactNode } from 'react';
import { cx } from './class-names';
import { CloseIcon } from './icons';

interface DialogProps {
  title: string;
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
  size?: 'md' | 'lg' | 'xl';
  /**
   * For a dialog whose body holds only text: the body becomes a focusable region of this
   * name, so a keyboard can scroll it when it is taller than the screen.
   */
  readOnlyBodyLabel?: string;
  /** role="alertdialog": a destructive confirmation the user must answer. */
  alert?: boolean;
}

const SIZE_CLASSES = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * The element that had focus when the dialog opened (the button that opened it), and the
 * dialog around it, if any: a confirmation opened from a list item whose action removed the
 * item gives focus back to the dialog that held it instead of dropping it on the page.
 */
function useOpener(): { opener: HTMLElement | null; enclosingDialog: HTMLElement | null } {
  const [found] = useState(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return { opener, enclosingDialog: opener?.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? null };
  });
  return found;
}

export function Dialog({ title, description, onClose, children, footer, size = 'md', alert = false, readOnlyBodyLabel }: DialogProps) {
  const { opener, enclosingDialog } = useOpener();

  // Radix gives focus back to its own Trigger; screens open dialogs with their own buttons,
  // so focus goes back to whichever element opened this one, when it is still on the page.
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus();
    else if (enclosingDialog?.isConnected) enclosingDialog.focus();
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        {/* The overlay holds the dialog: a click on it is a click outside, which closes. */}
        <RadixDialog.Overlay className="fixed inset-0 z-50 flex items-start justify-center bg-stone-900/40 p-2 sm:p-4 sm:pt-12">
          <RadixDialog.Content
            role={alert ? 'alertdialog' : 'dialog'}
            aria-modal="true"
            // Without a description Radix must be told so, or it points aria-describedby at nothing.
            {...(description ? {} : { 'aria-describedby': undefined })}
            onCloseAutoFocus={returnFocus}
            className={cx('relative flex max-h-full w-full flex-col rounded-xl bg-white shadow-xl', SIZE_CLASSES[size])}
          >
            <div className={cx('px-4 pt-4 sm:px-6 sm:pt-6', !children && 'pb-4')}>
              <RadixDialog.Title className="pr-8 text-lg font-bold text-stone-900">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description asChild>
                  <div className="mt-1 text-sm text-stone-600">{description}</div>
                </RadixDialog.Description>
              )}
            </div>
            {children && (
              <div
                {...(readOnlyBodyLabel ? { role: 'region', 'aria-label': readOnlyBodyLabel, tabIndex: 0 } : {})}
                className="min-h-0 flex-1 overflow-y-auto px-4 pt-4 pb-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6"
              >
                {children}
              </div>
            )}
            {/* The buttons stay in reach however long the body scrolls. */}
            {footer && (
              <div className="flex flex-col-reverse gap-2 border-t border-stone-100 px-4 py-3 sm:flex-row sm:items-center sm:justify-end sm:px-6">{footer}</div>
            )}
            {/* Last in the tab order, so focus opens on the dialog's own first field or button. */}
            <RadixDialog.Close
              aria-label="Cerrar"
              className="absolute top-3 right-3 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
            >
              <CloseIcon className="size-5" />
            </RadixDialog.Close>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
