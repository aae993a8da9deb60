import type { Figures } from '../figures';
import type { ArticleText, PageKey } from '../meta';

/** Português (Brasil): sobre nós, perguntas frequentes, contato, conformidade, regras de convite, pop-up e banners. */
export const pages = (f: Figures): Record<PageKey, ArticleText> => ({
  about: {
    title: 'Sobre a Meridian',
    summary:
      'Um app de negociação e finanças construído sobre um princípio: os resultados vêm dos preços de mercado e de regras publicadas.',
    html: `
<p>A Meridian é uma plataforma móvel de negociação e finanças: spot, futuros, opções por segundos, copy trading, produtos de rendimento, mercado NFT, compras OTC e empréstimos cripto, em uma só conta.</p>
<h2>Uma plataforma honesta</h2>
<ul>
<li><strong>Os preços vêm apenas do feed de mercado.</strong> Ninguém na Meridian define ou move um preço.</li>
<li><strong>Os resultados vêm de regras publicadas.</strong> Cada execução, liquidação, liquidação de opção e sorteio de caixa surpresa segue as regras publicadas no app; nenhum operador pode escolher um vencedor.</li>
<li><strong>Cada liquidação guarda seus preços.</strong> Cada ordem liquidada mantém os preços e horários que a decidiram, e você pode vê-los.</li>
<li><strong>Um livro-razão de partidas dobradas.</strong> Cada alteração de saldo é um lançamento em um diário apenas de inclusão que sempre fecha; correções são novos lançamentos, nunca edições.</li>
<li><strong>Operadores não podem mexer em saldos nem em preços.</strong> A equipe analisa depósitos, saques e verificações; cada ação fica registrada em um log de auditoria.</li>
<li><strong>O modo demo é anunciado.</strong> Quando uma instalação roda com preços simulados, ela é uma corretora de demonstração: o app avisa claramente e oferece fundos demo, que não têm valor.</li>
</ul>
<p>Dúvidas? Veja as <a href="#/pages/common/faq">perguntas frequentes</a> ou <a href="#/pages/kefu/index">fale com o suporte</a>.</p>`,
  },
  faq: {
    title: 'Perguntas frequentes',
    summary: 'Conta, verificação, depósitos, saques, transferências, taxas, segurança e suporte.',
    html: `
<h3>Como abro uma conta?</h3>
<p>Cadastre-se com seu e-mail ou telefone e um código de verificação de ${f.codeDigits} dígitos (válido por ${f.codeMinutes} minutos). O código de convite é opcional.</p>
<h3>Quais são os níveis de verificação?</h3>
<p>Lv1 (básico) e Lv2 (avançado), analisados em até ${f.kycReviewHours} horas. Lv1: saques de até o equivalente a ${f.kycLv1Btc} BTC a cada 24 horas e operações em moeda fiduciária de até ${f.kycLv1Fiat} USDT cada. Lv2: ${f.kycLv2Btc} BTC a cada 24 horas e ${f.kycLv2Fiat} USDT por operação.</p>
<h3>Como faço um depósito?</h3>
<p>Escolha a moeda e a rede, envie os fundos para o endereço exibido e informe o valor com um comprovante de pagamento (print ou recibo). Um operador confere e o valor é creditado na sua conta spot.</p>
<h3>Como faço um saque?</h3>
<p>Saques exigem verificação Lv1 e sua senha de pagamento. Mínimos e taxas: USDT ${f.wdUsdtMin} / ${f.wdUsdtFee}, BTC ${f.wdBtcMin} / ${f.wdBtcFee}, ETH ${f.wdEthMin} / ${f.wdEthFee}. O valor fica reservado até um operador efetuar o pagamento, ou volta se o pedido for recusado.</p>
<h3>Quais são minhas quatro contas?</h3>
<p>Fiduciária, spot, futuros e opções. Os depósitos chegam na spot; os futuros usam a conta de futuros e as opções por segundos a conta de opções. As transferências entre elas são instantâneas e gratuitas.</p>
<h3>Quanto custa negociar?</h3>
<p>Spot ${f.spotMaker} % maker / ${f.spotTaker} % taker; futuros ${f.futuresFee} % na abertura mais ${f.futuresOvernight} % por noite; opções por segundos sem taxa. Veja a <a href="#/pages/common/announcements">tabela de taxas</a>.</p>
<h3>O que é a senha de pagamento?</h3>
<p>Uma segunda senha, diferente da senha de login, que confirma saques. Defina-a em Configurações → Segurança.</p>
<h3>Por quanto tempo fico conectado?</h3>
<p>Uma sessão termina após ${f.sessionShortHours} horas sem uso, ou ${f.sessionLongDays} dias se você escolheu "manter conectado". Você pode ver e encerrar suas sessões nas Configurações.</p>
<h3>O que são fundos demo?</h3>
<p>Quando os preços são simulados, a Meridian é uma corretora de demonstração. Você pode resgatar ${f.demoClaim} USDT em fundos demo uma vez e recarregar ${f.demoTopUp} USDT no máximo uma vez por dia enquanto seu saldo estiver abaixo de ${f.demoBelow} USDT. Fundos demo não têm valor.</p>
<h3>Quem decide preços e resultados?</h3>
<p>Apenas o feed de mercado e as regras publicadas. Cada ordem liquidada mostra os preços e horários que a decidiram.</p>
<h3>A equipe pode alterar meu saldo?</h3>
<p>Não. Os saldos só mudam por lançamentos no livro-razão gerados pelas regras da plataforma; as ações dos operadores são auditadas.</p>
<h3>Como convido amigos?</h3>
<p>Compartilhe seu link ou QR code em <a href="#/pages/setting/share">Convidar amigos</a>; você recebe ${f.inviteRate} % das taxas de negociação deles.</p>
<h3>Como falo com o suporte?</h3>
<p>Abra o <a href="#/pages/kefu/index">chat de suporte</a>, disponível 24 horas por dia, 7 dias por semana.</p>`,
  },
  contact: {
    title: 'Fale conosco',
    summary: 'Chat de suporte 24/7 no app, ou e-mail com resposta em até 24 horas.',
    html: `
<h2>Chat de suporte</h2>
<p>O jeito mais rápido de falar conosco é o <a href="#/pages/kefu/index">chat de suporte</a> do app, aberto 24 horas por dia, 7 dias por semana. Você pode anexar prints, e o histórico da conversa fica no chat.</p>
<h2>E-mail</h2>
<p><a href="mailto:support@meridian.example">support@meridian.example</a> — respondemos em até 24 horas. Escreva a partir do e-mail da sua conta e nunca envie sua senha, sua senha de pagamento ou códigos de verificação: a equipe da Meridian nunca vai pedi-los.</p>
<p>Para agilizar, informe o e-mail ou telefone da sua conta e, no caso de depósito, saque ou ordem, o número do registro e o horário.</p>
<h2>Sede</h2>
<p><em>[Espaço reservado: a razão social e o endereço do operador são publicados aqui.]</em></p>
<h2>Reclamações</h2>
<p>Se uma resposta não resolver, peça no chat que seu caso seja tratado como reclamação; confirmamos o recebimento e respondemos por escrito.</p>`,
  },
  compliance: {
    title: 'Conformidade operacional',
    summary:
      'Verificação de identidade, prevenção à lavagem de dinheiro, regiões restritas, guarda de registros, riscos e reclamações.',
    html: `
<h2>Conheça seu cliente</h2>
<p>Saques e operações em moeda fiduciária exigem verificação de identidade. As verificações Lv1 e Lv2 são analisadas pela nossa equipe em até ${f.kycReviewHours} horas; os limites dependem do nível.</p>
<h2>Prevenção à lavagem de dinheiro</h2>
<p>Os depósitos são conferidos com seus comprovantes e os saques são analisados antes do pagamento. Podemos pedir mais informações, e recusamos ou comunicamos atividades que pareçam envolver lavagem de dinheiro, fraude ou financiamento do terrorismo.</p>
<h2>Regiões restritas</h2>
<p>A Meridian não atende residentes de países e regiões sob sanções internacionais, nem de locais onde seus serviços não são permitidos. Você é responsável por cumprir as leis do lugar onde mora.</p>
<h2>Guarda de registros</h2>
<p>Todas as alterações de saldo ficam em um livro-razão de partidas dobradas apenas de inclusão; cada liquidação guarda os preços e horários que a decidiram; cada ação de operador é registrada em um log de auditoria. Os registros são mantidos conforme exige a lei.</p>
<h2>Divulgação de riscos</h2>
<p>Negociar envolve alto risco de perda; leia o <a href="#/pages/common/announcements">aviso de risco</a> e as regras de cada produto antes de negociar.</p>
<h2>Mercado de demonstração</h2>
<p>Quando os preços são simulados, o app é uma corretora de demonstração e avisa isso. Preços e fundos demo não têm valor e não geram nenhum direito.</p>
<h2>Reclamações</h2>
<p>Envie reclamações pelo <a href="#/pages/kefu/index">chat de suporte</a> ou para support@meridian.example; confirmamos o recebimento e respondemos por escrito.</p>`,
  },
  'invite-rules': {
    title: 'Regras de convite e rebate',
    summary: `Convide amigos e receba ${f.inviteRate} % das taxas de negociação spot e de futuros deles.`,
    html: `
<p>Compartilhe seu link de convite ou QR code. Um amigo que se cadastra com o seu código passa a ser seu indicado.</p>
<h2>O que você recebe</h2>
<ul>
<li>${f.inviteRate} % de cada taxa de negociação spot e de futuros paga pelos seus indicados.</li>
<li>O rebate é pago na moeda da taxa e creditado na sua conta spot, normalmente poucos minutos após a negociação.</li>
<li>Um único nível: você recebe rebates dos amigos que convidou diretamente, não das pessoas que eles convidarem.</li>
<li>Sua página de convites mostra seus indicados e cada rebate recebido.</li>
</ul>
<h2>Uso justo</h2>
<ul>
<li>Você não pode convidar a si mesmo nem usar várias contas para receber rebates das suas próprias negociações.</li>
<li>Rebates obtidos por abuso podem ser estornados por um lançamento de correção, e a conta pode ser analisada.</li>
</ul>
<p><a href="#/pages/setting/share">Convidar amigos agora</a>.</p>`,
  },
  welcome: {
    title: 'Bem-vindo à Meridian',
    summary: 'Leia o aviso de risco antes de negociar.',
    html: `
<p>Bem-vindo à Meridian. Os preços vêm apenas do feed de mercado e cada resultado segue as regras publicadas.</p>
<p><strong>Aviso de risco:</strong> criptoativos são voláteis; uma posição de futuros pode ser liquidada e uma opção por segundos pode perder todo o valor apostado. Negocie apenas com dinheiro que você pode perder.</p>
<p><a href="#/pages/common/announcements">Ler as regras e taxas</a></p>`,
  },
  'banner-copy': {
    title: 'Copie os melhores traders',
    summary: 'Siga um trader e copie as ordens de futuros dele automaticamente.',
    html: '<p>Escolha um trader, defina seu múltiplo ou lotes e um stop loss, e copie cada ordem.</p>',
  },
  'banner-earn': {
    title: 'Coloque suas criptos para render',
    summary: 'Mineração bloqueada, IEO e investimento dual com taxas publicadas.',
    html: '<p>Ganhe rendimento diário com criptos bloqueadas ou subscreva novos tokens.</p>',
  },
  'banner-invite': {
    title: 'Convide amigos e ganhe rebates',
    summary: `Receba ${f.inviteRate} % das taxas de negociação dos seus amigos.`,
    html: '<p>Compartilhe seu link e receba um rebate em cada taxa spot e de futuros que seus amigos pagarem.</p>',
  },
});
