import { counted } from '../../domain/plural';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FaqAccordion } from './FaqAccordion';
import { searchFaq } from './faq-search';
import { FAQ_ENTRIES } from '../../domain/help-content';
import { SearchIcon } from '../../ui/icons';

function NoResults({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <EmptyState
      size="compact"
      title={`No encontramos preguntas para «${query.trim()}».`}
      actions={
        <Button variant="outline" size="sm" onClick={onClear}>
          Limpiar búsqueda
        </Button>
      }
    >
      Prueba con otras palabras o escríbenos en el formulario de contacto.
    </EmptyState>
  );
}

/** 'Preguntas frecuentes': the search filters the accordion as the organizer types. */
export function FaqSection() {
  const [query, setQuery] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const results = useMemo(() => searchFaq(FAQ_ENTRIES, query), [query]);
  const headingId = useId();
  const searching = query.trim() !== '';

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        Preguntas frecuentes
      </h2>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-stone-400" />
        <input
          type="search"
          aria-label="Buscar en las preguntas frecuentes"
          placeholder="Buscar: graderías, pagos, cancelar…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="block h-11 w-full rounded-lg border border-stone-300 bg-white pr-3 pl-10 text-stone-900 shadow-xs placeholder:text-stone-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        />
      </div>
      <p role="status" className={searching ? 'text-sm text-stone-600' : 'sr-only'}>
        {counted(results.length, 'pregunta encontrada', 'preguntas encontradas')}
      </p>
      {results.length > 0 ? (
        <FaqAccordion entries={results} openId={openId} onOpenChange={setOpenId} />
      ) : (
        <NoResults query={query} onClear={() => setQuery('')} />
      )}
    </section>
  );
}
