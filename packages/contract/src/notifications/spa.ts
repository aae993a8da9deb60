import type { NotificationCatalogue } from './keys';

/** A futures position's side, as its close notices say it. */
const futuresSide = { side: { long: 'larga (compra)', short: 'corta (venta)' } };

export const spa: NotificationCatalogue = {
  deposit_credited: {
    title: 'Depósito acreditado',
    body: 'Tu depósito de {{amount}} {{currency}} se ha acreditado en tu cuenta spot.',
  },
  withdrawal_paid: {
    title: 'Retiro pagado',
    body: 'Tu retiro de {{amount}} {{currency}} se ha pagado (comisión de {{fee}} {{currency}}).',
  },
  withdrawal_rejected: {
    title: 'Retiro rechazado',
    body: 'Tu retiro de {{amount}} {{currency}} fue rechazado: {{reason}}. El importe ha vuelto a tu cuenta spot.',
  },
  kyc_approved: {
    title: 'Identidad verificada',
    body: 'Tu verificación de identidad (Lv{{level}}) ha sido aprobada.',
  },
  kyc_rejected: {
    title: 'Verificación de identidad rechazada',
    body: 'Tu verificación de identidad (Lv{{level}}) fue rechazada: {{reason}}. Puedes enviarla de nuevo.',
  },
  option_won: {
    title: 'Opción ganada',
    body: 'Tu opción de {{seconds}} segundos sobre {{symbol}} de {{stake}} {{currency}} ha ganado: +{{profit}} {{currency}}.',
  },
  option_lost: {
    title: 'Opción perdida',
    body: 'Tu opción de {{seconds}} segundos sobre {{symbol}} de {{stake}} {{currency}} ha perdido: −{{stake}} {{currency}}.',
  },
  option_draw: {
    title: 'Opción liquidada: empate',
    body: 'Tu opción de {{seconds}} segundos sobre {{symbol}} cerró a su precio de entrada: se te ha devuelto el importe de {{stake}} {{currency}}.',
  },
  option_void: {
    title: 'Opción reembolsada',
    body: 'No se registró ningún precio en el segundo de liquidación de tu opción de {{seconds}} segundos sobre {{symbol}}: se te ha devuelto el importe de {{stake}} {{currency}}.',
  },
  copy_skipped: {
    title: 'Copia no abierta',
    body: 'No se abrió una copia de la operación {{symbol}} de {{trader}}. El motivo está en Mis copias.',
  },
  copy_stopped: {
    title: 'Stop-loss de copia alcanzado',
    body: 'Su seguimiento de {{trader}} perdió {{loss}} USDT ({{percent}} % del presupuesto): la copia se detuvo y sus posiciones se cerraron.',
  },
  copy_follow_ended: {
    title: 'Seguimiento finalizado',
    body: '{{trader}} ya no es trader, así que su seguimiento terminó. Sus copias abiertas siguen abiertas y las gestiona usted.',
  },
  copy_share_received: {
    title: 'Reparto de beneficios recibido',
    body: 'La copia {{symbol}} de un seguidor cerró con ganancia: recibió {{amount}} USDT.',
  },
  trader_approved: {
    title: 'Ya es trader',
    body: 'Su solicitud de trader fue aprobada: otros ya pueden seguirle.',
  },
  trader_rejected: {
    title: 'Solicitud de trader rechazada',
    body: 'Su solicitud de trader fue rechazada: {{reason}}. Puede volver a solicitarlo.',
  },
  trader_revoked: {
    title: 'Estatus de trader revocado',
    body: 'Su estatus de trader fue revocado: {{reason}}. Los seguimientos de sus seguidores terminaron.',
  },
  ieo_allocated: {
    title: 'Asignación IEO: {{project}}',
    body: 'Se te asignaron {{allocated}} {{currency}} por {{cost}} {{pay_currency}}; {{refund}} {{pay_currency}} volvieron a tu cuenta spot. Los tokens llegan en la fecha de salida al mercado.',
  },
  ieo_delivered: {
    title: '{{currency}} ha llegado',
    body: '{{amount}} {{currency}} de {{project}} se abonaron en tu cuenta spot.',
  },
  lockming_matured: {
    title: 'Bloqueo vencido',
    body: 'Tu bloqueo de {{amount}} {{currency}} terminó: el capital volvió a tu cuenta spot, con {{interest}} {{currency}} ganados en total.',
  },
  dual_settled: {
    title: 'Inversión liquidada',
    body: '{{name}} se liquidó a {{price}}: se pagaron {{amount}} {{currency}} en tu cuenta spot.',
  },
  dual_failed: {
    title: 'Inversión reembolsada',
    body: '{{name}} no pudo liquidarse: el mercado registró muy pocos precios antes de la hora de liquidación. Tu depósito de {{amount}} {{currency}} se devolvió íntegro.',
  },
  nft_outbid: {
    title: 'Han superado tu puja',
    body: 'Han superado tu puja por {{name}}: la puja actual es de {{price}} {{currency}}. El importe congelado de tu puja se ha liberado.',
  },
  nft_auction_won: {
    title: 'Subasta ganada',
    body: 'Has ganado {{name}} por {{price}} {{currency}}. Paga antes de {{deadline}} o perderás tu depósito.',
  },
  nft_order_expired: {
    title: 'Pago de subasta vencido',
    body: 'El pago de {{name}} no se hizo a tiempo: has perdido tu depósito de {{margin}} {{currency}}.',
  },
  nft_sold: {
    title: 'Tu NFT se ha vendido',
    body: '{{name}} se vendió: se abonaron {{amount}} {{currency}} en tu cuenta spot.',
  },
  nft_royalty: {
    title: 'Regalías recibidas',
    body: '{{name}} se revendió: se abonaron {{amount}} {{currency}} de regalías en tu cuenta spot.',
  },
  nft_margin_refunded: {
    title: 'Depósito de subasta devuelto',
    body: 'La subasta de {{name}} ha terminado: se te ha devuelto el depósito de {{margin}} {{currency}}.',
  },
  support_reply: {
    title: 'Soporte ha respondido',
    body: 'El servicio de atención al cliente respondió: “{{preview}}”. Abra el chat para leerlo.',
  },
  // loans
  // futures
  futures_margin_warning: {
    title: 'Aviso de margen en su posición de futuros',
    body: 'El ratio de margen de su posición en {{symbol}} llegó al {{ratio}}% a {{price}}. Añada margen o reduzca la posición: se liquidará a {{liquidation_price}}.',
  },
  futures_closed_tp: {
    title: 'Take profit alcanzado: {{symbol}}',
    body: 'Su posición {{side}} en {{symbol}} alcanzó su take profit y se cerró a {{price}}. Resultado tras comisiones: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_sl: {
    title: 'Stop-loss alcanzado: {{symbol}}',
    body: 'Su posición {{side}} en {{symbol}} alcanzó su stop-loss y se cerró a {{price}}. Resultado tras comisiones: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_limit: {
    title: 'Cierre límite ejecutado: {{symbol}}',
    body: 'El cierre límite de su posición {{side}} en {{symbol}} se ejecutó a {{price}}. Resultado tras comisiones: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_liquidated: {
    title: 'Posición liquidada: {{symbol}}',
    body: 'Su posición {{side}} en {{symbol}} se liquidó a {{price}}: su margen ya no cubría la pérdida. Resultado tras comisiones: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  loan_margin_call: {
    title: 'Llamada de margen en su préstamo',
    body: 'El LTV de su préstamo en {{currency}} llegó al {{ltv}}% a {{price}}. Añada garantía o reembolse: se liquidará a {{liquidation_price}}.',
  },
  loan_liquidated: {
    title: 'Su préstamo fue liquidado',
    body: 'Se vendieron {{collateral}} {{currency}} de garantía a {{price}}: la deuda de {{debt}} {{borrow_currency}} está saldada y {{returned}} {{borrow_currency}} volvieron a su cuenta spot.',
  },
  loan_matured: {
    title: 'Su préstamo llegó al final del plazo',
    body: 'El plazo terminó: se vendieron {{collateral}} {{currency}} de garantía a {{price}}, la deuda de {{debt}} {{borrow_currency}} está saldada y {{returned}} {{borrow_currency}} volvieron a su cuenta spot.',
  },
  loan_repaid: {
    title: 'Préstamo reembolsado',
    body: 'Reembolsó {{amount}} {{borrow_currency}} y el préstamo está cerrado: {{collateral}} {{currency}} de garantía se liberaron en su cuenta spot.',
  },
  otc_buy_completed: {
    title: 'Compra OTC completada',
    body: 'Orden {{order_no}}: {{amount}} {{currency}} comprados por {{total}} {{fiat}} se han abonado en tu cuenta spot.',
  },
  otc_sell_completed: {
    title: 'Venta OTC completada',
    body: 'Orden {{order_no}}: {{amount}} {{currency}} vendidos; {{total}} {{fiat}} se han pagado a tu tarjeta bancaria.',
  },
  otc_rejected: {
    title: 'Orden OTC rechazada',
    body: 'La orden {{order_no}} fue rechazada: {{reason}}. Las monedas congeladas para una venta han vuelto a tu cuenta spot.',
  },
  otc_expired: {
    title: 'Orden OTC caducada',
    body: 'La orden {{order_no}} se canceló porque no se confirmó ningún pago dentro del plazo.',
  },
  coupon_granted_futures: {
    title: 'Cupón recibido',
    body: 'Ha recibido un cupón de futuros de {{value}} {{currency}} ({{campaign}}), válido hasta el {{expires_at}} UTC. Úselo en una orden para pagar parte del margen o del importe apostado.',
  },
  coupon_granted_options: {
    title: 'Cupón recibido',
    body: 'Ha recibido un cupón de opciones de {{value}} {{currency}} ({{campaign}}), válido hasta el {{expires_at}} UTC. Úselo en una orden para pagar parte del margen o del importe apostado.',
  },
  security_new_device: {
    title: 'Nuevo inicio de sesión',
    body: 'Se inició sesión en tu cuenta desde {{device}} ({{ip}}) el {{time}}. ¿No fuiste tú? Abre este aviso y toca "No fui yo" para cerrar esa sesión y pausar los retiros.',
  },
  security_totp_enabled: {
    title: 'App de autenticación activada',
    body: 'Tu cuenta ahora pide un código de tu app de autenticación al iniciar sesión y antes de los retiros. Guarda tus códigos de recuperación en un lugar seguro.',
  },
  security_totp_disabled: {
    title: 'App de autenticación desactivada',
    body: 'Se desactivó la app de autenticación. Los retiros están en pausa durante 24 horas.',
  },
  security_passkey_added: {
    title: 'Llave de acceso añadida',
    body: 'Se añadió la llave de acceso "{{name}}" a tu cuenta.',
  },
  security_passkey_removed: {
    title: 'Llave de acceso eliminada',
    body: 'Se eliminó la llave de acceso "{{name}}" de tu cuenta. Los retiros están en pausa durante 24 horas.',
  },
  security_recovery_codes_renewed: {
    title: 'Nuevos códigos de recuperación',
    body: 'Se crearon nuevos códigos de recuperación; los anteriores ya no sirven.',
  },
  security_allow_list_on: {
    title: 'Lista de permitidos para retiros activada',
    body: 'Los retiros ahora solo van a direcciones y tarjetas guardadas, cada una desde 24 horas después de guardarla.',
  },
  security_allow_list_off: {
    title: 'Lista de permitidos para retiros desactivada',
    body: 'Los retiros pueden volver a ir a cualquier dirección o tarjeta que guardes.',
  },
  security_destination_added: {
    title: 'Destino de retiro guardado',
    body: 'Se guardó "{{name}}". Podrá recibir retiros desde {{until}}.',
  },
  security_withdrawals_paused: {
    title: 'Retiros en pausa',
    body: 'Tras un cambio de seguridad, los retiros están en pausa hasta {{until}}.',
  },
  security_anti_phishing_set: {
    title: 'Código antiphishing configurado',
    body: 'Todos los correos de Meridian muestran ahora tu código antiphishing. Un correo sin él no es nuestro.',
  },
  security_password_changed: {
    title: 'Contraseña cambiada',
    body: 'Se cambió tu contraseña de inicio de sesión. Los retiros están en pausa durante 24 horas. ¿No fuiste tú? Contacta con soporte de inmediato.',
  },
  alert_price_above: {
    title: 'Alerta de precio: {{symbol}}',
    body: '{{symbol}} llegó a {{price}}, igual o por encima de tu precio de alerta de {{target}}.',
  },
  alert_price_below: {
    title: 'Alerta de precio: {{symbol}}',
    body: '{{symbol}} bajó a {{price}}, igual o por debajo de tu precio de alerta de {{target}}.',
  },
  alert_price_move: {
    title: 'Variación de precio: {{symbol}}',
    body: '{{symbol}} varió un {{sign}}{{percent}} % en {{hours}} h y ahora está en {{price}}.',
  },
  spot_stop_triggered: {
    title: 'Orden stop activada: {{symbol}}',
    body: '{{symbol}} alcanzó {{trigger}}: su orden de {{amount}} {{currency}} a {{price}} ya está en el libro de órdenes.',
  },
  spot_oco_cancelled: {
    title: 'Orden OCO: {{symbol}}',
    body: 'Su orden de toma de ganancias de {{symbol}} se ejecutó, así que se canceló la orden stop de su par.',
  },
  spot_order_filled: {
    title: 'Orden ejecutada: {{symbol}}',
    body: 'Su orden de {{symbol}} de {{amount}} {{currency}} a {{price}} se ha ejecutado.',
  },
};
