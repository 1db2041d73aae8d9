// 'Abrir turno' with the starting float and 'Cerrar turno' with the counted cash. The close
// form shows nothing of the expected total (blind count): the result appears only after.
import { useState, type FormEvent } from 'react';
import { CommandValidationError } from '../../db/commands/command-definition';
import { typedPesos } from '../../domain/cash-shifts';
import { useRunCommand } from '../../session/replica-hooks';
import { useAuthStore } from '../../session/auth-store';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { InputField } from '../../ui/validated-fields';

function useAmountForm(label: string, submit: (pesos: number) => Promise<void>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const pesos = typedPesos(text);
    if (pesos === null) {
      setError(`Escribe ${label} en pesos, solo números`);
      return;
    }
    setPending(true);
    try {
      await submit(pesos);
      setError(undefined);
      setText('');
    } catch (failure) {
      setError(failure instanceof CommandValidationError ? failure.message : 'No se pudo guardar. Intenta de nuevo.');
    } finally {
      setPending(false);
    }
  };
  return { text, setText, error, pending, onSubmit };
}

export function OpenShiftForm() {
  const runCommand = useRunCommand();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const form = useAmountForm('la base inicial', async (pesos) => {
    await runCommand('shifts-open', { opening_float: pesos, opened_at: new Date().toISOString(), cashier_id: userId ?? undefined });
  });
  return (
    <Card className="p-5">
      <form onSubmit={form.onSubmit} className="space-y-4" noValidate>
        <h2 className="text-lg font-semibold text-stone-900">Abrir turno</h2>
        <p className="text-sm text-stone-600">Cuenta el efectivo con el que empiezas (la base para dar vueltos). Funciona sin conexión.</p>
        <InputField label="Base inicial" inputMode="numeric" placeholder="50.000" value={form.text} error={form.error} onChange={(event) => form.setText(event.target.value)} />
        <Button type="submit" size="lg" disabled={form.pending}>
          Abrir turno
        </Button>
      </form>
    </Card>
  );
}

export function CloseShiftForm({ shiftId, onCancel }: { shiftId: string; onCancel: () => void }) {
  const runCommand = useRunCommand();
  const form = useAmountForm('el efectivo contado', async (pesos) => {
    await runCommand('shifts-close', { shift_id: shiftId, counted_cash: pesos, closed_at: new Date().toISOString() });
    onCancel();
  });
  return (
    <Card className="p-5">
      <form onSubmit={form.onSubmit} className="space-y-4" noValidate>
        <h2 className="text-lg font-semibold text-stone-900">Cerrar turno</h2>
        <p className="text-sm text-stone-600">
          Cuenta todo el efectivo de la caja y escribe el total. Lo esperado y la diferencia se muestran después de cerrar. El cierre no se puede modificar.
        </p>
        <InputField label="Efectivo contado" inputMode="numeric" placeholder="0" value={form.text} error={form.error} onChange={(event) => form.setText(event.target.value)} autoFocus />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="lg" disabled={form.pending}>
            Cerrar turno y ver la diferencia
          </Button>
          <Button variant="outline" size="lg" onClick={onCancel}>
            Volver
          </Button>
        </div>
      </form>
    </Card>
  );
}
