import { localMailboxUrl } from '../api/config';

/** On the embedded backend no mail leaves the machine: say where it can be read. */
export function LocalMailboxHint() {
  const url = localMailboxUrl();
  if (!url) return null;
  return (
    <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
      ¿Taquilla corre en este equipo sin servidor de correo? Los mensajes llegan al{' '}
      <a href={url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 hover:underline">
        correo local
      </a>
      .
    </p>
  );
}
