import { es, translator, type Leaves } from './es';
import { esAccount } from './es-account';

/**
 * Texts only the server writes: the order e-mails, a store's suspension e-mails, the operator's
 * view of the mail outbox, the orders' CSV export and WhatsApp texts.
 * Apart from es.ts and es-panel.ts so that no page of the web app carries them (nothing under
 * apps/web imports this file).
 */
export const esMail = {
  orderMail: {
    number: 'Pedido #{number}',
    newSubject: 'Nuevo pedido #{number} en {store}',
    newIntro: 'Recibiste un pedido nuevo en «{store}». Está pendiente de pago: cuando el comprador te pague, confírmalo desde tu panel.',
    newButton: 'Ver el pedido en mi panel',
    buyer: 'Comprador: {name}',
    buyerPhone: 'Teléfono: {phone}',
    buyerEmail: 'Correo: {email}',
    paymentMethod: 'Método de pago: {method}',
    coupon: 'Cupón: {code} (-{percent}%)',
    receivedSubject: 'Recibimos tu pedido #{number} en {store}',
    receivedIntro: 'Tu pedido #{number} en «{store}» está hecho y pendiente de pago. Cuando la tienda confirme tu pago, te avisaremos por correo.',
    /** Above the seller's instructions for the method (a card or account number, where to pay). */
    howToPay: 'Cómo pagar ({method}):',
    paidSubject: 'Pago confirmado: tu pedido #{number} en {store}',
    paidIntro: '«{store}» confirmó el pago de tu pedido #{number}. ¡Gracias por tu compra!',
    cancelledSubject: 'Pedido cancelado: tu pedido #{number} en {store}',
    cancelledIntro: 'Tu pedido #{number} en «{store}» fue cancelado.',
    cancelReason: 'Motivo: {reason}',
    ordersButton: 'Ver mis pedidos',
    product: 'Producto',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    lineTotal: 'Importe',
    wholesale: 'Al por mayor',
    discount: '-{percent}%',
    /** One text line per order line: `2 × Camisa (-10%): 12.50 USD c/u = 25.00 USD`. */
    line: '{quantity} × {name}{marks}: {unit} c/u = {total}',
    /** The amounts of each currency, never added together: `279.00 USD + 41.50 EUR`. */
    total: 'Total: {amounts}',
    totalLabel: 'Total',
  },
  /**
   * To the owner of an address someone tried to sign up with: sign-up answers exactly as for a
   * new account (it never tells who has one), and the owner learns of it here.
   */
  signupAttempt: {
    subject: 'Alguien intentó crear una cuenta de Plaza con tu correo',
    intro: 'Alguien, quizá tú, intentó crear una cuenta nueva en Plaza con este correo electrónico, que ya tiene una. No se creó ninguna cuenta nueva y la tuya no cambió.',
    loginIntro: 'Si fuiste tú, inicia sesión con tu cuenta de siempre:',
    loginButton: 'Iniciar sesión',
    resetIntro: '¿No recuerdas tu contraseña? Pide un enlace para elegir una nueva:',
    resetButton: 'Restablecer contraseña',
    ignore: 'Si no fuiste tú, ignora este correo: nadie puede entrar en tu cuenta sin tu contraseña.',
  },
  /** To a review's author when the operator removes it after reports (the console's Pendientes). */
  reviewMail: {
    removedSubject: 'Retiramos tu reseña de «{product}» en Plaza',
    removedBody: 'Tu reseña de «{product}» en la tienda «{store}» ya no se muestra en Plaza: la revisamos tras una denuncia.',
    reason: 'Motivo: {reason}',
  },
  /** To a store's owner when the operator suspends or reopens it (the console's Tiendas). */
  staffMail: {
    subject: 'Te invitaron al equipo de «{store}» en Plaza',
    body: '{owner} te invitó a ayudar con la tienda «{store}» en Plaza con el rol {role}.',
    accept: 'Para aceptar, abre este enlace e inicia sesión con esta dirección de correo (si aún no tienes cuenta en Plaza, créala con ella y vuelve a abrir el enlace): {url}',
    expires: 'La invitación vale 7 días.',
  },
  storeMail: {
    suspendedSubject: 'Tu tienda «{store}» está suspendida en Plaza',
    suspendedBody: 'Suspendimos tu tienda «{store}»: mientras siga suspendida no aparece en Plaza ni recibe pedidos.',
    reasonChangedSubject: 'Cambió el motivo de la suspensión de «{store}»',
    reasonChangedBody: 'Tu tienda «{store}» sigue suspendida, por un motivo nuevo.',
    reason: 'Motivo: {reason}',
    suspendedPanel: 'Tu panel de vendedor sigue abierto, con el motivo a la vista: {url}',
    reopenedSubject: 'Tu tienda «{store}» está abierta de nuevo en Plaza',
    reopenedBody: 'Reabrimos tu tienda «{store}»: ya aparece de nuevo en Plaza y recibe pedidos.',
    reopenedNote: 'Nota del equipo de Plaza: {reason}',
    reopenedPanel: 'Gestiona tu tienda desde tu panel de vendedor: {url}',
  },
  /** The store's plan billing (issue 42): receipts, reminders, the stop for non-payment and the way back. */
  billingMail: {
    receiptSubject: 'Recibo de pago de «{store}» en Plaza',
    receiptBody: 'Registramos tu pago de {amount} por el plan {plan} ({period}) de tu tienda «{store}».',
    receiptDetail: 'Método: {method}. Referencia: {reference}. Período pagado: del {from} al {to}.',
    receiptNext: 'Tu tienda queda pagada hasta el {date}.',
    reminder7Subject: 'Tu plan de «{store}» vence en 7 días',
    reminder1Subject: 'Tu plan de «{store}» vence mañana',
    reminderBody: 'El plan {plan} de tu tienda «{store}» está pagado hasta el {date}. El próximo período cuesta {amount}.',
    reminderHow: 'Paga por transferencia, Transfermóvil, EnZona o en efectivo y envía el comprobante al equipo de Plaza. Si no se registra el pago, tu tienda dejará de aceptar pedidos el {stop}.',
    overdueSubject: 'Tu tienda «{store}» ya no acepta pedidos',
    overdueBody: 'El plan de tu tienda «{store}» venció el {date} y no hemos registrado el pago: desde hoy tu tienda sigue visible en Plaza, pero no acepta pedidos.',
    overdueHow: 'Vuelve a aceptar pedidos en cuanto registremos tu pago de {amount}.',
    cancelledSubject: 'Tu plan de «{store}» terminó',
    cancelledBody: 'Como pediste, el plan de tu tienda «{store}» terminó el {date}: tu tienda sigue visible en Plaza, pero no acepta pedidos. Si quieres volver, escribe al equipo de Plaza.',
    backSubject: 'Tu tienda «{store}» acepta pedidos de nuevo',
    backBody: 'Registramos tu pago: tu tienda «{store}» vuelve a aceptar pedidos en Plaza desde ahora.',
    panel: 'Consulta tus pagos en tu panel de vendedor: {url}',
    methods: { transfer: 'transferencia bancaria', transfermovil: 'Transfermóvil', enzona: 'EnZona', cash: 'efectivo' },
    periods: { monthly: 'mensual', yearly: 'anual' },
  },
  outbox: {
    // The admin CLI, after a command that wrote mail.
    delivered: 'Correo enviado: {count}.',
    queued: '{count} correo(s) no se pudieron enviar ahora y quedan en la cola: el servidor los reintentará ({error}).',
    // npm run admin -- mail
    summary: 'Correo: {pending} pendiente(s), {retrying} reintentándose, {failed} fallido(s), {sent} enviado(s) en los últimos 7 días.',
    none: 'No hay correo atascado.',
    stuckTitle: 'Atascado (pendiente tras un intento fallido, o fallido):',
  },
  /** The seller's orders as the server writes them: the CSV export, the WhatsApp texts, the expiry's reason. */
  orderTexts: {
    expiredReason: 'Cancelado automáticamente: no se confirmó el pago en {hours} horas',
    expiredReasonOneHour: 'Cancelado automáticamente: no se confirmó el pago en 1 hora',
    csvFile: 'pedidos',
    csv: {
      number: 'Número',
      date: 'Fecha',
      status: 'Estado',
      buyer: 'Comprador',
      email: 'Correo',
      phone: 'Teléfono',
      lines: 'Productos',
      coupon: 'Cupón',
      paymentMethod: 'Método de pago',
      referral: 'Referido',
      totals: 'Total',
      cancelReason: 'Motivo de cancelación',
      paidAt: 'Pagado el',
      cancelledAt: 'Cancelado el',
      wholesale: 'al por mayor',
      discount: '-{percent}%',
    },
    whatsappGreeting: 'Hola {name}, te escribo de {store} por tu pedido #{number}:',
    whatsappTotal: 'Total: {total}',
    whatsappStatus: 'Estado: {status}',
    /** The last line of the shopper's WhatsApp message after checkout: the order in the seller's panel. */
    whatsappPanelLink: 'Pedido en el panel de la tienda: {url}',
  },
} as const;

const catalogue = { ...es, ...esAccount, ...esMail };
export type MailMessageKey = Leaves<typeof catalogue>;
export const t = translator(catalogue);
