// The spec's support block: where a visitor goes for what the page does not do online
// (more than 12 seats, special requests, booking by phone).
export const SUPPORT_BLOCK_ID = 'soporte';

export function SupportAside() {
  return (
    <aside id={SUPPORT_BLOCK_ID} aria-label="Soporte" className="scroll-mt-4 rounded-xl lg:sticky lg:top-4 border border-stone-200 bg-white p-5 shadow-sm">
      <h2 className="text-base font-bold text-stone-900">¿Necesitas ayuda?</h2>
      <p className="mt-2 text-sm text-stone-600">
        Escríbenos o llámanos para reservar más de 12 asientos, hacer solicitudes especiales o reservar por teléfono.
      </p>
      <ul className="mt-4 space-y-2 text-sm">
        <li>
          <span className="block text-xs font-medium text-stone-500">Teléfono</span>
          <a href="tel:+573001234567" className="font-semibold text-brand-700 hover:underline">
            +57 300 123 4567
          </a>
        </li>
        <li>
          <span className="block text-xs font-medium text-stone-500">Correo electrónico</span>
          <a href="mailto:soporte@taquilla.co" className="font-semibold text-brand-700 hover:underline">
            soporte@taquilla.co
          </a>
        </li>
      </ul>
      <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-xs font-semibold text-emerald-800">Atención 24/7 durante el festival</p>
    </aside>
  );
}
