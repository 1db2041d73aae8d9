import type { ComponentType, ReactNode, SVGProps } from 'react';
import { Card } from '../../ui/Card';
import { SUPPORT_CONTACT } from '../../domain/help-content';
import { ClockIcon, MailIcon, PhoneIcon } from '../../ui/icons';

interface ContactCardProps {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  children: ReactNode;
  note: string;
}

function ContactCard({ Icon, title, children, note }: ContactCardProps) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
        <Icon />
      </span>
      <div className="min-w-0">
        <h2 className="text-sm font-semibold text-stone-900">{title}</h2>
        <div className="mt-1 text-base font-semibold break-words text-brand-700">{children}</div>
        <p className="mt-1 text-xs text-stone-500">{note}</p>
      </div>
    </Card>
  );
}

/** The spec's three contact cards: phone, email and the festival's 24/7 hours. */
export function SupportContactCards() {
  return (
    <section aria-label="Contacto" className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,15rem),1fr))] gap-4">
      <ContactCard Icon={PhoneIcon} title="Soporte telefónico" note="Para urgencias en la taquilla">
        <a href={SUPPORT_CONTACT.phoneHref} className="hover:underline">
          {SUPPORT_CONTACT.phone}
        </a>
      </ContactCard>
      <ContactCard Icon={MailIcon} title="Soporte por correo" note="Para consultas con detalle y capturas">
        <a href={SUPPORT_CONTACT.emailHref} className="hover:underline">
          {SUPPORT_CONTACT.email}
        </a>
      </ContactCard>
      <ContactCard Icon={ClockIcon} title="Horario" note="Festival del 13 al 30 de junio de 2025">
        <span className="text-stone-900">{SUPPORT_CONTACT.hours}</span>
      </ContactCard>
    </section>
  );
}
