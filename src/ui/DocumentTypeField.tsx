import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, type DocumentType } from '../domain/document-types';
import { SelectField } from './validated-fields';

const OPTIONS = DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }));

/** The customer's document type, at the gate and on the public page alike. */
export function DocumentTypeField({ value, error, onChange }: { value: DocumentType; error?: string; onChange(type: DocumentType): void }) {
  return (
    <SelectField label="Tipo de documento" value={value} error={error} options={OPTIONS} onChange={(event) => onChange(event.target.value as DocumentType)} />
  );
}
