import { cx } from '../../ui/class-names';
import { LAUNCH_DAYS } from './launch-plan-content';

/** Day by day: one column on phones, two from tablets up, with launch day across the row. */
export function LaunchTimeline() {
  return (
    <section aria-labelledby="launch-timeline">
      <h2 id="launch-timeline" className="text-2xl font-bold text-stone-900">
        Siete días, día por día
      </h2>
      <ol className="mt-6 grid gap-4 md:grid-cols-2">
        {LAUNCH_DAYS.map((day, index) => (
          <li
            key={day.day}
            className={cx(
              'relative flex gap-4 rounded-xl border bg-white p-5 shadow-sm',
              index === LAUNCH_DAYS.length - 1 ? 'border-brand-300 ring-2 ring-brand-100 md:col-span-2' : 'border-stone-200',
            )}
          >
            <span className="flex size-12 shrink-0 flex-col items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-rose-600 text-white shadow-sm">
              <span className="text-[10px] leading-none font-semibold tracking-wider uppercase">Día</span>
              <span className="text-xl leading-none font-extrabold">{day.day}</span>
            </span>
            <div className="min-w-0">
              <h3 className="font-bold text-stone-900">{day.title}</h3>
              <ul className="mt-2 space-y-1 text-sm text-stone-600">
                {day.tasks.map((task) => (
                  <li key={task} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-400" />
                    {task}
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm font-semibold text-emerald-700">✓ {day.deliverable}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
