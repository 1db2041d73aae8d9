// The visitor's details and how they pay, with the spec's labels word for word.
import { useId } from 'react';
import type { PublicPaymentMethod } from '../../api/public-booking';
import type { FieldErrors } from '../../domain/field-errors';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from '../../domain/reservation-schemas';
import { cx } from '../../ui/class-names';
import { InputField, SelectField, TextAreaField } from '../../ui/validated-fields';
import type { CheckoutValues } from './use-checkout-form';

interface CheckoutFieldsProps {
  values: CheckoutValues;
  errors: FieldErrors;
  update: (changes: Partial<CheckoutValues>) => void;
}

export function CustomerFields({ values, errors, update }: CheckoutFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <InputField
        label="Nombre completo"
        autoComplete="name"
        value={values.customer_name}
        error={errors.customer_name}
        onChange={(event) => update({ customer_name: event.target.value })}
      />
      <InputField
        label="Teléfono"
        type="tel"
        autoComplete="tel"
        value={values.customer_phone}
        error={errors.customer_phone}
        onChange={(event) => update({ customer_phone: event.target.value })}
      />
      <SelectField
        label="Tipo de documento"
        value={values.document_type}
        error={errors.document_type}
        options={DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }))}
        onChange={(event) => update({ document_type: event.target.value as DocumentType })}
      />
      <InputField
        label="Número de documento"
        autoComplete="off"
        value={values.document_number}
        error={errors.document_number}
        onChange={(event) => update({ document_number: event.target.value })}
      />
      <div className="sm:col-span-2">
        <InputField
          label="Correo electrónico (opcional)"
          type="email"
          autoComplete="email"
          value={values.customer_email}
          error={errors.customer_email}
          onChange={(event) => update({ customer_email: event.target.value })}
        />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField label="Notas (opcional)" value={values.notes} error={errors.notes} onChange={(event) => update({ notes: event.target.value })} />
      </div>
    </div>
  );
}

const PAYMENT_CHOICES: { value: PublicPaymentMethod; label: string; detail: string }[] = [
  { value: 'mercadopago', label: 'Tarjeta (MercadoPago)', detail: 'Pagas ahora en la pasarela de pago y tu reserva queda confirmada.' },
  { value: 'cash', label: 'Efectivo', detail: 'Pagas en taquilla; la reserva se guarda 24 horas.' },
];

export function PaymentMethodChoice({ values, update }: Omit<CheckoutFieldsProps, 'errors'>) {
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="space-y-2">
      <p id={labelId} className="text-sm font-medium text-stone-800">
        Método de pago
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {PAYMENT_CHOICES.map((choice) => {
          const checked = values.payment_method === choice.value;
          return (
            <label
              key={choice.value}
              className={cx(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-3 has-focus-visible:ring-2 has-focus-visible:ring-brand-500/40',
                checked ? 'border-brand-500 bg-brand-50' : 'border-stone-200 bg-white',
              )}
            >
              <input
                type="radio"
                name="payment_method"
                value={choice.value}
                checked={checked}
                // Named by the method alone; the detail is its description.
                aria-labelledby={`${labelId}-${choice.value}-name`}
                aria-describedby={`${labelId}-${choice.value}-detail`}
                onChange={() => update({ payment_method: choice.value })}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span id={`${labelId}-${choice.value}-name`} className="block text-sm font-semibold text-stone-900">
                  {choice.label}
                </span>
                <span id={`${labelId}-${choice.value}-detail`} className="block text-xs text-stone-500">
                  {choice.detail}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
