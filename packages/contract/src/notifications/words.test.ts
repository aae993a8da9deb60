import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../languages';
import { NOTIFICATION_KEYS, NOTIFICATION_TEXTS, renderNotification, renderWithTexts } from './index';

const NNBSP = '\u202f';
const closedShort = {
  symbol: 'BTC/USDT',
  side: 'short',
  price: '50994.9',
  sign: '−',
  result: '1234.567891',
  currency: 'USDT',
};

describe('coded parameters shown as words', () => {
  it('prints a futures close with the side as the reader’s word and every figure formatted', () => {
    expect(renderNotification('futures_closed_sl', closedShort, 'en')).toEqual({
      title: 'Stop-loss reached: BTC/USDT',
      content:
        'Your short BTC/USDT position reached its stop-loss and closed at 50,994.90. Result after fees: −1,234.56 USDT.',
    });
    expect(renderNotification('futures_liquidated', { ...closedShort, side: 'long' }, 'fra').content).toBe(
      `Votre position acheteuse (long) sur BTC/USDT a été liquidée à 50${NNBSP}994,90 : sa marge ne couvrait plus la perte. Résultat après frais : −1${NNBSP}234,56 USDT.`,
    );
    expect(renderNotification('futures_closed_tp', { ...closedShort, sign: '+' }, 'zh').content).toBe(
      '您的 BTC/USDT 空头仓位已触发止盈，并以 50,994.90 平仓。扣除手续费后的盈亏：+1,234.56 USDT。',
    );
  });

  it('shows a code the text has no word for as it is, and the English words on the English fallback', () => {
    expect(
      renderNotification('futures_closed_limit', { ...closedShort, side: 'flat' }, 'en').content,
    ).toContain('your flat BTC/USDT position');
    const { futures_closed_limit: _, ...withoutLimit } = NOTIFICATION_TEXTS.jp;
    const jp = withoutLimit as typeof NOTIFICATION_TEXTS.jp;
    expect(
      renderWithTexts(jp, NOTIFICATION_TEXTS.en, 'futures_closed_limit', closedShort, 'jp').content,
    ).toContain('The limit close of your short BTC/USDT position filled at 50,994.90.');
  });

  it.each(LANG_CODES)('%s has a word for every code English has, each its own', (lang) => {
    for (const key of NOTIFICATION_KEYS) {
      const en = NOTIFICATION_TEXTS.en[key].words ?? {};
      const words = NOTIFICATION_TEXTS[lang][key].words ?? {};
      expect(Object.keys(words).sort(), key).toEqual(Object.keys(en).sort());
      for (const [name, codes] of Object.entries(en)) {
        expect(Object.keys(words[name] ?? {}).sort(), `${key}.${name}`).toEqual(Object.keys(codes).sort());
        for (const word of Object.values(words[name] ?? {}))
          expect(word.trim(), `${key}.${name}`).not.toBe('');
        if (lang !== 'en') expect(words[name], `${key}.${name}`).not.toEqual(codes);
      }
    }
  });
});
