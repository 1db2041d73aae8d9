import { cx } from './class-names';

/** Activo/Inactivo; `feminine` agrees with a feminine noun such as gradería (Activa/Inactiva). */
export function ActiveBadge({ active, feminine = false }: { active: boolean; feminine?: boolean }) {
  const ending = feminine ? 'a' : 'o';
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        active ? 'bg-emerald-100 text-emerald-800' : 'bg-stone-200 text-stone-700',
      )}
    >
      {active ? `Activ${ending}` : `Inactiv${ending}`}
    </span>
  );
}
