import { Link } from 'react-router-dom';
import { HelpResourceShell } from './HelpResourceShell';
import { QUICK_START_STEPS, type GuideStep } from './quick-start-guide';

function StepCard({ step, number }: { step: GuideStep; number: number }) {
  return (
    <li id={step.id} className="relative scroll-mt-6 sm:pl-14">
      <span
        aria-hidden="true"
        className="absolute top-0 left-0 hidden size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white shadow-sm sm:flex"
      >
        {number}
      </span>
      <article aria-labelledby={`${step.id}-title`} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
        <h2 id={`${step.id}-title`} className="text-xl font-bold text-stone-900">
          <span className="sr-only">Paso {number}: </span>
          {/* Phones have no room for the number beside the card: it moves into the title. */}
          <span aria-hidden="true" className="mr-2 inline-flex size-7 items-center justify-center rounded-full bg-brand-600 align-[0.1em] text-sm text-white sm:hidden">
            {number}
          </span>
          {step.title}
        </h2>
        <p className="mt-1 text-sm font-medium text-brand-700">{step.outcome}</p>
        <ol className="mt-4 list-decimal space-y-2 pl-5 text-stone-700 marker:font-semibold marker:text-stone-400">
          {step.instructions.map((instruction) => (
            <li key={instruction}>{instruction}</li>
          ))}
        </ol>
        {step.tip && <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">{step.tip}</p>}
        {step.link && (
          <Link to={step.link.to} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
            {step.link.label} →
          </Link>
        )}
      </article>
    </li>
  );
}

/** /help/guia-rapida: the seven steps from an empty account to a festival selling at the gate. */
export function QuickStartGuidePage() {
  return (
    <HelpResourceShell
      title="Guía de inicio rápido"
      description="De una cuenta nueva a vender en la taquilla del festival, aunque no haya señal. Siete pasos, unos minutos cada uno."
    >
      <nav aria-label="Pasos de la guía" className="mb-10 rounded-xl border border-stone-200 bg-white p-5">
        <p className="text-sm font-semibold text-stone-900">En esta guía</p>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {QUICK_START_STEPS.map((step, index) => (
            <li key={step.id}>
              <a href={`#${step.id}`} className="text-brand-700 hover:underline">
                {index + 1}. {step.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="space-y-8">
        {QUICK_START_STEPS.map((step, index) => (
          <StepCard key={step.id} step={step} number={index + 1} />
        ))}
      </ol>
    </HelpResourceShell>
  );
}
