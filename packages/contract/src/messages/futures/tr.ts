import type { FuturesToolsMessageKey } from '../../errors';

export const tr: Record<FuturesToolsMessageKey, string> = {
  lever_close_share_invalid: 'Kapatılacak lot sayısı tam sayı olmalı ve açık lotları aşmamalıdır',
  lever_close_limit_price_invalid: '0’dan büyük, fiyat adımının katı olan bir limit fiyat girin',
  lever_close_limit_side:
    'Long pozisyonun limitli kapanışı mevcut fiyatın üstünde, short pozisyonunki altında olmalıdır',
  lever_close_limit_missing: 'Bu pozisyonun limitli kapanışı yok',
  lever_partial_not_allowed:
    'Marjının bir kısmı kuponla ödenmiş bir pozisyonun büyüklüğü ve marjı ile bir kopyanın büyüklüğü değiştirilemez: tamamını kapatın',
  lever_margin_amount_invalid: '0’dan büyük bir tutar girin',
  lever_margin_remove_too_much:
    'En fazla {{max}} USDT çekilebilir: pozisyon sürdürme marjının üstünde kalmalıdır',
  lever_margin_insufficient: '{{amount}} USDT eklemek için vadeli bakiye yetersiz',
};
