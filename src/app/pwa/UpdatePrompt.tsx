import { useStore } from 'zustand';
import { Button } from '../../ui/Button';
import { RefreshIcon } from '../../ui/icons';
import type { UpdateFlow } from './update-flow';

/** A corner card, not a dialog: the cashier may finish the sale before updating. */
export function UpdatePrompt({ flow }: { flow: UpdateFlow }) {
  const status = useStore(flow, (state) => state.status);
  const applyUpdate = useStore(flow, (state) => state.applyUpdate);
  const postpone = useStore(flow, (state) => state.postpone);
  if (status === 'hidden') return null;

  const applying = status === 'applying';
  return (
    <section
      aria-labelledby="update-prompt-title"
      className="fixed inset-x-4 bottom-4 z-50 rounded-xl border border-stone-200 bg-white p-4 shadow-lg sm:left-auto sm:w-96"
    >
      <div className="flex gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <RefreshIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="update-prompt-title" className="font-semibold text-stone-900">
            Hay una nueva versión
          </h2>
          <p className="mt-1 text-sm text-stone-600">Actualiza para usar la versión más reciente de Taquilla.</p>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={postpone} disabled={applying}>
          Más tarde
        </Button>
        <Button size="sm" onClick={applyUpdate} disabled={applying}>
          {applying ? 'Actualizando…' : 'Actualizar'}
        </Button>
      </div>
    </section>
  );
}
