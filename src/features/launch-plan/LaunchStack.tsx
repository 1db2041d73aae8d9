import { cx } from '../../ui/class-names';
import { BUILD_STATUS_LABELS, LAUNCH_STACK, type BuildStatus } from './launch-plan-content';

const STATUS_CLASSES: Record<BuildStatus, string> = {
  ready: 'bg-emerald-100 text-emerald-800',
  planned: 'bg-amber-100 text-amber-800',
};

/** Backend, webhooks and the sales bot, each marked with whether it exists yet. */
export function LaunchStack() {
  return (
    <section aria-labelledby="launch-stack">
      <h2 id="launch-stack" className="text-2xl font-bold text-stone-900">
        La plataforma detrás
      </h2>
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        {LAUNCH_STACK.map((piece) => (
          <article key={piece.title} aria-label={piece.title} className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <span className={cx('self-start rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_CLASSES[piece.status])}>
              {BUILD_STATUS_LABELS[piece.status]}
            </span>
            <h3 className="mt-3 text-lg font-bold text-stone-900">{piece.title}</h3>
            <p className="mt-1 text-sm text-stone-600">{piece.summary}</p>
            <ul className="mt-4 space-y-2 text-sm text-stone-700">
              {piece.points.map((point) => (
                <li key={point} className="flex gap-2">
                  <span aria-hidden="true" className="text-brand-500">
                    ▸
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
