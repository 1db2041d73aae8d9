// 'Cobrar en efectivo': the amount due in large type, the usual bills and the exact amount as
// one tap each (a bill is what the customer hands over, so tapping it records the sale), or any
// other amount typed on the keypad and Enter.
import { useState } from 'react';
import { QUICK_BILLS } from '../../domain/cash-change';
import { formatCOP } from '../../domain/money';
import { Button } from '../../ui/Button';

const BILL_BUTTON = 'h-20 rounded-2xl border border-emerald-300 bg-emerald-50 text-2xl font-bold text-emerald-950 shadow-sm hover:bg-emerald-100 disabled:opacity-50';

export function CashPanel({ total, busy, onCharge, onBack }: { total: number; busy: boolean; onCharge: (received: number) => void; onBack: () => void }) {
  const [typed, setTyped] = useState('');
  const typedAmount = Number(typed.replace(/\D/g, ''));
  return (
    <section aria-label="Cobro en efectivo" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4">
      <div className="text-center">
        <p className="text-sm font-medium text-stone-600">Total a cobrar</p>
        <p className="text-5xl font-extrabold text-stone-900" aria-label="Total a cobrar">
          {formatCOP(total)}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {QUICK_BILLS.map((bill) => (
          <button key={bill} type="button" className={BILL_BUTTON} disabled={busy} onClick={() => onCharge(bill)}>
            {formatCOP(bill)}
          </button>
        ))}
        <button type="button" className={BILL_BUTTON} disabled={busy} onClick={() => onCharge(total)}>
          Monto exacto
        </button>
      </div>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onCharge(typed.trim() === '' ? total : typedAmount);
        }}
      >
        <label className="flex-1 text-sm font-medium text-stone-700">
          Otro monto recibido
          <input
            autoFocus
            inputMode="numeric"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Enter cobra el monto exacto"
            className="mt-1 block w-full rounded-lg border border-stone-300 px-3 py-3 text-xl"
          />
        </label>
        <Button type="submit" size="lg" disabled={busy}>
          Cobrar
        </Button>
      </form>
      <Button variant="outline" onClick={onBack}>
        Volver a los asientos
      </Button>
    </section>
  );
}
