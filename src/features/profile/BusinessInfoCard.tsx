import type { MyProfile } from '../../api/profile';
import { businessInfoSchema, type BusinessInfoForm } from '../../domain/profile-schemas';
import { EditableInfoCard, type InfoField } from './EditableInfoCard';
import { useProfileSectionEditor } from './use-profile-section-editor';

function businessFormOf(profile: MyProfile): BusinessInfoForm {
  return {
    company_name: profile.company_name ?? '',
    rnt: profile.rnt ?? '',
    business_description: profile.business_description ?? '',
  };
}

const FIELDS: InfoField[] = [
  { name: 'company_name', label: 'Nombre de la empresa', autoComplete: 'organization' },
  { name: 'rnt', label: 'RNT (Registro Nacional de Turismo)', autoComplete: 'off' },
  { name: 'business_description', label: 'Descripción del negocio', multiline: true },
];

export function BusinessInfoCard({ profile, online }: { profile: MyProfile; online: boolean }) {
  const editor = useProfileSectionEditor(businessInfoSchema, businessFormOf(profile));
  return (
    <EditableInfoCard
      title="Información empresarial"
      description="Los datos de tu empresa organizadora."
      fields={FIELDS}
      editor={editor}
      online={online}
    />
  );
}
