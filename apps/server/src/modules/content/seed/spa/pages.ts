import type { Figures } from '../figures';
import type { ArticleText, PageKey } from '../meta';

/** Español: quiénes somos, preguntas frecuentes, contacto, cumplimiento, reglas de invitación, ventana y banners. */
export const pages = (f: Figures): Record<PageKey, ArticleText> => ({
  about: {
    title: 'Acerca de Meridian',
    summary:
      'Una app de trading y finanzas basada en un principio: los resultados salen de los precios de mercado y de reglas publicadas.',
    html: `
<p>Meridian es una plataforma móvil de trading y finanzas: spot, futuros, opciones por segundos, copy trading, productos de ahorro, mercado NFT, compras OTC y préstamos cripto, en una sola cuenta.</p>
<h2>Una plataforma honesta</h2>
<ul>
<li><strong>Los precios salen solo del feed de mercado.</strong> Nadie en Meridian fija ni mueve un precio.</li>
<li><strong>Los resultados salen de reglas publicadas.</strong> Cada ejecución, liquidación, liquidación de opciones y sorteo de cajas sorpresa sigue las reglas publicadas en la app; ningún operador puede elegir un ganador.</li>
<li><strong>Cada liquidación guarda sus precios.</strong> Cada orden liquidada conserva los precios y horas que la decidieron, y puedes verlos.</li>
<li><strong>Un libro contable de partida doble.</strong> Cada cambio de saldo es un asiento en un diario de solo anexión que siempre cuadra; las correcciones son asientos nuevos, nunca ediciones.</li>
<li><strong>Los operadores no pueden mover saldos ni precios.</strong> El personal revisa depósitos, retiros y verificaciones; cada acción queda registrada en un registro de auditoría.</li>
<li><strong>El modo demo se anuncia.</strong> Cuando una instalación funciona con precios simulados es un exchange de demostración: la app lo indica con claridad y ofrece fondos demo, que no tienen valor.</li>
</ul>
<p>¿Dudas? Consulta las <a href="#/pages/common/faq">preguntas frecuentes</a> o <a href="#/pages/kefu/index">chatea con soporte</a>.</p>`,
  },
  faq: {
    title: 'Preguntas frecuentes',
    summary: 'Cuenta, verificación, depósitos, retiros, transferencias, comisiones, seguridad y soporte.',
    html: `
<h3>¿Cómo abro una cuenta?</h3>
<p>Regístrate con tu e-mail o teléfono y un código de verificación de ${f.codeDigits} dígitos (válido ${f.codeMinutes} minutos). El código de invitación es opcional.</p>
<h3>¿Cuáles son los niveles de verificación?</h3>
<p>Lv1 (básico) y Lv2 (avanzado), revisados en ${f.kycReviewHours} horas. Lv1: retiros de hasta el equivalente a ${f.kycLv1Btc} BTC cada 24 horas y operaciones fiat de hasta ${f.kycLv1Fiat} USDT cada una. Lv2: ${f.kycLv2Btc} BTC cada 24 horas y ${f.kycLv2Fiat} USDT por operación fiat.</p>
<h3>¿Cómo deposito?</h3>
<p>Elige la moneda y la red, envía los fondos a la dirección mostrada y luego indica el importe con un comprobante de pago (captura o recibo). Un operador lo revisa y el importe se abona en tu cuenta spot.</p>
<h3>¿Cómo retiro?</h3>
<p>Los retiros requieren la verificación Lv1 y tu contraseña de pago. Mínimos y comisiones: USDT ${f.wdUsdtMin} / ${f.wdUsdtFee}, BTC ${f.wdBtcMin} / ${f.wdBtcFee}, ETH ${f.wdEthMin} / ${f.wdEthFee}. El importe queda bloqueado hasta que un operador lo paga, o se devuelve si la solicitud se rechaza.</p>
<h3>¿Cuáles son mis cuatro cuentas?</h3>
<p>Fiat, spot, futuros y opciones. Los depósitos llegan a spot; los futuros usan la cuenta de futuros y las opciones por segundos la cuenta de opciones. Las transferencias entre ellas son instantáneas y gratuitas.</p>
<h3>¿Cuánto cuesta operar?</h3>
<p>Spot ${f.spotMaker} % maker / ${f.spotTaker} % taker; futuros ${f.futuresFee} % al abrir más ${f.futuresOvernight} % por noche; opciones por segundos sin comisión. Consulta la <a href="#/pages/common/announcements">tabla de comisiones</a>.</p>
<h3>¿Qué es la contraseña de pago?</h3>
<p>Una segunda contraseña, distinta de la de acceso, que confirma los retiros. Configúrala en Ajustes → Seguridad.</p>
<h3>¿Cuánto tiempo sigo conectado?</h3>
<p>Una sesión termina tras ${f.sessionShortHours} horas sin uso, o ${f.sessionLongDays} días si elegiste «mantener la sesión iniciada». Puedes ver y cerrar tus sesiones en Ajustes.</p>
<h3>¿Qué son los fondos demo?</h3>
<p>Cuando los precios son simulados, Meridian es un exchange de demostración. Puedes reclamar ${f.demoClaim} USDT de fondos demo una vez y recargar ${f.demoTopUp} USDT como máximo una vez al día mientras tu saldo sea inferior a ${f.demoBelow} USDT. Los fondos demo no tienen valor.</p>
<h3>¿Quién decide los precios y los resultados?</h3>
<p>Solo el feed de mercado y las reglas publicadas. Cada orden liquidada muestra los precios y horas que la decidieron.</p>
<h3>¿Puede el personal cambiar mi saldo?</h3>
<p>No. Los saldos solo cambian mediante asientos contables generados por las reglas de la plataforma; las acciones de los operadores se auditan.</p>
<h3>¿Cómo invito a amigos?</h3>
<p>Comparte tu enlace o código QR desde <a href="#/pages/setting/share">Invitar amigos</a>; recibes el ${f.inviteRate} % de sus comisiones de trading.</p>
<h3>¿Cómo contacto con soporte?</h3>
<p>Abre el <a href="#/pages/kefu/index">chat de soporte</a>, disponible 24/7.</p>`,
  },
  contact: {
    title: 'Contacto',
    summary: 'Chat de soporte 24/7 en la app, o e-mail con respuesta en 24 horas.',
    html: `
<h2>Chat de soporte</h2>
<p>La forma más rápida de contactarnos es el <a href="#/pages/kefu/index">chat de soporte</a> de la app, abierto las 24 horas, los 7 días de la semana. Puedes adjuntar capturas, y el historial de la conversación queda en el chat.</p>
<h2>E-mail</h2>
<p><a href="mailto:support@meridian.example">support@meridian.example</a> — respondemos en 24 horas. Escribe desde el e-mail de tu cuenta y nunca envíes tu contraseña, tu contraseña de pago ni tus códigos de verificación: el personal de Meridian nunca te los pedirá.</p>
<p>Para responderte rápido, indica el e-mail o teléfono de tu cuenta y, si se trata de un depósito, retiro u orden, su número de registro y la hora.</p>
<h2>Domicilio social</h2>
<p><em>[Marcador de posición: aquí se publican la razón social y la dirección del operador.]</em></p>
<h2>Reclamaciones</h2>
<p>Si una respuesta no te satisface, pide en el chat que tu caso se trate como reclamación; confirmamos la recepción y respondemos por escrito.</p>`,
  },
  compliance: {
    title: 'Cumplimiento operativo',
    summary:
      'Verificación de identidad, prevención del blanqueo, regiones restringidas, conservación de registros, riesgos y reclamaciones.',
    html: `
<h2>Conoce a tu cliente</h2>
<p>Los retiros y las operaciones fiat requieren verificación de identidad. Nuestro personal revisa las verificaciones Lv1 y Lv2 en ${f.kycReviewHours} horas; los límites dependen del nivel.</p>
<h2>Prevención del blanqueo de capitales</h2>
<p>Los depósitos se cotejan con sus comprobantes y los retiros se revisan antes de pagarse. Podemos pedir más información, y rechazamos o comunicamos la actividad que parezca relacionada con el blanqueo, el fraude o la financiación del terrorismo.</p>
<h2>Regiones restringidas</h2>
<p>Meridian no presta servicio a residentes de países y regiones sujetos a sanciones internacionales, ni de lugares donde sus servicios no estén permitidos. Eres responsable de cumplir las leyes de tu lugar de residencia.</p>
<h2>Conservación de registros</h2>
<p>Todos los cambios de saldo se guardan en un libro de partida doble de solo anexión; cada liquidación guarda los precios y horas que la decidieron; cada acción de un operador se registra en un registro de auditoría. Los registros se conservan según exige la ley.</p>
<h2>Información sobre riesgos</h2>
<p>Operar conlleva un alto riesgo de pérdida; lee la <a href="#/pages/common/announcements">advertencia de riesgos</a> y las reglas de cada producto antes de operar.</p>
<h2>Mercado de demostración</h2>
<p>Cuando los precios son simulados, la app es un exchange de demostración y lo indica. Los precios y fondos demo no tienen valor ni generan derecho alguno.</p>
<h2>Reclamaciones</h2>
<p>Envía tus reclamaciones por el <a href="#/pages/kefu/index">chat de soporte</a> o a support@meridian.example; confirmamos la recepción y respondemos por escrito.</p>`,
  },
  'invite-rules': {
    title: 'Reglas de invitación y reembolso',
    summary: `Invita a amigos y recibe el ${f.inviteRate} % de sus comisiones de trading spot y de futuros.`,
    html: `
<p>Comparte tu enlace de invitación o tu código QR. Un amigo que se registra con tu código pasa a ser tu invitado.</p>
<h2>Qué recibes</h2>
<ul>
<li>El ${f.inviteRate} % de cada comisión de trading spot y de futuros que paguen tus invitados.</li>
<li>El reembolso se paga en la moneda de la comisión y se abona en tu cuenta spot, normalmente a los pocos minutos de la operación.</li>
<li>Un solo nivel: recibes reembolsos de los amigos que invitaste directamente, no de las personas que ellos inviten.</li>
<li>Tu página de invitaciones muestra a tus invitados y cada reembolso recibido.</li>
</ul>
<h2>Uso justo</h2>
<ul>
<li>No puedes invitarte a ti mismo ni usar varias cuentas para cobrar reembolsos de tus propias operaciones.</li>
<li>Los reembolsos obtenidos por abuso pueden revertirse con un asiento de corrección y la cuenta puede ser revisada.</li>
</ul>
<p><a href="#/pages/setting/share">Invitar amigos ahora</a>.</p>`,
  },
  welcome: {
    title: 'Bienvenido a Meridian',
    summary: 'Lee el aviso de riesgos antes de operar.',
    html: `
<p>Bienvenido a Meridian. Los precios salen solo del feed de mercado y cada resultado sigue las reglas publicadas.</p>
<p><strong>Aviso de riesgos:</strong> los criptoactivos son volátiles; una posición de futuros puede liquidarse y una opción por segundos puede perder todo su importe. Opera solo con dinero que puedas permitirte perder.</p>
<p><a href="#/pages/common/announcements">Leer las reglas y comisiones</a></p>`,
  },
  'banner-copy': {
    title: 'Copia a los mejores traders',
    summary: 'Sigue a un trader y copia sus órdenes de futuros automáticamente.',
    html: '<p>Elige un trader, fija tu múltiplo o tus lotes y un stop-loss, y copia cada orden.</p>',
  },
  'banner-earn': {
    title: 'Pon tus criptos a trabajar',
    summary: 'Minería bloqueada, IEO e inversión dual con tipos publicados.',
    html: '<p>Gana un rendimiento diario con tus criptos bloqueadas o suscríbete a nuevos tokens.</p>',
  },
  'banner-invite': {
    title: 'Invita amigos y gana reembolsos',
    summary: `Recibe el ${f.inviteRate} % de las comisiones de trading de tus amigos.`,
    html: '<p>Comparte tu enlace y recibe un reembolso por cada comisión spot y de futuros que paguen tus amigos.</p>',
  },
});
