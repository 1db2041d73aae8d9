import { useState, type FormEvent } from 'react';
import type { GraderiaRow } from '../../db/rows';
import { useRunCommand } from '../../session/replica-hooks';
import { Button } from '../../ui/Button';
import { showToast } from '../../ui/toast/toast-store';
import { FormSection } from '../../ui/FormSection';
import { BasePriceField } from './BasePriceField';
import { basePriceError } from './edit-venue-form';
import { numberFromInput } from './new-venue-form';
import { simulatePrice, type MultiplierCounts } from './price-simulation';
import { RevenueSimulation } from './RevenueSimulation';

interface PriceFormProps {
  graderia: GraderiaRow;
  multiplierCounts: MultiplierCounts;
}

export function PriceForm({ graderia, multiplierCounts }: PriceFormProps) {
  const runCommand = useRunCommand();
  const [priceText, setPriceText] = useState(String(graderia.base_price));
  const [pending, setPending] = useState(false);
  const error = basePriceError(priceText);
  // While the typed price is invalid the simulation keeps showing the current one.
  const newPrice = error ? graderia.base_price : (numberFromInput(priceText) as number);
  const simulation = simulatePrice(multiplierCounts, graderia.base_price, newPrice);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (error || pending) return;
    setPending(true);
    try {
      await runCommand('graderias-update', { id: graderia.id, base_price: newPrice });
      showToast({ title: 'Precios actualizados', variant: 'success' });
    } catch {
      showToast({ title: 'No se pudieron actualizar los precios. Intenta nuevamente.', variant: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <FormSection title="Precio base" description="Los asientos premium cuestan el precio base por 1,5.">
        <BasePriceField value={priceText} error={error} onChange={setPriceText} />
        <div className="flex justify-end">
          <Button type="submit" disabled={Boolean(error) || pending}>
            {pending ? 'Guardando…' : 'Guardar Precios'}
          </Button>
        </div>
      </FormSection>
      <RevenueSimulation simulation={simulation} multiplierCounts={multiplierCounts} basePrice={newPrice} />
    </form>
  );
}
