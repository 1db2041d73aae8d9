import { Link } from 'react-router-dom';
import { Logo } from '../../ui/Logo';
import { DEMO_FESTIVAL_PATH } from '../../domain/demo-festival';
import { SUPPORT_CONTACT } from '../../domain/help-content';
import { API_DOCS_PATH, HELP_PATH, QUICK_START_GUIDE_PATH, VIDEO_TUTORIALS_PATH } from '../../domain/help-paths';

interface FooterLink {
  label: string;
  href: string;
}

// Every link leads somewhere real (the spec's footer had only dead ones); the landing test
// checks each against the router.
const FOOTER_COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Producto',
    links: [
      { label: 'Funciones', href: '#funciones' },
      { label: 'Festival de demostración', href: DEMO_FESTIVAL_PATH },
      { label: 'Crear cuenta', href: '/register' },
      { label: 'Iniciar sesión', href: '/login' },
    ],
  },
  {
    title: 'Ayuda',
    links: [
      { label: 'Guía de inicio rápido', href: QUICK_START_GUIDE_PATH },
      { label: 'Centro de Ayuda', href: HELP_PATH },
      { label: 'Video tutoriales', href: VIDEO_TUTORIALS_PATH },
      { label: 'Documentación API', href: API_DOCS_PATH },
    ],
  },
  {
    title: 'Contacto',
    links: [
      { label: SUPPORT_CONTACT.email, href: SUPPORT_CONTACT.emailHref },
      { label: SUPPORT_CONTACT.phone, href: SUPPORT_CONTACT.phoneHref },
    ],
  },
];

const LINK_CLASSES = 'text-stone-600 hover:text-stone-900 hover:underline';

/** In-app paths go through the router; anchors, mailto and tel stay plain links. */
function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={LINK_CLASSES}>
        {link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} className={LINK_CLASSES}>
      {link.label}
    </a>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <Logo />
          <p className="mt-3 max-w-xs text-sm text-stone-600">
            Taquilla para festivales con sillas numeradas: en línea, en la puerta y sin señal.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-stone-900">{column.title}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <FooterAnchor link={link} />
                </li>
              ))}
              {column.title === 'Contacto' && <li className="text-stone-500">{SUPPORT_CONTACT.hours}</li>}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-stone-100 py-6 text-center text-sm text-stone-500">© 2025 Taquilla · Hecho en Colombia</p>
    </footer>
  );
}
