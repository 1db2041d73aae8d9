import { PageHeader } from '../../ui/PageHeader';

export function HelpPage() {
  return <PageHeader title="Centro de Ayuda" description="Soporte 24/7 durante el festival." />;
}
