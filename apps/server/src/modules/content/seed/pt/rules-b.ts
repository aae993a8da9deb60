import type { Figures } from '../figures';
import type { ArticleText, RuleKeyB } from '../meta';

/** Português (Brasil): copy trading, rendimentos, NFT, OTC e empréstimos, cupons e minigame. */
export const rulesB = (f: Figures): Record<RuleKeyB, ArticleText> => ({
  'rules-copy': {
    title: 'Regras do copy trading',
    summary:
      'Siga as ordens de futuros de um trader com múltiplo fixo ou lotes fixos; como funciona a participação nos lucros.',
    html: `
<p>O copy trading abre uma posição de futuros na sua conta de futuros sempre que um trader que você segue abre uma, e a fecha quando o trader fecha. Sua cópia entra no próprio preço de mercado, com o spread e as taxas normais de futuros.</p>
<h2>Seguir</h2>
<ul>
<li>Você pode seguir até ${f.copyMaxFollows} traders ao mesmo tempo. Os traders são aprovados pela plataforma; as estatísticas são exibidas em ${f.copyWindows} dias.</li>
<li><strong>Múltiplo fixo:</strong> seus lotes = lotes do trader × seu múltiplo (de ${f.copyMultipleMin} a ${f.copyMultipleMax}), arredondados para baixo em lotes inteiros. Exemplo: múltiplo ${f.copyExMultiple} em uma ordem de ${f.copyExLots} lotes copia ${f.copyExCopied} lotes; uma cópia abaixo de um lote é ignorada.</li>
<li><strong>Lotes fixos:</strong> toda cópia tem o mesmo número de lotes (${f.lotsMin} a ${f.lotsMax}).</li>
<li><strong>Stop loss:</strong> de ${f.copyStopMin} % a ${f.copyStopMax} % do seu orçamento; ao ser atingido, o acompanhamento para e as cópias são fechadas.</li>
<li>Você pode fechar uma cópia ou deixar de seguir a qualquer momento.</li>
</ul>
<h2>Participação nos lucros</h2>
<p>Cada trader publica uma participação de no máximo ${f.copyShareMax} %. Ela só é cobrada quando uma cópia fecha com lucro, e só sobre a parte do seu resultado acumulado (após as taxas das cópias) que ultrapassa o ponto mais alto anterior, a marca d'água. Lucro que apenas recupera uma perda anterior não paga participação.</p>
<p>Os resultados dependem dos seus próprios preços de entrada e saída e podem diferir dos do trader. Resultados passados não garantem resultados futuros. <a href="#/pages/copytrade/copy">Ver traders</a>.</p>`,
  },
  'rules-earn': {
    title: 'Regras de rendimentos: mineração bloqueada, IEO e investimento dual',
    summary:
      'Como os produtos bloqueados rendem, quanto custa o resgate antecipado, a alocação IEO e a liquidação dual.',
    html: `
<h2>Mineração bloqueada</h2>
<p>Você bloqueia um valor por um número fixo de dias. O prazo começa às 00:00 UTC seguintes; a cada dia UTC completo você recebe valor × taxa do dia, publicada dentro da faixa do produto antes do início do dia. No vencimento, o principal volta para você.</p>
<p>Exemplo: ${f.lockExYieldOn} USDT a uma taxa diária de ${f.lockExLow} %–${f.lockExHigh} % rendem ${f.lockDivLow}–${f.lockDivHigh} USDT por dia.</p>
<p><strong>Resgate antecipado:</strong> multa = taxa de multa × dias restantes × valor bloqueado, incluindo o dia atual. Exemplo: taxa de ${f.lockExRate} %, ${f.lockExDays} dias restantes, ${f.lockExAmount} bloqueados: a multa é ${f.lockPenalty} e voltam ${f.lockRefund}.</p>
<h2>IEO</h2>
<p>Um novo token é oferecido a preço fixo durante um período de subscrição. Você paga ao subscrever. Se a demanda superar a oferta, todos os pedidos são atendidos na mesma proporção, com limite por usuário; você paga quantidade alocada × preço e o restante é reembolsado. Os tokens são entregues quando o token chega ao mercado.</p>
<h2>Investimento dual</h2>
<p>A liquidação ocorre às ${f.investHour}:00 UTC da data de vencimento, pela média dos preços do feed nos ${f.investSampleMin} minutos anteriores. São necessários pelo menos ${f.investSamplesNeeded} desses preços por minuto; se o feed estava fora do ar, a liquidação espera e, após ${f.investFailHours} hora, a ordem falha e todo o depósito volta sem rendimento.</p>
<ul>
<li><strong>Vender alto</strong> (depósito em cripto): abaixo do preço vinculado você recebe cripto = valor × (1 + dias × taxa anual ÷ 365); caso contrário, USDT = valor × preço vinculado × (1 + dias × taxa anual ÷ 365).</li>
<li><strong>Comprar baixo</strong> (depósito em USDT): acima do preço vinculado você recebe USDT = valor × (1 + dias × taxa anual ÷ 365); caso contrário, cripto = valor ÷ preço vinculado × (1 + dias × taxa anual ÷ 365).</li>
</ul>
<p>Exemplo: ${f.investExAmount} BTC, preço vinculado ${f.investExLinked}, taxa anual de ${f.investExApr} %, ${f.investExDays} dias: ${f.investBelow} BTC se liquidado abaixo de ${f.investExLinked}; caso contrário, ${f.investAbove} USDT. <a href="#/pages/financial/index">Ver produtos</a>.</p>`,
  },
  'rules-nft': {
    title: 'Regras do mercado NFT',
    summary:
      'Vendas a preço fixo, leilões com depósito e um dia para pagar, e caixas surpresa com probabilidades publicadas.',
    html: `
<h2>Comprar e vender</h2>
<p>As obras são vendidas a preço fixo (um anúncio fica até ${f.nftListingDays} dias) ou em leilão, pagas pela sua conta spot. Em cada venda, a taxa da plataforma é de ${f.nftFee} % do preço; nas revendas, o criador recebe o royalty definido para a obra (no máximo ${f.nftRoyaltyMax} %). O vendedor recebe o restante.</p>
<h2>Leilões</h2>
<ul>
<li>Para dar lances, você primeiro paga um depósito, uma vez por leilão (por padrão ${f.nftDeposit} % do preço inicial).</li>
<li>Um lance deve ser pelo menos o lance atual mais o incremento. Seu lance vencedor fica reservado e é liberado quando alguém cobre a oferta.</li>
<li>Um lance nos últimos ${f.nftSnipeMin} minutos prorroga o leilão em ${f.nftExtendMin} minutos.</li>
<li>Os depósitos dos demais participantes são devolvidos ao fim do leilão.</li>
<li>O vencedor deve pagar em um dia (${f.nftPayHours} horas). Quem vence e não paga perde o depósito: a taxa da plataforma vai para a plataforma e o restante para o vendedor.</li>
</ul>
<h2>Caixas surpresa</h2>
<p>Cada série publica sua tabela de probabilidades (no máximo ${f.nftMaxPrizes} prêmios e ${f.nftMaxBoxes} caixas). Antes da abertura das vendas, a plataforma publica um compromisso, o hash SHA-256 de uma semente secreta. O conteúdo de cada caixa é sorteado a partir dessa semente, do código da caixa e do seu número de sequência. Quando a série esgota ou termina, a semente é revelada e qualquer pessoa pode recalcular cada sorteio e conferi-lo com o compromisso. <a href="#/pages/nft/nft">Visitar o mercado NFT</a>.</p>`,
  },
  'rules-otc-loans': {
    title: 'Regras de OTC e empréstimos cripto',
    summary:
      'Cotações travadas por 60 segundos, limites por nível de verificação; LTV, juros por hora e liquidação.',
    html: `
<h2>Compra rápida OTC</h2>
<ul>
<li>Você compra ou vende cripto contra moeda fiduciária. A cotação = preço de mercado × câmbio, mais ou menos um spread (${f.otcSpread} % por padrão), travada por ${f.otcQuoteS} segundos.</li>
<li>Por ordem: de ${f.otcMin} a ${f.otcMax} USDT em valor por padrão, e no máximo ${f.otcLv1} USDT com verificação Lv1 ou ${f.otcLv2} USDT com Lv2. Contas não verificadas não podem negociar OTC.</li>
<li>Depois de uma ordem de compra, pague dentro do prazo (${f.otcPayMin} minutos por padrão) e marque a ordem como paga; um operador confirma o pagamento e a cripto é creditada. Uma ordem não paga expira.</li>
</ul>
<h2>Empréstimos cripto</h2>
<ul>
<li>Você toma USDT emprestado com garantia em BTC ou ETH da sua conta spot, sem prazo ou por ${f.loanTerms} dias.</li>
<li><strong>LTV (relação empréstimo/valor)</strong> = dívida ÷ (garantia × preço) × 100, com dívida = principal + juros não pagos. Cada produto publica três níveis: o LTV inicial (o máximo que você pode pegar), o LTV de chamada de margem (você é avisado e pode adicionar garantia) e o LTV de liquidação.</li>
<li>Os juros correm a cada hora sobre o principal em aberto, à taxa horária publicada do produto. Um pagamento quita primeiro os juros e depois o principal.</li>
<li>Quando o LTV atinge o nível de liquidação, ou um prazo termina sem pagamento, a garantia é vendida a preço de mercado: a dívida é quitada e o restante volta para você. Se a venda não cobrir a dívida, a plataforma arca com a diferença.</li>
</ul>
<p><a href="#/pages/otc/otc">OTC</a> · <a href="#/pages/common/borrowing">Empréstimos</a></p>`,
  },
  coupons: {
    title: 'Regras dos cupons de experiência',
    summary:
      'Use um cupom como margem de futuros ou valor de uma opção: o lucro é seu e o valor do cupom volta no fechamento.',
    html: `
<p>Os cupons de experiência permitem testar futuros e opções por segundos com o dinheiro da plataforma em vez do seu.</p>
<ul>
<li>Um cupom tem um valor em USDT e uma data de validade. Veja seus cupons em <a href="#/pages/setting/coupon">Configurações → Cupons</a>.</li>
<li>Um cupom não usado pode pagar parte ou toda a margem de uma ordem a mercado de futuros, ou o valor de uma opção por segundos; o restante (e a taxa de futuros) você paga. Um cupom paga uma única posição ou ordem.</li>
<li>Quando a posição fecha ou a opção é liquidada, o valor do cupom volta para a plataforma a partir do pagamento. As perdas saem primeiro do valor do cupom; <strong>a sua parte e o lucro são seus</strong>. Um cupom em uso continua em uso até a posição fechar, seja qual for a validade.</li>
<li>Um cupom não usado até a data de validade expira e não pode mais ser usado. Cupons não podem ser sacados, transferidos nem trocados por dinheiro.</li>
</ul>
<p>Negociar com cupom segue as regras normais do produto, incluindo preços, liquidação e encerramento forçado.</p>`,
  },
  game: {
    title: 'Regras do minigame',
    summary: 'Preveja alta ou baixa com pontos grátis — nunca dinheiro — e suba no ranking do dia.',
    html: `
<p>O minigame é um jogo de previsão gratuito jogado <strong>apenas com pontos</strong>. Os pontos não têm valor em dinheiro, nunca são dinheiro e nunca afetam seus saldos.</p>
<ul>
<li>A cada dia UTC você começa com ${f.gameDaily} pontos; os pontos do dia anterior não são acumulados.</li>
<li>Escolha um par (${f.gameSymbols}), uma aposta de ${f.gameStakes} pontos, alta ou baixa, e uma rodada de ${f.gameSeconds} segundos.</li>
<li>O preço inicial é o do feed de mercado quando você joga; o preço final é o registrado pelo feed no segundo final.</li>
<li>Ganhou: recebe o dobro da aposta. Perdeu: perde a aposta. Preços iguais ou sem preço registrado: a aposta volta.</li>
<li>O ranking diário mostra os ${f.gameBoard} melhores jogadores por pontos ganhos no dia.</li>
</ul>
<p><a href="#/pages/game/game">Jogar agora</a>.</p>`,
  },
});
