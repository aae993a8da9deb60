import type { Figures } from '../figures';
import type { ArticleText, RuleKeyA } from '../meta';

/** Español: tabla de comisiones, advertencia de riesgos y reglas de trading (spot, futuros, opciones). */
export const rulesA = (f: Figures): Record<RuleKeyA, ArticleText> => ({
  fees: {
    title: 'Tabla de comisiones',
    summary: 'Todas las comisiones que cobra Meridian en un solo lugar: trading, retiros y otros productos.',
    html: `
<p>Meridian publica cada comisión antes de que la pagues. La confirmación de cada orden muestra su comisión y no se añade nada después. Los depósitos y las transferencias entre tus propias cuentas son gratuitos.</p>
<h2>Trading</h2>
<table>
<tr><th>Producto</th><th>Comisión</th></tr>
<tr><td>Spot, maker (tu orden queda en el libro)</td><td>${f.spotMaker} % de cada ejecución</td></tr>
<tr><td>Spot, taker (tu orden se ejecuta al instante)</td><td>${f.spotTaker} % de cada ejecución</td></tr>
<tr><td>Futuros, comisión de operación</td><td>${f.futuresFee} % del nocional, solo al abrir</td></tr>
<tr><td>Futuros, comisión nocturna</td><td>${f.futuresOvernight} % del nocional por cada día que la posición se mantiene pasadas las 00:00 UTC</td></tr>
<tr><td>Futuros, spread</td><td>${f.futuresSpread} % del precio de marca, al entrar y al salir</td></tr>
<tr><td>Opciones por segundos</td><td>${f.optFee} % — el pago mostrado antes de confirmar es todo</td></tr>
</table>
<p>En spot, el comprador paga la comisión en el activo que recibe y el vendedor en la moneda de cotización que recibe.</p>
<h2>Retiros</h2>
<table>
<tr><th>Moneda</th><th>Mínimo</th><th>Comisión por retiro</th></tr>
<tr><td>USDT</td><td>${f.wdUsdtMin}</td><td>${f.wdUsdtFee}</td></tr>
<tr><td>BTC</td><td>${f.wdBtcMin}</td><td>${f.wdBtcFee}</td></tr>
<tr><td>ETH</td><td>${f.wdEthMin}</td><td>${f.wdEthFee}</td></tr>
</table>
<p>La comisión se descuenta del importe; la pantalla de retiro muestra lo que llega.</p>
<h2>Otros productos</h2>
<ul>
<li><strong>NFT:</strong> una comisión de plataforma del ${f.nftFee} % del precio de cada venta, descontada del precio; en las reventas, la regalía del creador, como máximo el ${f.nftRoyaltyMax} %.</li>
<li><strong>OTC:</strong> sin comisión aparte; la cotización incluye un spread (${f.otcSpread} % sobre el precio de mercado por defecto), visible antes de confirmar.</li>
<li><strong>Préstamos:</strong> solo intereses, que se generan cada hora sobre el principal al tipo horario publicado del producto.</li>
<li><strong>Copy trading:</strong> las posiciones copiadas pagan las comisiones de futuros anteriores; el trader puede cobrar una participación de beneficios de como máximo el ${f.copyShareMax} %, solo sobre el beneficio que supere tu máximo histórico.</li>
<li><strong>Minería bloqueada:</strong> sin comisión; el rescate anticipado cuesta la penalización publicada.</li>
</ul>`,
  },
  risk: {
    title: 'Advertencia de riesgos',
    summary:
      'Operar con criptoactivos, futuros y opciones puede hacerte perder dinero rápidamente. Léelo primero.',
    html: `
<p>Operar en Meridian conlleva un alto nivel de riesgo y no es adecuado para todo el mundo. Opera solo con dinero que puedas permitirte perder.</p>
<h2>Volatilidad</h2>
<p>Los precios de los criptoactivos pueden moverse decenas de puntos porcentuales en un día, y los mercados operan sin pausa. Un precio puede dar un salto: el siguiente precio puede estar lejos del anterior.</p>
<h2>Apalancamiento y liquidación</h2>
<p>Los futuros multiplican tanto las ganancias como las pérdidas por el apalancamiento elegido (hasta ${f.futuresMax}×). Una posición se liquida automáticamente cuando sus pérdidas han consumido el ${f.futuresLiqLossPct} % de su margen. Con ${f.exLeverage}× basta un movimiento en contra de aproximadamente el ${f.exLiqMovePct} %. La comisión nocturna reduce el margen cada día.</p>
<h2>Opciones por segundos</h2>
<p>Una opción que termina del lado equivocado pierde <strong>todo el importe apostado</strong>. En plazos muy cortos el movimiento es casi aleatorio; las ganancias pasadas no dicen nada de la siguiente orden.</p>
<h2>Otros productos</h2>
<ul>
<li>El copy trading copia tanto las pérdidas como las ganancias.</li>
<li>Los productos de ahorro con tipo variable pueden pagar menos de lo esperado; la inversión dual puede devolverse en otra moneda.</li>
<li>La garantía de un préstamo se vende cuando su relación préstamo-valor alcanza el nivel de liquidación.</li>
</ul>
<p>Nada en Meridian constituye asesoramiento de inversión. Los resultados se deciden solo por los precios de mercado y las reglas publicadas; consulta las <a href="#/pages/common/announcements">reglas</a> de cada producto.</p>`,
  },
  'rules-spot': {
    title: 'Reglas del trading spot',
    summary: 'Órdenes limitadas y de mercado, vigencia, importe mínimo y comisiones.',
    html: `
<p>El trading spot intercambia al instante un activo por otro desde tu cuenta spot. Lo que compras es tuyo; no hay apalancamiento.</p>
<h2>Órdenes</h2>
<ul>
<li><strong>Orden limitada:</strong> compra a tu precio o menos y vende a tu precio o más.</li>
<li><strong>Orden de mercado:</strong> se ejecuta contra los mejores precios del libro. Una compra a mercado bloquea cantidad × mejor precio de venta × (1 + ${f.spotCollar} %) y nunca paga más; lo que ese límite deja sin ejecutar se cancela.</li>
<li><strong>Vigencia:</strong> GTC (permanece hasta ejecutarse o cancelarse), IOC (ejecuta al instante lo posible y cancela el resto), FOK (se ejecuta completa al instante o no se ejecuta).</li>
</ul>
<p>El importe mínimo de una orden es ${f.spotMinCrypto} USDT en pares de criptomonedas y ${f.spotMinStock} USDT en pares de acciones. Una orden abierta bloquea sus fondos; al cancelarla se libera lo no ejecutado.</p>
<h2>Comisiones</h2>
<p>Maker ${f.spotMaker} %, taker ${f.spotTaker} % de cada ejecución, descontadas de lo que recibes. No se bloquea ninguna comisión adicional a la orden.</p>
<p>Cada ejecución registra su precio y su hora, visibles en tu historial. Opera ahora: <a href="#/pages/transaction/currency">spot</a>.</p>`,
  },
  'rules-futures': {
    title: 'Reglas del trading de futuros',
    summary: 'Lotes, apalancamiento, margen aislado, liquidación y comisiones, con un ejemplo.',
    html: `
<p>Los futuros te permiten ir en largo o en corto sobre un par con apalancamiento, usando USDT de tu cuenta de futuros. Cada posición tiene su propio margen (margen aislado): una posición nunca puede perder más que su margen.</p>
<h2>Órdenes</h2>
<ul>
<li><strong>Lotes:</strong> números enteros de ${f.lotsMin} a ${f.lotsMax}; cada par publica cuánto activo equivale a un lote.</li>
<li><strong>Apalancamiento:</strong> ${f.leverages}×.</li>
<li><strong>Margen</strong> = nocional ÷ apalancamiento. <strong>Nocional</strong> = precio × cantidad.</li>
<li>Una orden de mercado entra al precio de marca ± ${f.futuresSpread} % de spread; una orden limitada espera a que el precio de marca alcance tu precio y entra exactamente a ese precio.</li>
<li>Se rechaza una orden si el último precio del par tiene más de ${f.futuresPriceAgeS} segundos. Como máximo ${f.futuresMaxLive} posiciones abiertas y órdenes pendientes a la vez.</li>
</ul>
<h2>Comisiones</h2>
<p>Comisión de operación del ${f.futuresFee} % del nocional al abrir (ninguna al cerrar); comisión nocturna del ${f.futuresOvernight} % del nocional por cada día mantenida pasadas las 00:00 UTC, descontada del margen.</p>
<h2>Liquidación</h2>
<p>Riesgo = (margen + ganancia o pérdida) ÷ margen inicial × 100. Cuando el precio de marca lo lleva al ${f.futuresLiqRisk} %, la posición se cierra a ese precio. Si un salto de precio lleva la pérdida más allá del margen, la cuenta de seguro de la plataforma absorbe el resto: tu saldo nunca queda en negativo.</p>
<h2>Ejemplo</h2>
<p>Una posición de ${f.exNotional} USDT a ${f.exLeverage}× requiere ${f.exMargin} USDT de margen y paga ${f.exFee} USDT de comisión, y luego ${f.exOvernight} USDT por noche. Se liquida tras una pérdida de ${f.exLiqLoss} USDT, un movimiento en contra del ${f.exLiqMovePct} %.</p>
<p>Cada cierre guarda el precio, la hora y el motivo. Opera ahora: <a href="#/pages/transaction/contract">futuros</a>.</p>`,
  },
  'rules-options': {
    title: 'Reglas de las opciones por segundos',
    summary:
      'Sube o baja en un tiempo fijo: los plazos, los porcentajes de pago y cómo se liquida cada orden.',
    html: `
<p>Una opción por segundos es una predicción: ¿estará el precio más alto (sube) o más bajo (baja) cuando termine el tiempo elegido? El importe se paga en USDT desde tu cuenta de opciones cuando se acepta la orden.</p>
<h2>Plazos</h2>
<table>
<tr><th>Tiempo</th><th>Porcentaje de pago</th><th>Importe (USDT)</th></tr>
${f.tiers.map((t) => `<tr><td>${t.seconds} s</td><td>${t.ratio} %</td><td>${t.min} – ${t.max}</td></tr>`).join('\n')}
</table>
<p>Los plazos que muestra la pantalla de trading son los vigentes.</p>
<h2>Liquidación</h2>
<ul>
<li>El precio de entrada es el del feed de mercado cuando se acepta la orden (se rechaza si ese precio tiene más de ${f.optPriceAgeS} segundos).</li>
<li>La orden se liquida exactamente en el segundo final, al precio del feed vigente durante ese segundo. Un precio posterior nunca la decide.</li>
<li><strong>Ganancia</strong> (sube y el precio final es mayor, o baja y es menor): recibes importe × (1 + porcentaje).</li>
<li><strong>Empate</strong> (precios iguales): recibes el importe.</li>
<li><strong>Pérdida:</strong> se pierde todo el importe.</li>
<li>Si no se registró ningún precio en el segundo final, la orden se anula y recibes el importe.</li>
</ul>
<p>Ejemplo: ${f.optStake} USDT en el plazo de ${f.optTierSeconds} s al ${f.optTierRatio} % devuelven ${f.optWinPayout} USDT si ganas, ${f.optStake} USDT en empate y nada si pierdes. Sin comisión. Como máximo ${f.optMaxOpen} órdenes abiertas a la vez. Tras la liquidación, cada orden muestra ambos precios y sus horas.</p>`,
  },
});
