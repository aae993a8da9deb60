import { describe, expect, it } from 'vitest';
import { LANG_CODES } from '../../languages';
import { accountLogRecord } from '../wallet';
import {
  LEDGER_ENTRY_KINDS,
  STATEMENT_LABELS,
  STATEMENT_TEXTS,
  statementLabelOf,
  statementText,
} from './index';

describe('statement labels', () => {
  it('gives every ledger entry kind a label of its own in all nine languages', () => {
    for (const kind of LEDGER_ENTRY_KINDS) {
      const label = statementLabelOf(kind, '');
      expect(label, kind).not.toBe('other');
      for (const lang of LANG_CODES) {
        const text = STATEMENT_TEXTS[lang][label];
        expect(text, `${lang}.${label}`).toBeTruthy();
        expect(text, `${lang}.${label}`).not.toMatch(/_/);
        expect(text.trim(), `${lang}.${label}`).toBe(text);
      }
    }
  });

  it('has every label (holds and releases by what they are for, the fallback too) in every language', () => {
    expect(Object.keys(STATEMENT_TEXTS).sort()).toEqual([...LANG_CODES].sort());
    for (const lang of LANG_CODES) {
      expect(Object.keys(STATEMENT_TEXTS[lang]).sort(), lang).toEqual([...STATEMENT_LABELS].sort());
      for (const label of STATEMENT_LABELS) {
        expect(STATEMENT_TEXTS[lang][label], `${lang}.${label}`).toMatch(/\S/);
        // no raw code leaks into any language
        expect(STATEMENT_TEXTS[lang][label], `${lang}.${label}`).not.toBe(label);
      }
    }
  });

  it('translates: a label differs from English in the languages that do not share its script', () => {
    for (const lang of ['th', 'jp', 'kor', 'zh'] as const)
      for (const label of STATEMENT_LABELS)
        expect(STATEMENT_TEXTS[lang][label], `${lang}.${label}`).not.toBe(STATEMENT_TEXTS.en[label]);
  });

  it('says what a hold or a release is for, and what a withdrawal entry is', () => {
    expect(statementLabelOf('hold', 'withdrawal')).toBe('withdrawal_request');
    expect(statementLabelOf('release', 'withdrawal')).toBe('withdrawal_returned');
    expect(statementLabelOf('withdrawal', 'withdrawal')).toBe('withdrawal_paid');
    expect(statementLabelOf('hold', 'spot_order')).toBe('spot_order_hold');
    expect(statementLabelOf('release', 'lever_position')).toBe('lever_margin_release');
    expect(statementLabelOf('hold', 'something_new')).toBe('hold');
    expect(statementLabelOf('option_stake', 'option_order')).toBe('option_stake');
    expect(statementLabelOf('not_a_kind', '')).toBe('other');
    expect(statementText('hold', 'withdrawal', 'fra')).toBe('Demande de retrait');
    expect(statementText('lever_close', 'lever_position', 'en')).toBe('Futures position closed');
    expect(statementText('option_stake', 'option_order', 'zh')).toBe('期权投入');
  });

  it('refuses a statement line whose kind is not listed (the reply check catches an unlisted kind)', () => {
    const line = {
      id: 1,
      created_time: '2026-01-01T00:00:00.000Z',
      currency: 3,
      currency_name: 'USDT',
      type: 2,
      info: 'option_stake',
      ref_type: 'option_order',
      ref_id: '7',
      label: 'option_stake',
      bucket: 'available',
      value: '-10.00',
      before: '100.00',
      after: '90.00',
      withdrawal: null,
    };
    expect(accountLogRecord.safeParse(line).success).toBe(true);
    expect(accountLogRecord.safeParse({ ...line, info: 'mystery' }).success).toBe(false);
  });
});
