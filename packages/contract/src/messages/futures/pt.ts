import type { FuturesToolsMessageKey } from '../../errors';

export const pt: Record<FuturesToolsMessageKey, string> = {
  lever_close_share_invalid: 'Os lotes a fechar devem ser um número inteiro, no máximo os lotes abertos',
  lever_close_limit_price_invalid: 'Informe um preço limite acima de 0, múltiplo do tick de preço',
  lever_close_limit_side:
    'O fechamento limitado de uma compra deve ficar acima do preço atual, o de uma venda abaixo dele',
  lever_close_limit_missing: 'Esta posição não tem fechamento limitado',
  lever_partial_not_allowed:
    'O tamanho e a margem de uma posição paga em parte por cupom, e o tamanho de uma cópia, não podem mudar: feche-a inteira',
  lever_margin_amount_invalid: 'Informe um valor acima de 0',
  lever_margin_remove_too_much:
    'No máximo {{max}} USDT podem ser retirados: a posição deve ficar acima da margem de manutenção',
  lever_margin_insufficient: 'Saldo de futuros insuficiente para adicionar {{amount}} USDT',
};
