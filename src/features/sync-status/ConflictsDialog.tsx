import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { dismissConflict, listConflicts } from '../../db/sync-queries';
import type { TaquillaDatabase } from '../../db/taquilla-database';
import { formatDateTime } from '../../domain/dates';
import { Button } from '../../ui/Button';
import { opKindLabel } from './sync-labels';

interface ConflictsDialogProps {
  replica: TaquillaDatabase;
  onClose: () => void;
}

/** The ops the server refused; their changes were already taken back on this device. */
export function ConflictsDialog({ replica, onClose }: ConflictsDialogProps) {
  const conflicts = useLiveQuery(() => listConflicts(replica), [replica]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [onClose]);

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center bg-stone-900/40 p-4 pt-20" onClick={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="conflicts-title"
        className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="conflicts-title" className="text-lg font-bold text-stone-900">
          Conflictos de sincronización
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          El servidor rechazó estas operaciones y sus cambios se deshicieron en este dispositivo.
        </p>
        {conflicts?.length === 0 && <p className="mt-4 text-sm text-stone-500">No hay conflictos.</p>}
        <ul className="mt-4 space-y-3">
          {conflicts?.map((conflict) => (
            <li key={conflict.op_id} className="rounded-lg border border-red-200 bg-red-50 p-3">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="text-sm font-semibold text-stone-900">{opKindLabel(conflict.op.kind)}</p>
                  <p className="text-sm text-red-800">{conflict.message}</p>
                  <p className="mt-1 text-xs text-stone-500">{formatDateTime(conflict.op.created_at)}</p>
                </div>
                <Button variant="outline" size="sm" onClick={() => void dismissConflict(replica, conflict.op_id)}>
                  Descartar
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cerrar
          </Button>
        </div>
      </div>
    </div>
  );
}
