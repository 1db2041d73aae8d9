// The verdict, big enough to read at arm's length: green to let in, red to stop, amber when
// the gate cannot tell (a code it cannot read, a key not synced yet).
import type { VerdictText } from '../../domain/check-in-verdict';
import { cx } from '../../ui/class-names';
import type { ShownVerdict } from './use-gate-scanner';

const TONE_CLASSES: Record<VerdictText['tone'], string> = {
  go: 'border-emerald-600 bg-emerald-600 text-white',
  stop: 'border-red-600 bg-red-600 text-white',
  warn: 'border-amber-500 bg-amber-100 text-amber-950',
};

export function VerdictPanel({ shown }: { shown: ShownVerdict | null }) {
  return (
    <div role="status" aria-live="assertive" aria-atomic="true">
      {shown ? (
        <div key={shown.serial} data-verdict={shown.verdict?.kind ?? 'error'} className={cx('rounded-2xl border-4 p-6 text-center shadow-sm', TONE_CLASSES[shown.text.tone])}>
          <p className="text-4xl font-extrabold tracking-tight sm:text-5xl">{shown.text.title}</p>
          <p className="mt-3 text-lg font-medium sm:text-xl">{shown.text.detail}</p>
          {shown.recordError && <p className="mt-3 text-base font-semibold">No se pudo registrar el ingreso: {shown.recordError}</p>}
          <p className="mt-2 text-xs opacity-80">Verificado en {Math.max(1, Math.round(shown.tookMs))} ms</p>
        </div>
      ) : (
        <div className="rounded-2xl border-4 border-dashed border-stone-300 p-6 text-center text-stone-500">
          <p className="text-2xl font-semibold">Esperando una entrada</p>
          <p className="mt-2">Escanea el QR con el lector o la cámara, o escribe el código corto.</p>
        </div>
      )}
    </div>
  );
}
