// One card of "Mi Perfil" in edit mode: a draft of its fields, checked with its zod schema
// and saved through update_user_profile. Editar starts from the stored values; Cancelar
// throws the draft away, so the card shows the stored values again.
import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { updateMyProfile, type ProfileChanges } from '../../api/profile';
import { fieldErrorsOf, type FieldErrors } from '../../domain/field-errors';
import { showToast } from '../../ui/toast/toast-store';
import { replaceMyProfile } from '../../session/my-profile-store';

export const SAVED_MESSAGE = '✅ Cambios guardados con éxito';
export const NOT_SAVED_MESSAGE = '❌ No se pudieron guardar los cambios';

export function useProfileSectionEditor<Form extends Record<string, string>>(schema: z.ZodType<ProfileChanges, Form>, stored: Form) {
  const [draft, setDraft] = useState<Form | null>(null);
  const [saving, setSaving] = useState(false);
  // Messages appear after the first Guardar, then follow each keystroke.
  const [showErrors, setShowErrors] = useState(false);
  const errors: FieldErrors = useMemo(() => {
    if (!draft || !showErrors) return {};
    const result = schema.safeParse(draft);
    return result.success ? {} : fieldErrorsOf(result.error);
  }, [schema, draft, showErrors]);

  const edit = () => {
    setDraft(stored);
    setShowErrors(false);
  };
  const cancel = () => setDraft(null);
  const change = (field: string, value: string) => setDraft((current) => current && { ...current, [field]: value });

  const save = async () => {
    if (!draft || saving) return;
    const result = schema.safeParse(draft);
    if (!result.success) {
      setShowErrors(true);
      return;
    }
    setSaving(true);
    try {
      replaceMyProfile(await updateMyProfile(result.data));
      showToast({ title: SAVED_MESSAGE, variant: 'success' });
      setDraft(null);
    } catch (error) {
      showToast({ title: NOT_SAVED_MESSAGE, description: error instanceof Error ? error.message : undefined, variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return { editing: draft !== null, values: draft ?? stored, errors, saving, edit, cancel, change, save };
}

export type ProfileSectionEditor = ReturnType<typeof useProfileSectionEditor>;
