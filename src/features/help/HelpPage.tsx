import { PageHeader } from '../../ui/PageHeader';
import { FaqSection } from './FaqSection';
import { HelpResources } from './HelpResources';
import { SupportContactCards } from './SupportContactCards';
import { SupportContactForm } from './SupportContactForm';

/** 'Centro de Ayuda' (spec §2): contact, searchable FAQ, a contact form that really sends, and resources. */
export function HelpPage() {
  return (
    <>
      <PageHeader title="Centro de Ayuda" description="Respuestas rápidas y soporte 24/7 durante el festival." />
      <div className="space-y-8">
        <SupportContactCards />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <FaqSection />
          <div className="space-y-8">
            <SupportContactForm />
            <HelpResources />
          </div>
        </div>
      </div>
    </>
  );
}
