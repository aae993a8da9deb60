import { type CopyTrade, type FollowRecord } from '@meridian/contract/copytrade';
import { FUTURES_CLOSE_REASONS } from '@meridian/contract/futures';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../../i18n';
import { copyOutcome, followState, labelText } from './labels';

const copy = (patch: Partial<CopyTrade>): CopyTrade =>
  ({
    id: 1,
    status: 'closed',
    skip_reason: '',
    close_cause: '',
    trader_close_reason: '',
    position: null,
    ...patch,
  }) as CopyTrade;

/** How copies and follows word what happened to them, in every language. */

describe('copy outcomes and follow states', () => {
  beforeAll(() => initI18n('en'));
  const t = (key: string, params?: Record<string, string>) => i18n.t(key, params ?? {});

  it('words every skip reason, close cause and state in English', async () => {
    await changeLanguage('en');
    const say = (c: Partial<CopyTrade>) => labelText(copyOutcome(copy(c)), t);
    expect(say({ status: 'skipped', skip_reason: 'budget' })).toBe('Skipped: over your budget');
    expect(say({ status: 'skipped', skip_reason: 'too_small' })).toBe('Skipped: under 1 lot');
    expect(say({ status: 'closed', close_cause: 'trader', trader_close_reason: 'tp' })).toBe(
      'Trader closed: take profit',
    );
    // the trader's manual close is the trader's, not the reader's ("Closed by you" is for own positions)
    expect(say({ status: 'closed', close_cause: 'trader', trader_close_reason: 'manual' })).toBe(
      'Trader closed: closed by hand',
    );
    expect(say({ status: 'closed', close_cause: 'trader', trader_close_reason: 'liquidation' })).toBe(
      'Trader closed: liquidation',
    );
    // a demo trader's strategy exit says so, in the reader's language
    const strategy = { status: 'closed', close_cause: 'trader', trader_close_reason: 'strategy' } as const;
    expect(say(strategy)).toBe('Trader closed: strategy exit');
    await changeLanguage('fra');
    expect(say(strategy)).toMatch(/^Clôture du trader\s?: sortie de stratégie$/);
    await changeLanguage('zh');
    expect(say(strategy)).toBe('交易员平仓：策略平仓');
    await changeLanguage('tr');
    expect(say(strategy)).toBe('Yatırımcı kapattı: strateji çıkışı');
    await changeLanguage('en');
    expect(say({ status: 'closed', close_cause: 'stop_loss' })).toBe('Closed by copy stop-loss');
    expect(
      say({
        status: 'closed',
        close_cause: 'own',
        position: { close_reason: 'sl' } as CopyTrade['position'],
      }),
    ).toBe('Closed: Stop loss');
    expect(say({ status: 'detached' })).toBe('Self-held');
    expect(say({ status: 'open' })).toBe('Open');
    const f = (p: Partial<FollowRecord>) =>
      labelText(followState({ end_reason: '', ...p } as FollowRecord), t);
    expect(f({ status: 'active' })).toBe('Following');
    expect(f({ status: 'stopped', end_reason: 'stop_loss' })).toBe('Stopped by copy stop-loss');
    expect(f({ status: 'ended', end_reason: 'trader_revoked' })).toBe('Trader no longer active');
  });
  it('every skip reason and cause has its words in all nine languages', async () => {
    const reasons = [
      'balance',
      'budget',
      'position_cap',
      'stale_price',
      'market_closed',
      'too_small',
      'stops_invalid',
    ];
    for (const lang of ['en', 'pt', 'th', 'jp', 'kor', 'fra', 'spa', 'tr', 'zh'] as const) {
      await changeLanguage(lang);
      for (const r of reasons) {
        const text = labelText(
          copyOutcome(copy({ status: 'skipped', skip_reason: r as CopyTrade['skip_reason'] })),
          t,
        );
        expect(text, `${lang} ${r}`).not.toMatch(/^copy\./);
      }
      for (const reason of FUTURES_CLOSE_REASONS) {
        expect(i18n.exists(`futures.reason.${reason}`), `${lang} ${reason}`).toBe(true);
        expect(i18n.exists(`copy.traderReason.${reason}`), `${lang} ${reason}`).toBe(true);
      }
      expect(
        labelText(copyOutcome(copy({ close_cause: 'trader', trader_close_reason: 'batch' })), t),
      ).not.toMatch(/futures\.|copy\./);
    }
    await changeLanguage('en');
  });
});
