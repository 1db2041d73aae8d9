// A profile card that shows its fields and turns into a form on Editar (spec §4: Editar,
// then Cancelar and Guardar Cambios). Personal and business information share it.
import { useId, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { cx } from '../../ui/class-names';
import { InputField, TextAreaField } from '../../ui/validated-fields';
import type { ProfileSectionEditor } from './use-profile-section-editor';
import { NEEDS_CONNECTION } from './use-server-reachable';

export interface InfoField {
  name: string;
  label: string;
  multiline?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
  /** A value shown in both modes that this card cannot change, with why. */
  fixed?: { value: string; note: string };
}

interface EditableInfoCardProps {
  title: string;
  description: string;
  fields: InfoField[];
  editor: ProfileSectionEditor;
  online: boolean;
}

export function EditableInfoCard({ title, description, fields, editor, online }: EditableInfoCardProps) {
  const headingId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-stone-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-stone-500">{description}</p>
        </div>
        {!editor.editing && (
          <Button variant="outline" size="sm" onClick={editor.edit} disabled={!online}>
            Editar
          </Button>
        )}
      </div>
      {!online && <p className="mt-2 text-xs font-medium text-amber-700">{NEEDS_CONNECTION}</p>}
      {editor.editing ? (
        <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {fields.map((field) => (
              <EditableField key={field.name} field={field} editor={editor} />
            ))}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={editor.cancel} disabled={editor.saving}>
              Cancelar
            </Button>
            <Button type="submit" disabled={editor.saving || !online}>
              {editor.saving ? 'Guardando...' : 'Guardar Cambios'}
            </Button>
          </div>
        </form>
      ) : (
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          {fields.map((field) => (
            <StoredValue key={field.name} field={field} value={field.fixed?.value ?? editor.values[field.name]} />
          ))}
        </dl>
      )}
    </Card>
  );
}

function EditableField({ field, editor }: { field: InfoField; editor: ProfileSectionEditor }) {
  const common = { label: field.label, error: editor.errors[field.name], autoComplete: field.autoComplete };
  if (field.fixed) return <InputField {...common} value={field.fixed.value} disabled hint={field.fixed.note} />;
  if (field.multiline) {
    return (
      <div className="sm:col-span-2">
        <TextAreaField {...common} rows={4} value={editor.values[field.name]} onChange={(event) => editor.change(field.name, event.target.value)} />
      </div>
    );
  }
  return (
    <InputField
      {...common}
      type={field.type ?? 'text'}
      value={editor.values[field.name]}
      onChange={(event) => editor.change(field.name, event.target.value)}
    />
  );
}

// A <dl> group holds only <dt> and <dd> (axe 'definition-list'), so the fixed field's note is
// part of its value. An empty value reads in stone-500, the lightest grey with 4.5:1 on white.
function StoredValue({ field, value }: { field: InfoField; value: string }) {
  return (
    <div className={cx(field.multiline && 'sm:col-span-2')}>
      <dt className="text-sm font-medium text-stone-500">{field.label}</dt>
      <dd className={cx('mt-0.5 text-stone-900', field.multiline && 'whitespace-pre-line', !value && 'text-stone-500 italic')}>
        {value || 'Sin registrar'}
        {field.fixed && <span className="mt-0.5 block text-xs text-stone-500 not-italic">{field.fixed.note}</span>}
      </dd>
    </div>
  );
}
