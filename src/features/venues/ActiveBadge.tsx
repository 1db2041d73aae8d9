import { cx } from '../../ui/class-names';

export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        active ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700',
      )}
    >
      {active ? 'Activa' : 'Inactiva'}
    </span>
  );
}
