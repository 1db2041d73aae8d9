// What the help centre says, as plain data: the page renders it, the FAQ search filters it,
// and the AI assistant answers from it. Every answer describes what this app really does;
// when a screen changes, its answer here changes with it.

export const SUPPORT_CONTACT = {
  phone: '+57 300 123 4567',
  phoneHref: 'tel:+573001234567',
  email: 'soporte@taquilla.co',
  emailHref: 'mailto:soporte@taquilla.co',
  hours: 'Atención 24/7 durante el festival',
} as const;

export interface HelpLink {
  label: string;
  to: string;
}

export interface FaqEntry {
  /** Stable: the accordion's key and how the assistant names an entry. */
  id: string;
  question: string;
  /** Paragraphs, in order. */
  answer: readonly string[];
  /** Where in the app to do what the answer explains. */
  links: readonly HelpLink[];
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'registrar-graderia',
    question: '¿Cómo registro una gradería?',
    answer: [
      'En Mis Graderías pulsa «Nueva Gradería» (o abre /venues/crear). Escribe el nombre, elige el tipo (Gradería General, Palco VIP o Zona de Confort) y define filas (1 a 50), columnas (1 a 50) y pisos (1 a 5). La vista previa muestra cómo quedará el plano.',
      'Fija el precio base: mínimo $1.000, en pasos de $1.000. Al pulsar «Crear Gradería» se generan todas las sillas; las 4 primeras y las 4 últimas columnas son premium y cuestan 1,5 veces el precio base.',
      'Después puedes cambiar nombre, descripción, ubicación, precio y estado desde «Editar», pero no las filas, columnas ni pisos. Crear y editar graderías es solo para organizadores; el personal de taquilla no lo ve.',
    ],
    links: [{ label: 'Crear una gradería', to: '/venues/crear' }],
  },
  {
    id: 'como-funcionan-pagos',
    question: '¿Cómo funcionan los pagos?',
    answer: [
      'En la página pública del evento el comprador elige entre tarjeta (MercadoPago) y efectivo. Con tarjeta paga en la pasarela y la reserva queda confirmada. Con efectivo la reserva queda Pendiente y sus sillas apartadas 24 horas para que pague en taquilla; si no paga, la reserva expira y las sillas vuelven a estar disponibles.',
      'Para cobrar en taquilla busca la reserva en Reservas, pulsa «Procesar Pago» y confirma que recibiste el valor: la reserva queda Pagada.',
      'En una venta manual («Nueva Reserva Manual») eliges Efectivo (pendiente hasta procesar el pago), Marcar como pagado (el cliente ya pagó) o Pago en línea (MercadoPago). Todo esto funciona también sin conexión y se sincroniza al volver la señal.',
    ],
    links: [{ label: 'Ir a Reservas', to: '/reservations' }],
  },
  {
    id: 'cambiar-precios',
    question: '¿Puedo cambiar los precios?',
    answer: [
      'Sí. En Mis Graderías pulsa «Precios» en la tarjeta de la gradería (la dirección es /venues/{id}/precios). Escribe el nuevo precio base, mínimo $1.000 y en pesos enteros; la simulación muestra cuánto recaudarías con la gradería llena antes y después del cambio. Pulsa «Guardar Precios».',
      'Las sillas premium siguen costando 1,5 veces el precio base. El nuevo precio vale para las ventas siguientes: las reservas ya hechas conservan el precio con el que se vendieron.',
    ],
    links: [{ label: 'Ir a Mis Graderías', to: '/venues' }],
  },
  {
    id: 'cancelar-reserva',
    question: '¿Cómo cancelo una reserva?',
    answer: [
      'En Reservas busca la reserva por cliente, gradería o ID, pulsa «Cancelar» y confirma con «Sí, cancelar reserva». Las sillas se liberan de inmediato para ese evento y la cancelación no se puede deshacer.',
      'Se pueden cancelar reservas pendientes y confirmadas. Una reserva pagada no se puede cancelar, y una expirada ya liberó sus sillas. Si cancelas sin conexión y otra taquilla ya la había cobrado, el servidor rechaza la cancelación y lo verás en el contador de conflictos de la barra superior.',
    ],
    links: [{ label: 'Ir a Reservas', to: '/reservations' }],
  },
  {
    id: 'problemas-tecnicos',
    question: '¿Qué hago si tengo problemas técnicos?',
    answer: [
      'Revisa la barra superior: indica si estás En línea o Sin conexión, cuántos cambios están pendientes de enviar, la última sincronización y los conflictos. Sin conexión puedes seguir vendiendo y cobrando; los cambios se guardan en el dispositivo y se envían solos al volver la señal. No borres los datos del navegador mientras haya cambios pendientes. La página pública del evento sí necesita conexión.',
      'Si el servidor rechaza una venta porque la silla se vendió mientras tanto, aparece como «Venta rechazada»: elige otros asientos para el mismo cliente o cancela y devuelve el dinero, que queda en «Dinero por devolver» hasta que confirmes la devolución.',
      'Si ves «Hay una nueva versión», actualiza. Si el problema sigue, escríbenos con el formulario de contacto (asunto Soporte técnico) o llámanos.',
    ],
    links: [{ label: 'Ver la guía de inicio rápido', to: '/help/guia-rapida' }],
  },
  {
    id: 'reportes-ventas',
    question: '¿Cómo veo los reportes de ventas?',
    answer: [
      'Abre Reportes en el menú (solo organizadores). Elige un evento o todos, y un rango de días (días de Colombia): verás los asientos vendidos, los ingresos (el dinero recibido: pagos completados menos reembolsos, como en el Dashboard), los reembolsos, los asientos apartados en reservas pendientes, cuántas entradas ingresaron por la puerta y la ocupación. Debajo, el mismo detalle por evento, por día, por gradería, por canal (en línea o taquilla), por método de pago (tarjeta, efectivo o marcado pagado) y por cajero (quien registró la venta), con gráficos de ingresos por día y de ventas por canal.',
      'Con «Descargar CSV» bajas las reservas, los pagos o los reembolsos con el mismo filtro, listos para Excel: separados por punto y coma, fechas dd/mm/aaaa hh:mm en hora de Colombia y montos en pesos sin puntos. Todo se calcula en el dispositivo, así que también funciona sin conexión. Si usas Supabase, las funciones get_sales_report y get_accounting_export dan las mismas cifras y filas (ver la referencia de la API).',
    ],
    links: [
      { label: 'Ir a Reportes', to: '/reportes' },
      { label: 'Ir al Dashboard', to: '/dashboard' },
    ],
  },
  {
    id: 'entradas-qr',
    question: '¿Qué entrada recibe el comprador?',
    answer: [
      'Cada silla de una reserva pagada o confirmada es una entrada con su propio código QR. El código lleva la entrada, el evento y la silla, firmados con la clave de tu organización: nadie puede inventar ni modificar una entrada sin que la puerta lo note. Debajo del QR va un código corto (por ejemplo A1B2C-3D4E5) para escribirlo si el QR no se puede leer.',
      'Quien compra con tarjeta ve sus entradas al terminar la compra y las abre en su propia página, que se puede imprimir en hoja A4 o en impresora de recibos de 80 mm. Una reserva en efectivo recibe sus entradas cuando la pagas en taquilla. Si cancelas o reembolsas una reserva, sus entradas quedan anuladas en todas las puertas al sincronizar.',
    ],
    links: [{ label: 'Ir a Reservas', to: '/reservations' }],
  },
  {
    id: 'control-acceso',
    question: '¿Cómo controlo el ingreso en la puerta?',
    answer: [
      'Abre Control de acceso, elige el evento, escribe el nombre de la puerta (por ejemplo Puerta Norte) y, si esa puerta atiende solo algunas graderías, márcalas. El dispositivo lo recuerda.',
      'Para verificar una entrada usa un lector USB o Bluetooth (el campo del código siempre está listo para recibirlo), la cámara del dispositivo («Usar la cámara»), o escribe el código corto y pulsa Enter. La respuesta aparece en grande con sonido y vibración: verde «Entrada válida» con la gradería y la silla, o rojo con el motivo: ya usada (cuándo y por qué puerta), de otro evento, anulada, falsa, o de otra gradería.',
      'Todo funciona sin conexión, con la copia de datos del dispositivo: cada ingreso queda en cola y se sincroniza al volver la señal. Si dos puertas sin conexión dejan pasar la misma entrada, al sincronizar aparece en «Entradas usadas dos veces» con los dos dispositivos y las horas. El Dashboard, Mis Eventos y Control de acceso muestran cuántas entradas vendidas han ingresado, por evento y por gradería. El dispositivo necesita haber sincronizado al menos una vez después de la primera venta con entradas, para tener la clave que las verifica.',
    ],
    links: [
      { label: 'Ir a Control de acceso', to: '/control-acceso' },
      { label: 'Entradas usadas dos veces', to: '/control-acceso/entradas-dobles' },
    ],
  },
  {
    id: 'venta-rapida',
    question: '¿Cómo vendo rápido en taquilla a quien llega sin reserva?',
    answer: [
      'Abre «Venta rápida» (organizadores y personal). El evento de hoy ya está elegido, o el de la puerta si configuraste este dispositivo en Control de acceso. Toca cuántos asientos quiere la persona (1, 2, 3, 4 o «Más», hasta 12) y la app propone al instante los mejores asientos juntos: la misma fila, lo más cerca del escenario (primer piso, fila A primero) y del centro de la fila, sin dejar una silla sola entre ocupadas si hay otra opción. Si quieres otros, tócalos en el plano.',
      'Pulsa «Cobrar en efectivo»: el total aparece en grande. Toca el billete que te entregan ($ 20.000, $ 50.000 o $ 100.000) o «Monto exacto», o escribe otro monto: la venta queda registrada como pagada en efectivo y la app muestra el vuelto. Tres toques en total: «2», «Cobrar en efectivo», «$ 100.000». Con un teclado numérico USB, un número elige la cantidad y Enter cobra.',
      'No se piden nombre, documento, teléfono ni correo: la reserva aparece en Reservas como «Venta en taquilla», con el dispositivo y quien cobró. Para reservas que necesitan los datos del cliente sigue usando «Nueva Reserva Manual».',
      'Con conexión, las entradas con su QR aparecen en cuanto la venta se sincroniza y se imprimen una por silla en la impresora de 80 mm («Imprimir entradas»). Sin conexión la venta funciona igual: queda en cola, imprime el recibo con las sillas y el valor, y las entradas se imprimen al sincronizar. Si otro punto de venta vendió los asientos propuestos, la app propone otros al instante; si el servidor rechaza la venta al sincronizar, la verás en Reservas para elegir otras sillas o devolver el dinero.',
    ],
    links: [{ label: 'Ir a Venta rápida', to: '/venta-rapida' }],
  },
  {
    id: 'turno-de-caja',
    question: '¿Cómo abro y cierro un turno de caja, y qué son los recibos?',
    answer: [
      'En Turno de caja escribe la base inicial (el efectivo con el que empiezas) y pulsa Abrir turno. Mientras el turno está abierto, cada venta pagada en efectivo, cada pago que cobras en efectivo y cada reembolso en efectivo de ese dispositivo recibe un recibo con el prefijo del dispositivo y un número consecutivo (por ejemplo 9A8B-000012), sin saltos aunque trabajes sin señal o reinicies el dispositivo. Una reserva en efectivo por pagar recibe su recibo cuando la cobras. Cada recibo se imprime en impresora de 80 mm, en hoja A4 o como PDF, y se comparte por WhatsApp.',
      'Para cerrar, pulsa Cerrar turno, cuenta el efectivo de la caja y escribe el total: lo esperado no se muestra antes, para que el conteo sea a ciegas. Después verás lo esperado (base inicial + ventas y pagos en efectivo − reembolsos en efectivo), lo contado y la diferencia: Faltante, Sobrante o Cuadrado, con el informe Z. El cierre queda guardado y no se puede modificar; al sincronizar, el servidor recalcula lo esperado con los recibos que recibió y su cifra es la que vale. Un recibo cuya operación el servidor rechazó queda anulado, conserva su número y no cuenta en lo esperado. Se admiten montos entre $ 0 y $ 1.000.000.000.',
      'El organizador ve en Turnos de caja los turnos de todos los dispositivos, con cajero, horas, esperado, contado y diferencia, y los descarga con Descargar CSV para abrirlos en una hoja de cálculo.',
    ],
    links: [
      { label: 'Ir a Turno de caja', to: '/caja' },
      { label: 'Turnos de caja', to: '/caja/turnos' },
    ],
  },
  {
    id: 'asignar-asientos-taquilla',
    question: '¿Cómo evito que dos taquillas sin conexión vendan la misma silla?',
    answer: [
      'Asigna a cada taquilla su propio bloque de asientos en Asignaciones: elige el evento, escribe el nombre de la taquilla (por ejemplo Tablet puerta 2), cuántas horas dura y cómo elegir los asientos: los siguientes mejores asientos (por ejemplo 200), filas enteras (A, B o A-C) o marcándolos en el mapa. La asignación se hace en la tablet que venderá esos asientos, con conexión; el organizador puede ampliarla o devolverla desde cualquier dispositivo.',
      'Mientras dure, nadie más vende esos asientos: ni la página pública ni otra taquilla («Este asiento está asignado a otra taquilla»). La taquilla que los tiene los vende incluso sin conexión, sin riesgo de conflicto; sus ventas hechas durante la asignación se aceptan al sincronizar aunque la asignación ya haya terminado. Al terminar el horario o al pulsar «Devolver», los asientos no vendidos vuelven a la venta general. No se pueden asignar asientos vendidos, apartados o bloqueados, ni el mismo asiento a dos taquillas en horarios que se cruzan.',
      'En el mapa de la venta manual los asientos de esta taquilla se ven en verde oscuro y los de otras taquillas en violeta, con el nombre de cada taquilla debajo. Sin conexión, si eliges un asiento que no es de tu bloque verás «Este asiento puede venderse en otra taquilla mientras no tienes conexión».',
      '«Mejores N asientos juntos» elige N asientos seguidos en una misma fila: primero el piso más bajo, luego la fila más cercana al escenario (A primero), y dentro de la fila los más centrados; nunca deja un asiento libre solo entre ocupados si otra opción lo evita. Sin conexión elige solo entre los asientos asignados a esta taquilla.',
      'En Asignaciones, la tabla de cada evento muestra por taquilla cuántos asientos vendió, cuántos le quedan, sus ventas por hora y para cuántas horas le alcanzan a ese ritmo: si se le acaban, pulsa «Ampliar» para darle 20 asientos más.',
    ],
    links: [{ label: 'Ir a Asignaciones', to: '/asignaciones' }],
  },
];

/** One entry as a single text, for search and for the assistant. */
export function faqEntryText(entry: FaqEntry): string {
  return [entry.question, ...entry.answer].join('\n');
}
