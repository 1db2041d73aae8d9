import { PageHeader } from '../../ui/PageHeader';

export function ProfilePage() {
  return <PageHeader title="Mi Perfil" description="Tu información personal, de empresa y de seguridad." />;
}
