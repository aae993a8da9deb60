import type { Figures } from '../figures';
import type { ArticleText, RuleKeyB } from '../meta';

/** Español: copy trading, ahorro, NFT, OTC y préstamos, cupones y minijuego. */
export const rulesB = (f: Figures): Record<RuleKeyB, ArticleText> => ({
  'rules-copy': {
    title: 'Reglas del copy trading',
    summary:
      'Sigue las órdenes de futuros de un trader con un múltiplo fijo o lotes fijos; cómo funciona la participación en beneficios.',
    html: `
<p>El copy trading abre una posición de futuros en tu cuenta de futuros cada vez que un trader al que sigues abre una, y la cierra cuando el trader cierra. Tu copia entra a su propio precio de mercado, con el spread y las comisiones de futuros habituales.</p>
<h2>Seguir</h2>
<ul>
<li>Puedes seguir hasta ${f.copyMaxFollows} traders a la vez. Los traders son aprobados por la plataforma; sus estadísticas se muestran a ${f.copyWindows} días.</li>
<li><strong>Múltiplo fijo:</strong> tus lotes = lotes del trader × tu múltiplo (de ${f.copyMultipleMin} a ${f.copyMultipleMax}), redondeados hacia abajo a lotes enteros. Ejemplo: un múltiplo de ${f.copyExMultiple} sobre una orden de ${f.copyExLots} lotes copia ${f.copyExCopied} lotes; una copia inferior a un lote se omite.</li>
<li><strong>Lotes fijos:</strong> cada copia tiene el mismo número de lotes (${f.lotsMin} a ${f.lotsMax}).</li>
<li><strong>Stop-loss:</strong> del ${f.copyStopMin} % al ${f.copyStopMax} % de tu presupuesto; al alcanzarlo, el seguimiento se detiene y sus copias se cierran.</li>
<li>Puedes cerrar una copia tú mismo o dejar de seguir en cualquier momento.</li>
</ul>
<h2>Participación en beneficios</h2>
<p>Cada trader publica una participación de como máximo el ${f.copyShareMax} %. Solo se cobra cuando una copia se cierra con ganancia, y solo sobre la parte de tu resultado acumulado (tras las comisiones de las copias) que supera su máximo anterior, la marca de agua alta. Un beneficio que solo recupera una pérdida anterior no paga participación.</p>
<p>Los resultados dependen de tus propios precios de entrada y salida y pueden diferir de los del trader. Los resultados pasados no garantizan los futuros. <a href="#/pages/copytrade/copy">Ver traders</a>.</p>`,
  },
  'rules-earn': {
    title: 'Reglas de ahorro: minería bloqueada, IEO e inversión dual',
    summary:
      'Cómo pagan los productos bloqueados, cuánto cuesta el rescate anticipado, la asignación IEO y la liquidación dual.',
    html: `
<h2>Minería bloqueada</h2>
<p>Bloqueas un importe durante un número fijo de días. El plazo empieza a las 00:00 UTC siguientes; por cada día UTC completo recibes importe × tipo del día, publicado dentro del rango del producto antes de que empiece el día. Al vencimiento recuperas el principal.</p>
<p>Ejemplo: ${f.lockExYieldOn} USDT a un tipo diario del ${f.lockExLow} %–${f.lockExHigh} % generan ${f.lockDivLow}–${f.lockDivHigh} USDT al día.</p>
<p><strong>Rescate anticipado:</strong> penalización = tipo de penalización × días restantes × importe bloqueado, incluido el día en curso. Ejemplo: tipo ${f.lockExRate} %, ${f.lockExDays} días restantes, ${f.lockExAmount} bloqueados: la penalización es ${f.lockPenalty} y recuperas ${f.lockRefund}.</p>
<h2>IEO</h2>
<p>Un nuevo token se ofrece a precio fijo durante un periodo de suscripción. Pagas al suscribirte. Si la demanda supera la oferta, todas las solicitudes se atienden en la misma proporción, con un límite por usuario; pagas cantidad asignada × precio y el resto se reembolsa. Los tokens se entregan cuando el token sale al mercado.</p>
<h2>Inversión dual</h2>
<p>La liquidación es a las ${f.investHour}:00 UTC de la fecha de vencimiento, al promedio de los precios del feed de los ${f.investSampleMin} minutos anteriores. Se necesitan al menos ${f.investSamplesNeeded} de esos precios por minuto; si el feed estuvo caído, la liquidación espera, y tras ${f.investFailHours} hora la orden falla y se devuelve todo el depósito sin rendimiento.</p>
<ul>
<li><strong>Vender alto</strong> (depositas la cripto): por debajo del precio vinculado recibes cripto = importe × (1 + días × TAE ÷ 365); si no, USDT = importe × precio vinculado × (1 + días × TAE ÷ 365).</li>
<li><strong>Comprar bajo</strong> (depositas USDT): por encima del precio vinculado recibes USDT = importe × (1 + días × TAE ÷ 365); si no, cripto = importe ÷ precio vinculado × (1 + días × TAE ÷ 365).</li>
</ul>
<p>Ejemplo: ${f.investExAmount} BTC, precio vinculado ${f.investExLinked}, TAE ${f.investExApr} %, ${f.investExDays} días: ${f.investBelow} BTC si se liquida por debajo de ${f.investExLinked}; si no, ${f.investAbove} USDT. <a href="#/pages/financial/index">Ver productos</a>.</p>`,
  },
  'rules-nft': {
    title: 'Reglas del mercado NFT',
    summary:
      'Ventas a precio fijo, subastas con depósito y un día para pagar, y cajas sorpresa con probabilidades publicadas.',
    html: `
<h2>Comprar y vender</h2>
<p>Las obras se venden a precio fijo (un anuncio dura hasta ${f.nftListingDays} días) o en subasta, y se pagan desde tu cuenta spot. En cada venta la comisión de la plataforma es el ${f.nftFee} % del precio; en las reventas, el creador recibe la regalía fijada para la obra (como máximo el ${f.nftRoyaltyMax} %). El vendedor recibe el resto.</p>
<h2>Subastas</h2>
<ul>
<li>Para pujar, primero pagas un depósito, una vez por subasta (por defecto el ${f.nftDeposit} % del precio de salida).</li>
<li>Una puja debe ser al menos la puja actual más el incremento. Tu puja ganadora queda bloqueada y se libera si alguien te supera.</li>
<li>Una puja en los últimos ${f.nftSnipeMin} minutos prolonga la subasta ${f.nftExtendMin} minutos.</li>
<li>Los depósitos de los demás pujadores se devuelven al terminar la subasta.</li>
<li>El ganador debe pagar en un día (${f.nftPayHours} horas). Un ganador que no paga pierde el depósito: la comisión de la plataforma va a la plataforma y el resto al vendedor.</li>
</ul>
<h2>Cajas sorpresa</h2>
<p>Cada serie publica su tabla de probabilidades (como máximo ${f.nftMaxPrizes} premios y ${f.nftMaxBoxes} cajas). Antes de abrir la venta, la plataforma publica un compromiso, el hash SHA-256 de una semilla secreta. El contenido de cada caja se sortea con esa semilla, el código de la caja y su número de secuencia. Cuando la serie se agota o termina, se revela la semilla y cualquiera puede recalcular cada sorteo y comprobarlo con el compromiso. <a href="#/pages/nft/nft">Visitar el mercado NFT</a>.</p>`,
  },
  'rules-otc-loans': {
    title: 'Reglas de OTC y préstamos cripto',
    summary:
      'Cotizaciones fijas durante 60 segundos, límites por nivel de verificación; LTV, interés por hora y liquidación.',
    html: `
<h2>Compra rápida OTC</h2>
<ul>
<li>Compras o vendes criptomonedas contra una moneda fiat. La cotización = precio de mercado × tipo de cambio, más o menos un spread (${f.otcSpread} % por defecto), y queda fijada ${f.otcQuoteS} segundos.</li>
<li>Por orden: de ${f.otcMin} a ${f.otcMax} USDT de valor por defecto, y como máximo ${f.otcLv1} USDT con verificación Lv1 o ${f.otcLv2} USDT con Lv2. Las cuentas no verificadas no pueden operar en OTC.</li>
<li>Tras una orden de compra, paga dentro del plazo de pago (${f.otcPayMin} minutos por defecto) y marca la orden como pagada; un operador confirma el pago y se abonan las criptomonedas. Una orden sin pagar caduca.</li>
</ul>
<h2>Préstamos cripto</h2>
<ul>
<li>Pides prestados USDT con garantía de BTC o ETH de tu cuenta spot, sin plazo fijo o a ${f.loanTerms} días.</li>
<li><strong>Relación préstamo-valor (LTV)</strong> = deuda ÷ (garantía × precio) × 100, con deuda = principal + intereses pendientes. Cada producto publica tres niveles: el LTV inicial (lo máximo que puedes pedir), el LTV de aviso de margen (se te avisa y puedes añadir garantía) y el LTV de liquidación.</li>
<li>Los intereses se generan cada hora sobre el principal pendiente al tipo horario publicado del producto. Un pago cubre primero los intereses y luego el principal.</li>
<li>Cuando el LTV alcanza el nivel de liquidación, o un plazo vence sin pagar, la garantía se vende a precio de mercado: se salda la deuda y el resto vuelve a ti. Si la venta no cubre la deuda, la plataforma asume la diferencia.</li>
</ul>
<p><a href="#/pages/otc/otc">OTC</a> · <a href="#/pages/common/borrowing">Préstamos</a></p>`,
  },
  coupons: {
    title: 'Reglas de los cupones de experiencia',
    summary:
      'Usa un cupón como margen de futuros o importe de una opción: la ganancia es tuya y el valor del cupón vuelve al cerrar.',
    html: `
<p>Los cupones de experiencia te permiten probar los futuros y las opciones por segundos con dinero de la plataforma en lugar del tuyo.</p>
<ul>
<li>Un cupón tiene un valor en USDT y una fecha de caducidad. Encuentra tus cupones en <a href="#/pages/setting/coupon">Ajustes → Cupones</a>.</li>
<li>Un cupón sin usar puede pagar todo o parte del margen de una orden de futuros a mercado, o del importe de una opción por segundos; el resto (y la comisión de futuros) lo pagas tú. Un cupón paga una sola posición u orden.</li>
<li>Cuando la posición se cierra o la opción se liquida, el valor del cupón vuelve a la plataforma a partir del pago. Las pérdidas se descuentan primero del valor del cupón; <strong>tu parte propia y la ganancia son tuyas</strong>. Un cupón en uso sigue en uso hasta que se cierra su posición, sea cual sea su caducidad.</li>
<li>Un cupón no usado antes de su fecha de caducidad caduca y ya no puede usarse. Los cupones no se pueden retirar, transferir ni canjear por dinero.</li>
</ul>
<p>Operar con un cupón sigue las reglas habituales del producto, incluidos sus precios, su liquidación y su cierre forzoso.</p>`,
  },
  game: {
    title: 'Reglas del minijuego',
    summary:
      'Predice si sube o baja con puntos gratuitos —nunca dinero— y escala en la clasificación diaria.',
    html: `
<p>El minijuego es un juego de predicción gratuito que se juega <strong>solo con puntos</strong>. Los puntos no tienen valor monetario, nunca son dinero y nunca afectan a tus saldos.</p>
<ul>
<li>Cada día UTC empiezas con ${f.gameDaily} puntos; los puntos del día anterior no se acumulan.</li>
<li>Elige un par (${f.gameSymbols}), una apuesta de ${f.gameStakes} puntos, sube o baja, y una ronda de ${f.gameSeconds} segundos.</li>
<li>El precio inicial es el del feed de mercado cuando juegas; el precio final es el registrado por el feed en el segundo final.</li>
<li>Ganas: recibes el doble de la apuesta. Pierdes: pierdes la apuesta. Precios iguales o sin precio registrado: recuperas la apuesta.</li>
<li>La clasificación diaria muestra a los ${f.gameBoard} mejores jugadores por puntos ganados ese día.</li>
</ul>
<p><a href="#/pages/game/game">Jugar ahora</a>.</p>`,
  },
});
