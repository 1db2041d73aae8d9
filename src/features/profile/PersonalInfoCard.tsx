import type { MyProfile } from '../../api/profile';
import { personalInfoSchema, type PersonalInfoForm } from '../../domain/profile-schemas';
import { EditableInfoCard, type InfoField } from './EditableInfoCard';
import { useProfileSectionEditor } from './use-profile-section-editor';

function personalFormOf(profile: MyProfile): PersonalInfoForm {
  return {
    full_name: profile.full_name ?? '',
    document_number: profile.document_number ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
  };
}

export function PersonalInfoCard({ profile, email, online }: { profile: MyProfile; email: string; online: boolean }) {
  const editor = useProfileSectionEditor(personalInfoSchema, personalFormOf(profile));
  // The spec's order: full name, cédula, email, phone, address.
  const fields: InfoField[] = [
    { name: 'full_name', label: 'Nombre completo', autoComplete: 'name' },
    { name: 'document_number', label: 'Cédula', autoComplete: 'off' },
    {
      name: 'email',
      label: 'Correo electrónico',
      fixed: { value: email, note: 'El correo principal no se puede cambiar.' },
    },
    { name: 'phone', label: 'Teléfono', type: 'tel', autoComplete: 'tel' },
    { name: 'address', label: 'Dirección', autoComplete: 'street-address' },
  ];
  return (
    <EditableInfoCard
      title="Información personal"
      description="Tus datos de contacto como organizador."
      fields={fields}
      editor={editor}
      online={online}
    />
  );
}
