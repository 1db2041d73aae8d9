// 'Documentación API': the server functions the app itself calls, as they are defined in
// supabase/migrations. There is no separate public API; this is that one, documented.

export type ApiCaller = 'public' | 'member' | 'organizer';

export interface ApiFunctionDoc {
  name: string;
  /**
   * Named arguments, as sent in the JSON body; `?` marks those a caller may leave out.
   * (Some required ones have SQL defaults only so that leaving them out gets a Spanish error.)
   */
  args: readonly string[];
  caller: ApiCaller;
  description: string;
}

export const API_CALLER_LABELS: Record<ApiCaller, string> = {
  public: 'Cualquier visitante',
  member: 'Miembro de la organización',
  organizer: 'Organizador',
};

export const API_FUNCTIONS: readonly ApiFunctionDoc[] = [
  {
    name: 'get_event_layout',
    args: ['event_slug'],
    caller: 'public',
    description:
      'Un evento activo en forma compacta: cada gradería activa con sus filas, columnas y pisos, solo las sillas que se apartan de la regla (exceptions: inactivas, otro multiplicador, otro tipo, otro número u otro id) y los lugares sin silla (missing), más el estado de todas las sillas (seat_statuses, como get_event_seat_statuses_since). El resto se deduce: silla n.º index en orden de plano (piso, fila, columna, desde 0); id = seat_id(gradería, piso, fila, columna); número = columna; premium ×1,5 en las 4 primeras y 4 últimas columnas, regular ×1,0 en las demás. Unos kilobytes donde get_event_by_slug envía megabytes. La página pública lo usa.',
  },
  {
    name: 'get_event_seat_statuses_since',
    args: ['event_slug', 'known_version?'],
    caller: 'public',
    description:
      'El estado de cada silla por gradería (statuses: base64 de 2 bits por silla en orden de plano; la silla i ocupa los bits 2·(i mod 4) del byte ⌊i/4⌋: 0 disponible, 1 reservada, 2 pagada, 3 bloqueada) con su versión (version). Si known_version sigue siendo la actual, responde solo {version}: unos bytes. La página pública lo consulta cada 5 segundos.',
  },
  {
    name: 'get_event_by_slug',
    args: ['event_slug'],
    caller: 'public',
    description: 'Un evento activo con sus graderías activas y todas sus sillas, con el estado de cada silla para ese evento. Se mantiene para las versiones anteriores de la app; get_event_layout da lo mismo en mucho menos espacio.',
  },
  {
    name: 'get_event_seat_statuses',
    args: ['event_slug'],
    caller: 'public',
    description: 'Solo las sillas que no se pueden vender ahora (reservadas, pagadas o bloqueadas), por gradería, con sus ids. Se mantiene para las versiones anteriores de la app; get_event_seat_statuses_since responde en unos bytes cuando nada cambió.',
  },
  {
    name: 'book_seats',
    args: ['event_slug', 'seat_ids', 'customer_name', 'customer_phone', 'document_type?', 'document_number?', 'customer_email?', 'notes?', 'payment_method?', 'source?'],
    caller: 'public',
    description: 'Reserva sillas en una sola transacción: cliente, reserva, sillas y pago. Rechaza las sillas tomadas mientras tanto y las nombra en el mensaje.',
  },
  {
    name: 'get_sandbox_payment',
    args: ['payment_id'],
    caller: 'public',
    description: 'El pago con tarjeta pendiente que muestra la pasarela, con el tiempo que le queda a la reserva (seconds_left). Solo el proveedor de pagos, con una notificación firmada, puede marcarlo pagado.',
  },
  {
    name: 'request_card_refund',
    args: ['reservation_id', 'reason', 'device_id?'],
    caller: 'organizer',
    description: 'Registra el reembolso pendiente de una reserva pagada con tarjeta (lo usa la función payment-refund, que se lo pide al proveedor); la notificación firmada del proveedor lo completa y cancela la reserva.',
  },
  {
    name: 'get_reservation_tickets',
    args: ['reservation_id', 'payment_id?'],
    caller: 'public',
    description: 'Las entradas (una por silla) de una reserva pagada o confirmada, sin firmar: las firma la función tickets. Responde a quien tiene el payment_id que devolvió book_seats, o a un miembro de la organización; una reserva pendiente dice cuándo llegan sus entradas.',
  },
  {
    name: 'get_double_entries',
    args: ['event_id?'],
    caller: 'member',
    description: "'Entradas usadas dos veces': las entradas de la organización que dejaron pasar dos o más dispositivos, con cada ingreso (dispositivo, puerta, hora), la primera es la entrada. Los dispositivos calculan lo mismo sin conexión; esta función es para reportes.",
  },
  {
    name: 'get_sales_report',
    args: ['event_id?', 'from_day?', 'to_day?'],
    caller: 'organizer',
    description: "Las cifras de 'Reportes' (días de Bogotá, AAAA-MM-DD, ambos incluidos): asientos vendidos, reservas vendidas, apartados, ingresos (pagos completados menos reembolsos), reembolsos, ingresos a la puerta, capacidad y ocupación, y el desglose por canal (online / gate) y método (card / cash / marked_paid). Solo organizadores.",
  },
  {
    name: 'get_accounting_export',
    args: ['dataset', 'event_id?', 'from_day?', 'to_day?', 'page?'],
    caller: 'organizer',
    description: "Las filas de las exportaciones para el contador: dataset 'reservations', 'payments' o 'refunds', con el mismo filtro que get_sales_report, 1.000 filas por página (page desde 1; total_rows y has_more dicen si hay más). Solo organizadores.",
  },
  {
    name: 'register_organizer',
    args: ['p_full_name', 'p_company_name', 'p_document_type?', 'p_document_number?', 'p_phone?', 'p_business_description?'],
    caller: 'member',
    description: 'Crea la organización y el perfil de organizador de la cuenta que llama (una sola vez por cuenta).',
  },
  {
    name: 'get_my_profile',
    args: [],
    caller: 'member',
    description: 'El perfil de quien llama con su organización; null si la cuenta aún no se registró como organizador.',
  },
  {
    name: 'update_user_profile',
    args: ['p_full_name?', 'p_document_number?', 'p_address?', 'p_phone?', 'p_profile_picture?', 'p_company_name?', 'p_rnt?', 'p_business_description?'],
    caller: 'member',
    description: 'Cambia los campos enviados del propio perfil; un campo ausente se conserva y uno vacío se borra.',
  },
  {
    name: 'sync_pull',
    args: ['cursor?'],
    caller: 'member',
    description: 'Todas las filas de la organización cambiadas desde el cursor, incluidas las borradas, y el cursor siguiente. Así se llena la copia local del dispositivo.',
  },
  {
    name: 'sync_pull_page',
    args: ['cursor?', 'page?', 'page_size?'],
    caller: 'member',
    description:
      'Lo mismo que sync_pull, por páginas de hasta 20.000 filas (primero graderías, asientos y eventos; luego las reservas; el historial al final): se llama con el cursor y después con next_page hasta que llegue null. Cada fila llega en una sola página y una descarga cortada sigue desde la página que faltó. La primera página de una descarga completa trae además, por evento, los asientos ya ocupados (taken_seats), para poder vender antes de que lleguen las reservas.',
  },
  {
    name: 'sync_push',
    args: ['device_id', 'ops'],
    caller: 'member',
    description:
      'Aplica en orden las operaciones que el dispositivo guardó (graderias-create, graderias-update, events-create, events-update, reservations-create-manual, reservations-process-payment, reservations-cancel), cada una idempotente, y responde por operación: aplicada o rechazada con su motivo.',
  },
  {
    name: 'get_reservation_stats',
    args: ['org_id'],
    caller: 'member',
    description: 'Los contadores de reservas de la propia organización por estado.',
  },
  {
    name: 'create_graderia',
    args: ['p_name', 'p_rows', 'p_columns', 'p_floors', 'p_base_price', 'p_description?', 'p_location_name?', 'p_location_lat?', 'p_location_lng?', 'p_id?'],
    caller: 'organizer',
    description: 'Crea una gradería y genera sus sillas en el servidor (la app lo hace con la operación graderias-create de sync_push).',
  },
  {
    name: 'submit_support_message',
    args: ['name', 'email', 'subject', 'message'],
    caller: 'member',
    description: 'Guarda un mensaje del formulario de contacto en la bandeja de soporte de la organización. subject es technical, billing, reservations, venues, general o feature.',
  },
];
