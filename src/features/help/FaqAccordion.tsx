import { useId } from 'react';
import { Link } from 'react-router-dom';
import { cx } from '../../ui/class-names';
import type { FaqEntry } from '../../domain/help-content';
import { ChevronDownIcon } from '../../ui/icons';

interface FaqAccordionProps {
  entries: readonly FaqEntry[];
  openId: string | null;
  /** Called with null when the open item is clicked again: the accordion is collapsible. */
  onOpenChange: (id: string | null) => void;
}

function FaqItem({ entry, open, onToggle }: { entry: FaqEntry; open: boolean; onToggle: () => void }) {
  const baseId = useId();
  const buttonId = `${baseId}-question`;
  const panelId = `${baseId}-answer`;
  return (
    <li className="border-b border-stone-200 last:border-b-0">
      <h3>
        <button
          id={buttonId}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-stone-900 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          {entry.question}
          <ChevronDownIcon className={cx('size-5 shrink-0 text-stone-500 transition-transform', open && 'rotate-180')} />
        </button>
      </h3>
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="space-y-3 px-5 pb-5 text-sm leading-relaxed text-stone-700">
        {entry.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {entry.links.length > 0 && (
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {entry.links.map((link) => (
              <Link key={link.to} to={link.to} className="font-semibold text-brand-700 hover:underline">
                {link.label} →
              </Link>
            ))}
          </p>
        )}
      </div>
    </li>
  );
}

/** One answer open at a time; opening another closes the first, clicking the open one closes it. */
export function FaqAccordion({ entries, openId, onOpenChange }: FaqAccordionProps) {
  return (
    <ul className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      {entries.map((entry) => (
        <FaqItem
          key={entry.id}
          entry={entry}
          open={entry.id === openId}
          onToggle={() => onOpenChange(entry.id === openId ? null : entry.id)}
        />
      ))}
    </ul>
  );
}
