// 'Guía de inicio rápido' for organizers, as plain data like the FAQ: the guide page shows
// it and the AI assistant can quote it. Button names are the app's own, word for word.
import type { HelpLink } from '../../domain/help-content';

export interface GuideStep {
  id: string;
  title: string;
  /** One line: what this step gets you. */
  outcome: string;
  instructions: readonly string[];
  tip?: string;
  link?: HelpLink;
}

export const QUICK_START_STEPS: readonly GuideStep[] = [
  {
    id: 'crear-graderia',
    title: 'Crea tu gradería',
    outcome: 'El plano con todas las sillas numeradas, listo para vender.',
    instructions: [
      'Entra con tu cuenta de organizador y abre Mis Graderías → «Nueva Gradería».',
      'Escribe el nombre y elige el tipo: Gradería General, Palco VIP o Zona de Confort.',
      'Define filas (1 a 50), columnas (1 a 50) y pisos (1 a 5). La vista previa muestra el plano.',
      'Fija el precio base (mínimo $1.000) o toca una de las sugerencias, y pulsa «Crear Gradería».',
    ],
    tip: 'Las 4 primeras y las 4 últimas columnas son premium y cuestan 1,5 veces el precio base. Las dimensiones no se cambian después: revísalas antes de crear.',
    link: { label: 'Crear una gradería', to: '/venues/crear' },
  },
  {
    id: 'crear-evento',
    title: 'Crea el evento',
    outcome: 'Un evento con fechas, graderías y su propia dirección pública.',
    instructions: [
      'Abre Mis Eventos → «Crear Evento».',
      'Escribe el nombre: el slug (la dirección pública) se llena solo y puedes ajustarlo.',
      'Indica fechas y horas de inicio y fin, y una descripción para el público.',
      'Marca las graderías que vende este evento y deja encendido «Evento activo». Pulsa «Crear Evento».',
    ],
    tip: 'Cada evento tiene su propio inventario: una silla vendida para un evento sigue libre para otro que use la misma gradería.',
    link: { label: 'Crear un evento', to: '/events/crear' },
  },
  {
    id: 'compartir-pagina',
    title: 'Comparte la página pública',
    outcome: 'El público reserva sus sillas desde el celular, sin crear cuenta.',
    instructions: [
      'En Mis Eventos, pulsa «Página pública» en la tarjeta del evento: se abre /event/{slug}.',
      'Comparte esa dirección en redes, WhatsApp o un código QR.',
      'El comprador elige hasta 12 sillas en el plano, deja sus datos y paga con tarjeta (MercadoPago) o elige pagar en efectivo en taquilla.',
      'Para pausar las ventas en línea, apaga «Evento activo» en «Configurar».',
    ],
    tip: 'La página pública necesita conexión. Para grupos de más de 12 personas el comprador ve el contacto de soporte.',
    link: { label: 'Ver el festival de demostración', to: '/event/festival-bambuco-2025' },
  },
  {
    id: 'preparar-taquilla',
    title: 'Prepara la taquilla para trabajar sin señal',
    outcome: 'Cada tableta de taquilla vende aunque se caiga internet.',
    instructions: [
      'En cada dispositivo inicia sesión una vez con conexión (cuenta de organizador o de taquilla).',
      'Abre Reservas y Mis Eventos y espera a que la barra superior diga «En línea» y «0 pendientes»: los datos ya están en el dispositivo.',
      'Si el navegador lo ofrece, instala la app en la pantalla de inicio para abrirla sin conexión.',
    ],
    tip: 'No cierres sesión ni borres los datos del navegador mientras haya cambios pendientes: todavía no llegaron al servidor.',
  },
  {
    id: 'vender-taquilla',
    title: 'Vende en la taquilla',
    outcome: 'Ventas en efectivo registradas al instante, con o sin conexión.',
    instructions: [
      'En Reservas pulsa «Nueva Reserva Manual».',
      'Elige el evento y las sillas en el plano, y escribe los datos del cliente.',
      'Elige el método de pago: Efectivo (queda pendiente hasta procesar el pago), Marcar como pagado (el cliente ya pagó) o Pago en línea (MercadoPago). Si tienes un código de descuento, escríbelo.',
      'Pulsa «Crear Reserva». Sin conexión la venta queda guardada y la barra muestra cuántos cambios esperan; se envían solos al volver la señal.',
    ],
    link: { label: 'Ir a Reservas', to: '/reservations' },
  },
  {
    id: 'cobrar-pagos',
    title: 'Cobra los pagos pendientes',
    outcome: 'Cada reserva en efectivo termina pagada o libera sus sillas.',
    instructions: [
      'En Reservas busca al cliente por nombre, gradería o ID de reserva.',
      'Pulsa «Procesar Pago», confirma que recibiste el valor con «Confirmar Pago»: la reserva queda Pagada.',
      'Una reserva pendiente que nadie paga expira a las 24 horas y sus sillas vuelven a estar disponibles.',
    ],
    tip: 'Una reserva pagada ya no se puede cancelar. Las pendientes y confirmadas sí, con «Cancelar»: sus sillas se liberan de inmediato.',
  },
  {
    id: 'resolver-conflicto',
    title: 'Resuelve un conflicto',
    outcome: 'Ninguna silla se vende dos veces y ningún cliente se queda sin respuesta.',
    instructions: [
      'Si dos taquillas sin señal venden la misma silla, o alguien la compró en línea mientras tanto, el servidor acepta la primera venta que le llega y rechaza la otra.',
      'La venta rechazada aparece en Reservas y en el contador de conflictos de la barra superior como «Venta rechazada», con el cliente, las sillas perdidas y lo cobrado.',
      'Pulsa «Elegir otros asientos» para darle al mismo cliente las sillas libres más cercanas, o «Cancelar y devolver el dinero».',
      'Si devuelves el dinero, el valor queda en «Dinero por devolver» hasta que pulses «Confirmar devolución».',
    ],
  },
];
