import type { FuturesToolsMessageKey } from '../../errors';

export const fra: Record<FuturesToolsMessageKey, string> = {
  lever_close_share_invalid: 'Le nombre de lots à clôturer doit être un entier, au plus les lots ouverts',
  lever_close_limit_price_invalid: 'Saisissez un prix limite supérieur à 0, multiple du pas de prix',
  lever_close_limit_side:
    'Une clôture à cours limité d’un achat doit être au-dessus du prix actuel, celle d’une vente en dessous',
  lever_close_limit_missing: 'Cette position n’a pas de clôture à cours limité',
  lever_partial_not_allowed:
    'La taille et la marge d’une position payée en partie par un coupon, et la taille d’une copie, ne peuvent pas changer : clôturez-la en entier',
  lever_margin_amount_invalid: 'Saisissez un montant supérieur à 0',
  lever_margin_remove_too_much:
    'Vous pouvez retirer au plus {{max}} USDT : la position doit rester au-dessus de sa marge de maintien',
  lever_margin_insufficient: 'Solde futures insuffisant pour ajouter {{amount}} USDT',
};
