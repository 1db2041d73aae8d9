// The 7-day launch plan (spec §2 'Internal launch plan') as data, so the page stays a
// layout and the numbers live in one place. `status` says honestly what the product already
// does and what the plan still has to build.

export type BuildStatus = 'ready' | 'planned';

export const BUILD_STATUS_LABELS: Record<BuildStatus, string> = {
  ready: 'Listo',
  planned: 'Por construir',
};

export interface LaunchDay {
  day: number;
  title: string;
  tasks: readonly string[];
  /** What is true at the end of the day. */
  deliverable: string;
}

export const LAUNCH_DAYS: readonly LaunchDay[] = [
  {
    day: 1,
    title: 'Backend y seguridad',
    tasks: ['Proyecto en Supabase y migraciones', 'Seguridad por filas en cada tabla', 'Cuentas de organizador y de taquilla'],
    deliverable: 'Cada organización ve y cambia solo sus datos.',
  },
  {
    day: 2,
    title: 'Graderías y precios',
    tasks: ['Graderías, palcos y zonas de confort del festival', 'Precio base por gradería', 'Sillas premium a 1,5 veces el precio'],
    deliverable: 'El plano completo de sillas, con precios.',
  },
  {
    day: 3,
    title: 'Página pública',
    tasks: ['Evento publicado en /event/festival-bambuco-2025', 'Mapa de sillas en vivo', 'Formulario de datos del comprador'],
    deliverable: 'El público reserva desde el celular sin crear cuenta.',
  },
  {
    day: 4,
    title: 'Pagos',
    tasks: ['Tarjeta por la pasarela (MercadoPago)', 'Efectivo en taquilla con reserva de 24 horas', '«Procesar Pago» para el cajero'],
    deliverable: 'Las dos formas de pago funcionando de punta a punta.',
  },
  {
    day: 5,
    title: 'Automatizaciones',
    tasks: ['Webhook de pago aprobado', 'Recordatorio de reserva por vencer', 'Aviso de venta al organizador'],
    deliverable: 'Nadie tiene que perseguir un pago a mano.',
  },
  {
    day: 6,
    title: 'Bot de ventas y taquilla',
    tasks: ['Bot de WhatsApp con disponibilidad y enlace de compra', 'Tabletas de taquilla preparadas sin conexión', 'Capacitación de taquilleros'],
    deliverable: 'Ventas por chat y en la puerta, aunque se caiga la señal.',
  },
  {
    day: 7,
    title: 'Lanzamiento',
    tasks: ['Apertura de ventas', 'Seguimiento de ocupación e ingresos en el Dashboard', 'Soporte 24/7 durante el festival'],
    deliverable: 'Festival en venta y equipo atento.',
  },
];

export interface PurchaseStep {
  title: string;
  detail: string;
}

/** The spec's purchase flow, in order. */
export const PURCHASE_FLOW: readonly PurchaseStep[] = [
  { title: 'Landing', detail: 'Llega desde redes, el bot o un enlace' },
  { title: 'Selección de asientos', detail: 'Elige sillas en el plano en vivo' },
  { title: 'Datos', detail: 'Nombre, teléfono y documento' },
  { title: 'Método de pago', detail: 'Tarjeta o efectivo' },
  { title: 'Pago', detail: 'En la pasarela o en taquilla en 24 h' },
  { title: 'Confirmación', detail: 'Sillas aseguradas a su nombre' },
];

export interface PaymentShare {
  label: string;
  percent: number;
  detail: string;
}

/** The intended mix (spec §1): 65% digital, 35% cash. */
export const PAYMENT_MIX: readonly PaymentShare[] = [
  { label: 'Digital', percent: 65, detail: 'Tarjeta por MercadoPago: la reserva queda confirmada al pagar.' },
  { label: 'Efectivo', percent: 35, detail: 'En taquilla: la reserva espera 24 horas a que el cajero procese el pago.' },
];

export interface StackPiece {
  title: string;
  status: BuildStatus;
  summary: string;
  points: readonly string[];
}

export const LAUNCH_STACK: readonly StackPiece[] = [
  {
    title: 'Backend como servicio con seguridad por filas',
    status: 'ready',
    summary: 'Supabase: Postgres, autenticación y almacenamiento.',
    points: [
      'Seguridad por filas en todas las tablas, por organización',
      'Funciones del servidor que revisan permisos en cada llamada',
      'Una silla no se puede vender dos veces para el mismo evento',
    ],
  },
  {
    title: 'Webhooks de automatización',
    status: 'planned',
    summary: 'Avisos cuando algo cambia en una reserva.',
    points: ['Pago aprobado → comprobante al comprador', 'Reserva en efectivo por vencer → recordatorio', 'Venta nueva → aviso al organizador'],
  },
  {
    title: 'Bot de ventas',
    status: 'planned',
    summary: 'Un asistente de WhatsApp que vende por chat.',
    points: ['Responde cuántas sillas quedan', 'Envía el enlace de compra marcado con su origen', 'Recuerda los pagos en efectivo pendientes'],
  },
];
