import type { FuturesToolsMessageKey } from '../../errors';

export const spa: Record<FuturesToolsMessageKey, string> = {
  lever_close_share_invalid: 'Los lotes a cerrar deben ser un número entero, como máximo los lotes abiertos',
  lever_close_limit_price_invalid: 'Introduzca un precio límite mayor que 0, múltiplo del tick de precio',
  lever_close_limit_side:
    'El cierre límite de un largo debe estar por encima del precio actual, el de un corto por debajo',
  lever_close_limit_missing: 'Esta posición no tiene cierre límite',
  lever_partial_not_allowed:
    'El tamaño y el margen de una posición pagada en parte con un cupón, y el tamaño de una copia, no pueden cambiar: ciérrela entera',
  lever_margin_amount_invalid: 'Introduzca un importe mayor que 0',
  lever_margin_remove_too_much:
    'Puede retirar como máximo {{max}} USDT: la posición debe seguir por encima de su margen de mantenimiento',
  lever_margin_insufficient: 'Saldo de futuros insuficiente para añadir {{amount}} USDT',
};
