import type { FormEvent } from 'react';
import { counted } from '../../domain/plural';
import { SUPPORT_SUBJECTS } from '../../api/support';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { InputField, SelectField, TextAreaField } from '../../ui/validated-fields';
import { SendIcon } from '../../ui/icons';
import { MESSAGE_MAX_LENGTH, SUPPORT_SUBJECT_LABELS } from './support-message-schema';
import { useSupportMessageForm } from './use-support-message-form';
import { formatCount } from '../../domain/money';

const SUBJECT_OPTIONS = SUPPORT_SUBJECTS.map((subject) => ({ value: subject, label: SUPPORT_SUBJECT_LABELS[subject] }));

/** Stays after the toast is gone, so the organizer knows where the answer will arrive. */
function SentNotice({ email }: { email: string }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <span aria-hidden="true" className="flex size-5 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-xs text-white">
        ✓
      </span>
      <p>
        <strong className="block">¡Mensaje enviado!</strong>
        Lo recibimos y te responderemos a {email}.
      </p>
    </div>
  );
}

/** 'Envíanos un mensaje': stored in the organization's support inbox through submit_support_message. */
export function SupportContactForm() {
  const form = useSupportMessageForm();
  const { values, errors, setField } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-xl font-bold text-stone-900">Envíanos un mensaje</h2>
      <p className="mt-1 text-sm text-stone-600">Llega a nuestro equipo de soporte con los datos de tu organización.</p>
      <form noValidate onSubmit={onSubmit} aria-label="Formulario de contacto" className="mt-5 space-y-4">
        {form.sentTo && <SentNotice email={form.sentTo} />}
        {form.failure && <Alert variant="destructive">{form.failure}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <InputField label="Nombre" autoComplete="name" value={values.name} error={errors.name} onChange={(event) => setField('name', event.target.value)} />
          <InputField
            label="Correo electrónico"
            type="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => setField('email', event.target.value)}
          />
        </div>
        <SelectField
          label="Asunto"
          placeholder="Selecciona un asunto"
          options={SUBJECT_OPTIONS}
          value={values.subject}
          error={errors.subject}
          onChange={(event) => setField('subject', event.target.value as typeof values.subject)}
        />
        <TextAreaField
          label="Mensaje"
          rows={5}
          placeholder="Cuéntanos qué pasó, en qué pantalla y desde qué dispositivo."
          value={values.message}
          error={errors.message}
          hint={`${formatCount(values.message.trim().length)} / ${counted(MESSAGE_MAX_LENGTH, 'carácter', 'caracteres')}`}
          onChange={(event) => setField('message', event.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={form.pending}>
            <SendIcon className="size-4" />
            {form.pending ? 'Enviando…' : 'Enviar mensaje'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
