import { cx } from './class-names';
import { TicketIcon } from './icons';

interface LogoProps {
  /** Collapsed sidebars show the mark without the word. */
  showWordmark?: boolean;
  tone?: 'dark' | 'light';
  /** Crowded headers on phones keep only the mark. */
  hideWordmarkOnPhones?: boolean;
}

export function Logo({ showWordmark = true, tone = 'dark', hideWordmarkOnPhones = false }: LogoProps) {
  return (
    <span className="flex items-center gap-2">
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-500 to-rose-600 text-white shadow-sm">
        <TicketIcon className="size-4.5" />
      </span>
      {showWordmark && (
        <span
          className={cx(
            'text-lg font-extrabold tracking-tight',
            tone === 'light' ? 'text-white' : 'text-stone-900',
            hideWordmarkOnPhones && 'hidden sm:inline',
          )}
        >
          Taquilla
        </span>
      )}
    </span>
  );
}
