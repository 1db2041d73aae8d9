// 'Mejores N asientos juntos' on the public page (issue 21): the visitor asks for N seats
// together (up to the online limit) and the shared rule picks them; the map shows them selected.
import { useState } from 'react';
import { counted } from '../../domain/plural';
import { MAX_ONLINE_SEATS } from '../../domain/seat-selection';

export function BestSeatsPicker({ onChoose }: { onChoose: (count: number) => Promise<boolean> }) {
  const [count, setCount] = useState(2);
  const [missing, setMissing] = useState<number | null>(null);
  const choose = async () => setMissing((await onChoose(count)) ? null : count);
  return (
    <div className="flex flex-wrap items-end gap-2 rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      <label className="text-sm text-stone-700">
        <span className="block">Asientos juntos</span>
        <select value={count} onChange={(event) => setCount(Number(event.target.value))} className="mt-1 rounded-md border border-stone-300 px-2 py-1.5">
          {Array.from({ length: MAX_ONLINE_SEATS }, (_, index) => index + 1).map((option) => (
            <option key={option} value={option}>{option}</option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => void choose()} className="rounded-lg border border-stone-300 px-3 py-2 text-sm font-medium text-stone-900 hover:bg-stone-50">
        Mejores {counted(count, 'asiento junto', 'asientos juntos')}
      </button>
      {missing !== null && <p role="alert" className="text-sm font-medium text-red-600">No hay {counted(missing, 'asiento junto', 'asientos juntos')}</p>}
    </div>
  );
}
