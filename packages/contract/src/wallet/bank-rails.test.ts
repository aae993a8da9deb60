import { describe, expect, it } from 'vitest';
import {
  cashSaveInternationalRequest,
  cashSaveRequest,
  normalDomesticCard,
  normalInternationalCard,
} from '../settings';
import { bankPayout, cardFiat } from '.';

const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? undefined : r.error?.issues[0]?.message;
const problems = (r: ReturnType<typeof cashSaveRequest.safeParse>) =>
  r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));

describe('bank card rails', () => {
  it('IBAN rail: IBAN and BIC checksums by ibantools, Chinese fields not asked', () => {
    const card = {
      rail: 'iban',
      real_name: 'Anna Schmidt',
      bank_name: 'Commerzbank',
      bank_account: 'de89 3704 0044 0532 0130 00',
      swift_code: 'cobadeff',
    };
    const ok = cashSaveRequest.parse(card);
    expect(ok).toMatchObject({ bank_account: 'DE89370400440532013000', swift_code: 'COBADEFF' });
    expect(first(cashSaveRequest.safeParse({ ...card, bank_account: 'DE89370400440532013001' }))).toBe(
      'iban_format',
    );
    expect(first(cashSaveRequest.safeParse({ ...card, swift_code: 'COBAXXFF' }))).toBe('swift_format');
    expect(problems(cashSaveRequest.safeParse({ ...card, swift_code: '' }))).toEqual({
      swift_code: 'bank_field_required',
    });
    expect(
      cashSaveInternationalRequest.safeParse({
        ...card,
        bank_account: undefined,
        card_number: card.bank_account,
      }).success,
    ).toBe(true);
  });

  it('US rail: the ABA checksum and an account of 4–17 digits', () => {
    const card = {
      rail: 'us',
      real_name: 'John Doe',
      bank_name: 'Chase',
      card_number: '000123456789',
      aba_number: '021000021',
    };
    expect(cashSaveInternationalRequest.safeParse(card).success).toBe(true);
    expect(first(cashSaveInternationalRequest.safeParse({ ...card, aba_number: '021000022' }))).toBe(
      'aba_format',
    );
    expect(first(cashSaveInternationalRequest.safeParse({ ...card, card_number: 'GB82WEST' }))).toBe(
      'bank_account_format',
    );
    expect(first(cashSaveInternationalRequest.safeParse({ ...card, aba_number: '' }))).toBe(
      'bank_field_required',
    );
  });

  it('refuses a rail the card does not offer, and clears fields its rail does not use', () => {
    expect(first(cashSaveRequest.safeParse({ rail: 'swift' }))).toBe('bank_rail_invalid');
    expect(first(cashSaveInternationalRequest.safeParse({ rail: 'cn' }))).toBe('bank_rail_invalid');
    const saved = normalDomesticCard(
      cashSaveRequest.parse({
        rail: 'us',
        real_name: 'John Doe',
        bank_name: 'Chase',
        bank_account: '1234-5678',
        aba_number: '021000021',
        alipay_account: 'left over',
        province: 'left over',
      }),
    );
    expect(saved).toMatchObject({ bank_account: '12345678', alipay_account: '', province: '' });
    const intl = normalInternationalCard(
      cashSaveInternationalRequest.parse({
        rail: 'iban',
        real_name: 'A',
        bank_name: 'B',
        card_number: 'GB82 WEST 1234 5698 7654 32',
        swift_code: 'NWBKGB2L',
        aba_number: '021000021',
      }),
    );
    expect(intl).toMatchObject({ card_number: 'GB82WEST12345698765432', aba_number: '' });
  });

  it('pays a card in its fiat: CNY, USD, the IBAN country’s when quoted, else EUR', () => {
    expect(cardFiat('cn', '6222')).toBe('CNY');
    expect(cardFiat('us', '1234')).toBe('USD');
    expect(cardFiat('swift', 'AB12')).toBe('USD');
    expect(cardFiat('iban', 'GB82WEST12345698765432')).toBe('GBP');
    expect(cardFiat('iban', 'DE89370400440532013000')).toBe('EUR');
    expect(cardFiat('iban', 'CH9300762011623852957')).toBe('EUR');
  });

  it('a payout rate keeps 8 decimals and the amount rounds down to cents', () => {
    expect(bankPayout('49', '1', '0.92345678912')).toEqual({ rate: '0.92345678', amount: '45.24' });
    expect(bankPayout('0.5', '65000.123', '7.1')).toEqual({ rate: '461500.8733', amount: '230750.43' });
  });
});
