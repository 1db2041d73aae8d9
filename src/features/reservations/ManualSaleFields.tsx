// The customer and payment parts of the manual reservation dialog.
import type { ManualSaleQuote } from '../../db/reservation-sale-queries';
import type { FieldErrors } from '../../domain/field-errors';
import { formatCOP } from '../../domain/money';
import { ChoiceCards } from '../../ui/ChoiceCards';
import { DocumentTypeField } from '../../ui/DocumentTypeField';
import { CheckboxField } from '../../ui/form-fields';
import { InputField, TextAreaField } from '../../ui/validated-fields';
import { PAYMENT_METHOD_CHOICES, type ManualReservationForm } from './manual-reservation-form';

interface FieldsProps {
  values: ManualReservationForm;
  errors: FieldErrors;
  update: (changes: Partial<ManualReservationForm>) => void;
}

export function CustomerFields({ values, errors, update }: FieldsProps) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-stone-900">Datos del cliente</legend>
      <InputField
        label="Nombre completo"
        value={values.customer_name}
        error={errors.customer_name}
        autoComplete="off"
        onChange={(event) => update({ customer_name: event.target.value })}
      />
      <InputField
        label="Correo electrónico"
        type="email"
        value={values.customer_email}
        error={errors.customer_email}
        autoComplete="off"
        onChange={(event) => update({ customer_email: event.target.value })}
      />
      <DocumentTypeField value={values.document_type} error={errors.document_type} onChange={(type) => update({ document_type: type })} />
      <InputField
        label="Número de documento"
        value={values.document_number}
        error={errors.document_number}
        autoComplete="off"
        onChange={(event) => update({ document_number: event.target.value })}
      />
      <InputField
        label="Teléfono"
        type="tel"
        value={values.customer_phone}
        error={errors.customer_phone}
        autoComplete="off"
        onChange={(event) => update({ customer_phone: event.target.value })}
      />
    </fieldset>
  );
}

export function PaymentFields({ values, errors, update, discountError }: FieldsProps & { discountError: string | null }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-stone-900">Pago</legend>
      <ChoiceCards
        label="Método de pago"
        name="payment_method"
        choices={PAYMENT_METHOD_CHOICES}
        value={values.payment_method}
        error={errors.payment_method}
        onChange={(method) => update({ payment_method: method })}
      />
      <InputField
        label="Código de descuento (opcional)"
        value={values.discount_code}
        error={errors.discount_code ?? discountError ?? undefined}
        autoComplete="off"
        onChange={(event) => update({ discount_code: event.target.value })}
      />
      <TextAreaField label="Notas (opcional)" value={values.notes} error={errors.notes} onChange={(event) => update({ notes: event.target.value })} />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <CheckboxField label="Incluye niños" checked={values.includes_children} onChange={(event) => update({ includes_children: event.target.checked })} />
        <CheckboxField label="Compartir palco" checked={values.share_venue} onChange={(event) => update({ share_venue: event.target.checked })} />
      </div>
    </fieldset>
  );
}

export function SaleTotal({ quote }: { quote: ManualSaleQuote | null }) {
  if (!quote) return null;
  return (
    <dl aria-label="Total de la reserva" className="space-y-1 rounded-lg bg-stone-50 px-4 py-3 text-sm">
      <div className="flex justify-between">
        <dt className="text-stone-600">Subtotal</dt>
        <dd>{formatCOP(quote.subtotal)}</dd>
      </div>
      {quote.discountPercent > 0 && (
        <div className="flex justify-between text-emerald-700">
          <dt>Descuento ({quote.discountPercent}%)</dt>
          <dd>−{formatCOP(quote.discountAmount)}</dd>
        </div>
      )}
      <div className="flex justify-between border-t border-stone-200 pt-1 text-base font-bold text-stone-900">
        <dt>Total</dt>
        <dd>{formatCOP(quote.total)}</dd>
      </div>
    </dl>
  );
}
