import type { NotificationCatalogue } from './keys';

/** A futures position's side, as its close notices say it. */
const futuresSide = { side: { long: 'comprada (long)', short: 'vendida (short)' } };

export const pt: NotificationCatalogue = {
  deposit_credited: {
    title: 'Depósito creditado',
    body: 'Seu depósito de {{amount}} {{currency}} foi creditado na sua conta spot.',
  },
  withdrawal_paid: {
    title: 'Saque pago',
    body: 'Seu saque de {{amount}} {{currency}} foi pago (taxa de {{fee}} {{currency}}).',
  },
  withdrawal_rejected: {
    title: 'Saque recusado',
    body: 'Seu saque de {{amount}} {{currency}} foi recusado: {{reason}}. O valor voltou para sua conta spot.',
  },
  kyc_approved: {
    title: 'Identidade verificada',
    body: 'Sua verificação de identidade (Lv{{level}}) foi aprovada.',
  },
  kyc_rejected: {
    title: 'Verificação de identidade recusada',
    body: 'Sua verificação de identidade (Lv{{level}}) foi recusada: {{reason}}. Você pode enviá-la novamente.',
  },
  option_won: {
    title: 'Opção vencedora',
    body: 'Sua opção de {{seconds}} segundos em {{symbol}} de {{stake}} {{currency}} venceu: +{{profit}} {{currency}}.',
  },
  option_lost: {
    title: 'Opção perdedora',
    body: 'Sua opção de {{seconds}} segundos em {{symbol}} de {{stake}} {{currency}} perdeu: −{{stake}} {{currency}}.',
  },
  option_draw: {
    title: 'Opção liquidada: empate',
    body: 'Sua opção de {{seconds}} segundos em {{symbol}} fechou no preço de entrada: o valor de {{stake}} {{currency}} foi devolvido.',
  },
  option_void: {
    title: 'Opção reembolsada',
    body: 'Nenhum preço foi registrado no segundo de liquidação da sua opção de {{seconds}} segundos em {{symbol}}: o valor de {{stake}} {{currency}} foi devolvido.',
  },
  copy_skipped: {
    title: 'Cópia não aberta',
    body: 'Uma cópia da operação {{symbol}} de {{trader}} não foi aberta. O motivo está em Minhas cópias.',
  },
  copy_stopped: {
    title: 'Stop-loss de cópia atingido',
    body: 'Seu acompanhamento de {{trader}} perdeu {{loss}} USDT ({{percent}}% do orçamento): a cópia parou e suas posições foram fechadas.',
  },
  copy_follow_ended: {
    title: 'Acompanhamento encerrado',
    body: '{{trader}} não é mais trader, então seu acompanhamento terminou. Suas cópias abertas continuam abertas e são suas para gerenciar.',
  },
  copy_share_received: {
    title: 'Participação recebida',
    body: 'A cópia {{symbol}} de um seguidor fechou com lucro: você recebeu {{amount}} USDT.',
  },
  trader_approved: {
    title: 'Você é trader',
    body: 'Sua candidatura a trader foi aprovada: outros já podem seguir você.',
  },
  trader_rejected: {
    title: 'Candidatura a trader recusada',
    body: 'Sua candidatura a trader foi recusada: {{reason}}. Você pode se candidatar novamente.',
  },
  trader_revoked: {
    title: 'Status de trader revogado',
    body: 'Seu status de trader foi revogado: {{reason}}. Os acompanhamentos dos seus seguidores terminaram.',
  },
  ieo_allocated: {
    title: 'Alocação IEO: {{project}}',
    body: 'Foram-lhe alocados {{allocated}} {{currency}} por {{cost}} {{pay_currency}}; {{refund}} {{pay_currency}} voltaram à sua conta spot. Os tokens chegam na data de entrada no mercado.',
  },
  ieo_delivered: {
    title: '{{currency}} chegou',
    body: '{{amount}} {{currency}} de {{project}} foram creditados na sua conta spot.',
  },
  lockming_matured: {
    title: 'Bloqueio concluído',
    body: 'O seu bloqueio de {{amount}} {{currency}} terminou: o capital voltou à conta spot, com {{interest}} {{currency}} ganhos no total.',
  },
  dual_settled: {
    title: 'Investimento liquidado',
    body: '{{name}} foi liquidado a {{price}}: {{amount}} {{currency}} foram pagos na sua conta spot.',
  },
  dual_failed: {
    title: 'Investimento reembolsado',
    body: '{{name}} não pôde ser liquidado: o mercado registou poucos preços antes da hora de liquidação. O seu depósito de {{amount}} {{currency}} foi devolvido na totalidade.',
  },
  nft_outbid: {
    title: 'Seu lance foi superado',
    body: 'Seu lance em {{name}} foi superado: o lance atual é de {{price}} {{currency}}. O valor congelado do seu lance foi liberado.',
  },
  nft_auction_won: {
    title: 'Você venceu o leilão',
    body: 'Você arrematou {{name}} por {{price}} {{currency}}. Pague até {{deadline}}, ou perderá sua caução.',
  },
  nft_order_expired: {
    title: 'Prazo de pagamento do leilão encerrado',
    body: 'O pagamento de {{name}} não foi feito a tempo: sua caução de {{margin}} {{currency}} foi perdida.',
  },
  nft_sold: {
    title: 'Seu NFT foi vendido',
    body: '{{name}} foi vendido: {{amount}} {{currency}} foram creditados na sua conta spot.',
  },
  nft_royalty: {
    title: 'Royalties recebidos',
    body: '{{name}} foi revendido: seus royalties de {{amount}} {{currency}} foram creditados na sua conta spot.',
  },
  nft_margin_refunded: {
    title: 'Caução do leilão devolvida',
    body: 'O leilão de {{name}} terminou: sua caução de {{margin}} {{currency}} foi devolvida.',
  },
  support_reply: {
    title: 'O suporte respondeu',
    body: 'O suporte ao cliente respondeu: “{{preview}}”. Abra o chat para ler.',
  },
  // loans
  // futures
  futures_margin_warning: {
    title: 'Alerta de margem na sua posição de futuros',
    body: 'A taxa de margem da sua posição em {{symbol}} chegou a {{ratio}}% a {{price}}. Adicione margem ou reduza a posição: ela será liquidada a {{liquidation_price}}.',
  },
  futures_closed_tp: {
    title: 'Take profit atingido: {{symbol}}',
    body: 'Sua posição {{side}} em {{symbol}} atingiu o take profit e foi fechada a {{price}}. Resultado após taxas: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_sl: {
    title: 'Stop-loss atingido: {{symbol}}',
    body: 'Sua posição {{side}} em {{symbol}} atingiu o stop-loss e foi fechada a {{price}}. Resultado após taxas: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_closed_limit: {
    title: 'Fechamento limitado executado: {{symbol}}',
    body: 'O fechamento limitado da sua posição {{side}} em {{symbol}} foi executado a {{price}}. Resultado após taxas: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  futures_liquidated: {
    title: 'Posição liquidada: {{symbol}}',
    body: 'Sua posição {{side}} em {{symbol}} foi liquidada a {{price}}: a margem já não cobria a perda. Resultado após taxas: {{sign}}{{result}} {{currency}}.',
    words: futuresSide,
  },
  loan_margin_call: {
    title: 'Chamada de margem no seu empréstimo',
    body: 'O LTV do seu empréstimo em {{currency}} chegou a {{ltv}}% a {{price}}. Adicione garantia ou reembolse: será liquidado a {{liquidation_price}}.',
  },
  loan_liquidated: {
    title: 'O seu empréstimo foi liquidado',
    body: '{{collateral}} {{currency}} de garantia foram vendidos a {{price}}: a dívida de {{debt}} {{borrow_currency}} foi saldada e {{returned}} {{borrow_currency}} voltaram à sua conta spot.',
  },
  loan_matured: {
    title: 'O seu empréstimo chegou ao fim do prazo',
    body: 'O prazo terminou: {{collateral}} {{currency}} de garantia foram vendidos a {{price}}, a dívida de {{debt}} {{borrow_currency}} foi saldada e {{returned}} {{borrow_currency}} voltaram à sua conta spot.',
  },
  loan_repaid: {
    title: 'Empréstimo reembolsado',
    body: 'Reembolsou {{amount}} {{borrow_currency}} e o empréstimo foi encerrado: {{collateral}} {{currency}} de garantia foram libertados na sua conta spot.',
  },
  otc_buy_completed: {
    title: 'Compra OTC concluída',
    body: 'Ordem {{order_no}}: {{amount}} {{currency}} comprados por {{total}} {{fiat}} foram creditados na sua conta spot.',
  },
  otc_sell_completed: {
    title: 'Venda OTC concluída',
    body: 'Ordem {{order_no}}: {{amount}} {{currency}} vendidos; {{total}} {{fiat}} foram pagos no seu cartão bancário.',
  },
  otc_rejected: {
    title: 'Ordem OTC rejeitada',
    body: 'A ordem {{order_no}} foi rejeitada: {{reason}}. As moedas congeladas para uma venda voltaram à sua conta spot.',
  },
  otc_expired: {
    title: 'Ordem OTC expirada',
    body: 'A ordem {{order_no}} foi cancelada porque nenhum pagamento foi confirmado dentro do prazo.',
  },
  coupon_granted_futures: {
    title: 'Cupom recebido',
    body: 'Você recebeu um cupom de futuros de {{value}} {{currency}} ({{campaign}}), válido até {{expires_at}} UTC. Use-o numa ordem para pagar parte da margem ou do valor apostado.',
  },
  coupon_granted_options: {
    title: 'Cupom recebido',
    body: 'Você recebeu um cupom de opções de {{value}} {{currency}} ({{campaign}}), válido até {{expires_at}} UTC. Use-o numa ordem para pagar parte da margem ou do valor apostado.',
  },
  security_new_device: {
    title: 'Novo acesso',
    body: 'Sua conta foi acessada de {{device}} ({{ip}}) em {{time}}. Não foi você? Abra este aviso e toque em "Não fui eu" para encerrar essa sessão e pausar os saques.',
  },
  security_totp_enabled: {
    title: 'Aplicativo autenticador ativado',
    body: 'Sua conta agora pede um código do aplicativo autenticador no login e antes dos saques. Guarde seus códigos de recuperação em local seguro.',
  },
  security_totp_disabled: {
    title: 'Aplicativo autenticador desativado',
    body: 'O aplicativo autenticador foi desativado. Os saques estão pausados por 24 horas.',
  },
  security_passkey_added: {
    title: 'Passkey adicionada',
    body: 'A passkey "{{name}}" foi adicionada à sua conta.',
  },
  security_passkey_removed: {
    title: 'Passkey removida',
    body: 'A passkey "{{name}}" foi removida da sua conta. Os saques estão pausados por 24 horas.',
  },
  security_recovery_codes_renewed: {
    title: 'Novos códigos de recuperação',
    body: 'Novos códigos de recuperação foram criados; os antigos não funcionam mais.',
  },
  security_allow_list_on: {
    title: 'Lista de permissões de saque ativada',
    body: 'Os saques agora vão apenas para endereços e cartões salvos, cada um a partir de 24 horas após ser salvo.',
  },
  security_allow_list_off: {
    title: 'Lista de permissões de saque desativada',
    body: 'Os saques podem voltar a ir para qualquer endereço ou cartão que você salvar.',
  },
  security_destination_added: {
    title: 'Destino de saque salvo',
    body: '"{{name}}" foi salvo. Ele pode receber saques a partir de {{until}}.',
  },
  security_withdrawals_paused: {
    title: 'Saques pausados',
    body: 'Após uma alteração de segurança, os saques estão pausados até {{until}}.',
  },
  security_anti_phishing_set: {
    title: 'Código antiphishing definido',
    body: 'Todo e-mail da Meridian agora mostra seu código antiphishing. Um e-mail sem ele não é nosso.',
  },
  security_password_changed: {
    title: 'Senha alterada',
    body: 'Sua senha de login foi alterada. Os saques estão pausados por 24 horas. Não foi você? Contate o suporte imediatamente.',
  },
  alert_price_above: {
    title: 'Alerta de preço: {{symbol}}',
    body: '{{symbol}} chegou a {{price}}, igual ou acima do seu preço de alerta de {{target}}.',
  },
  alert_price_below: {
    title: 'Alerta de preço: {{symbol}}',
    body: '{{symbol}} caiu para {{price}}, igual ou abaixo do seu preço de alerta de {{target}}.',
  },
  alert_price_move: {
    title: 'Variação de preço: {{symbol}}',
    body: '{{symbol}} variou {{sign}}{{percent}}% em {{hours}} h e agora está em {{price}}.',
  },
  spot_stop_triggered: {
    title: 'Ordem stop disparada: {{symbol}}',
    body: '{{symbol}} atingiu {{trigger}}: sua ordem de {{amount}} {{currency}} a {{price}} está agora no livro de ofertas.',
  },
  spot_oco_cancelled: {
    title: 'Ordem OCO: {{symbol}}',
    body: 'Sua ordem de realização de lucro em {{symbol}} foi executada, então a ordem stop do par foi cancelada.',
  },
  spot_order_filled: {
    title: 'Ordem executada: {{symbol}}',
    body: 'Sua ordem de {{amount}} {{currency}} a {{price}} em {{symbol}} foi executada.',
  },
};
