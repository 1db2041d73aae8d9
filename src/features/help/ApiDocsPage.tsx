import { cx } from '../../ui/class-names';
import { API_CALLER_LABELS, API_FUNCTIONS, type ApiCaller, type ApiFunctionDoc } from './api-reference';
import { HelpResourceShell } from './HelpResourceShell';

const CALLER_CLASSES: Record<ApiCaller, string> = {
  public: 'bg-emerald-50 text-emerald-800',
  member: 'bg-sky-50 text-sky-800',
  organizer: 'bg-brand-50 text-brand-800',
};

const EXAMPLE = `curl -X POST "$SUPABASE_URL/rest/v1/rpc/get_event_seat_statuses" \\
  -H "apikey: $SUPABASE_ANON_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"event_slug": "festival-bambuco-2025"}'`;

function FunctionDoc({ doc }: { doc: ApiFunctionDoc }) {
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-mono text-base font-semibold break-all text-stone-900">{doc.name}</h3>
        <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-semibold', CALLER_CLASSES[doc.caller])}>{API_CALLER_LABELS[doc.caller]}</span>
      </div>
      <p className="mt-2 text-sm text-stone-700">{doc.description}</p>
      <p className="mt-3 font-mono text-xs break-words text-stone-500">
        {doc.args.length > 0 ? `{ ${doc.args.join(', ')} }` : 'Sin argumentos'}
      </p>
    </li>
  );
}

/** /help/recursos/api: the RPC functions of supabase/migrations that the app calls. */
export function ApiDocsPage() {
  return (
    <HelpResourceShell
      title="Documentación API"
      description="Taquilla no tiene una API aparte: la app habla con el servidor a través de estas funciones, y cualquier integración puede usar las mismas."
    >
      <section aria-labelledby="api-how" className="space-y-3 text-stone-700">
        <h2 id="api-how" className="text-lg font-bold text-stone-900">
          Cómo se llaman
        </h2>
        <p>
          Cada función es un <code className="font-mono text-sm">POST /rest/v1/rpc/&lt;función&gt;</code> de Supabase con los argumentos por
          nombre en un JSON. Las de visitantes solo necesitan la clave anónima; las demás, además, el token de sesión en{' '}
          <code className="font-mono text-sm">Authorization: Bearer</code>. Cada función vuelve a comprobar quién llama, y la seguridad por filas
          impide ver o tocar datos de otra organización.
        </p>
        <p>
          Un error responde con el mensaje en español en <code className="font-mono text-sm">message</code> y un código estable en{' '}
          <code className="font-mono text-sm">details</code> (por ejemplo <code className="font-mono text-sm">seats_unavailable</code>), con HTTP
          400, 401, 403, 404 o 409.
        </p>
        {/* Focusable so a keyboard can scroll it sideways on a phone (axe scrollable-region-focusable). */}
        <pre tabIndex={0} aria-label="Ejemplo de respuesta de error" className="overflow-x-auto rounded-lg bg-stone-900 p-4 text-xs text-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600">
          {EXAMPLE}
        </pre>
      </section>
      <section aria-labelledby="api-functions" className="mt-10">
        <h2 id="api-functions" className="text-lg font-bold text-stone-900">
          Funciones
        </h2>
        <ul className="mt-4 space-y-3">
          {API_FUNCTIONS.map((doc) => (
            <FunctionDoc key={doc.name} doc={doc} />
          ))}
        </ul>
      </section>
    </HelpResourceShell>
  );
}
