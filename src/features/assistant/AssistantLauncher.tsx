import type { Ref } from 'react';
import { cx } from '../../ui/class-names';
import { ChatBubbleIcon } from '../../ui/icons';
import type { AssistantWidgetProps } from './AssistantWidget';

/** Where the widget sits: above a bar fixed to the bottom, or docked in the phone's top bar. */
export function assistantCorner(raised: boolean): string {
  return cx('fixed right-4 z-40 sm:right-6', raised ? 'bottom-28 sm:bottom-24' : 'bottom-4 sm:bottom-6');
}

interface AssistantLauncherProps extends Pick<AssistantWidgetProps, 'raised' | 'dockedOnPhones'> {
  onClick(): void;
  /** Pointer over the button or focus on it: the moment to start downloading what a click shows. */
  onIntent(): void;
  launcherRef?: Ref<HTMLButtonElement>;
}

/** The floating 'Abrir asistente' button, light enough to show before the assistant's code has loaded. */
export function AssistantLauncher({ raised = false, dockedOnPhones = false, onClick, onIntent, launcherRef }: AssistantLauncherProps) {
  const place = dockedOnPhones ? 'fixed top-3 right-4 z-40 size-10 sm:top-auto sm:right-6 sm:bottom-6 sm:size-14' : cx(assistantCorner(raised), 'size-14');
  return (
    <button
      ref={launcherRef}
      type="button"
      aria-label="Abrir asistente"
      aria-haspopup="dialog"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      className={cx(
        place,
        'flex items-center justify-center rounded-full bg-brand-600 text-white shadow-lg transition-colors hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
      )}
    >
      <ChatBubbleIcon />
    </button>
  );
}
