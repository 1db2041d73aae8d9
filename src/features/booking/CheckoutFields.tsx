// The visitor's details and how they pay, with the spec's labels word for word.
import type { PublicPaymentMethod } from '../../api/public-booking';
import type { FieldErrors } from '../../domain/field-errors';
import { ChoiceCards, type Choice } from '../../ui/ChoiceCards';
import { DocumentTypeField } from '../../ui/DocumentTypeField';
import { InputField, TextAreaField } from '../../ui/validated-fields';
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
      <DocumentTypeField value={values.document_type} error={errors.document_type} onChange={(type) => update({ document_type: type })} />
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

const PAYMENT_CHOICES: Choice<PublicPaymentMethod>[] = [
  { value: 'mercadopago', label: 'Tarjeta (MercadoPago)', detail: 'Pagas ahora en la pasarela de pago y tu reserva queda confirmada.' },
  { value: 'cash', label: 'Efectivo', detail: 'Pagas en taquilla; la reserva se guarda 24 horas.' },
];

export function PaymentMethodChoice({ values, update }: Omit<CheckoutFieldsProps, 'errors'>) {
  return (
    <ChoiceCards
      label="Método de pago"
      name="payment_method"
      choices={PAYMENT_CHOICES}
      value={values.payment_method}
      onChange={(method) => update({ payment_method: method })}
    />
  );
}
