import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/http';
import { antiPhishingPhrase } from './antiPhishing';
import { recoveryCodesText } from './recoveryCodes';
import { factorRefusal, needsSecondFactor, typedFactor } from './secondFactor';
import {
  STEP_UP_TRIES,
  StepUpCancelled,
  isStepUpRefusal,
  makeAsk,
  pendingProof,
  withProof,
  withStepUp,
} from './stepUp';

const refusal = (code: string, field?: string) =>
  new ApiError(`text of ${code}`, 'error', { code, ...(field ? { field } : {}) });
const PROOF = 'proof_0123456789abcdef';

describe('typed second factors', () => {
  it('sends six digits as totp_code, spaces between groups dropped', () => {
    expect(typedFactor('totp', '123 456')).toEqual({ ok: true, fields: { totp_code: '123456' } });
  });

  it('refuses a code that is not six digits with the contract key', () => {
    expect(typedFactor('totp', '12345')).toEqual({ ok: false, problem: 'totp_code_invalid' });
    expect(typedFactor('totp', '12345a')).toEqual({ ok: false, problem: 'totp_code_invalid' });
  });

  it('forgives case and dashes in a recovery code', () => {
    expect(typedFactor('recovery', 'ABCDE-12345')).toEqual({
      ok: true,
      fields: { recovery_code: 'abcde12345' },
    });
    expect(typedFactor('recovery', 'abc')).toEqual({ ok: false, problem: 'recovery_code_invalid' });
  });

  it('knows the refusal that asks for the second step', () => {
    expect(needsSecondFactor(refusal('second_factor_required'))).toBe(true);
    expect(needsSecondFactor(refusal('login_failed'))).toBe(false);
    expect(needsSecondFactor(new Error('second_factor_required'))).toBe(false);
  });

  it('puts refusals of the factor under the input, and nothing else', () => {
    expect(factorRefusal(refusal('totp_code_invalid'))).toBe('text of totp_code_invalid');
    expect(factorRefusal(refusal('factor_locked'))).toBe('text of factor_locked');
    expect(factorRefusal(refusal('parameter_error', 'recovery_code'))).toBe('text of parameter_error');
    expect(factorRefusal(refusal('login_failed', 'password'))).toBeUndefined();
    expect(factorRefusal(new Error('boom'))).toBeUndefined();
  });
});

describe('asking for a step-up', () => {
  it('answers undefined at once without a factor: no sheet opens', async () => {
    const open = vi.fn(() => Promise.resolve(PROOF));
    const ask = makeAsk(() => Promise.resolve([]), open);
    await expect(ask('withdraw')).resolves.toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the sheet with the factors the user holds, fresh ones when told', async () => {
    const factorsOf = vi.fn((fresh: boolean) =>
      Promise.resolve(fresh ? (['passkey'] as const) : (['totp'] as const)),
    );
    const open = vi.fn(() => Promise.resolve(PROOF));
    const ask = makeAsk(factorsOf, open);
    await expect(ask('address_add')).resolves.toBe(PROOF);
    expect(open).toHaveBeenLastCalledWith('address_add', ['totp']);
    await ask('address_add', { fresh: true });
    expect(open).toHaveBeenLastCalledWith('address_add', ['passkey']);
  });
});

describe('sending with a step-up', () => {
  it('sends the proof the sheet gave', async () => {
    const send = vi.fn((proof: string | undefined) => Promise.resolve(proof));
    await expect(withStepUp(() => Promise.resolve(PROOF), 'withdraw', send)).resolves.toBe(PROOF);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when the sheet is cancelled', async () => {
    const send = vi.fn(() => Promise.resolve('sent'));
    const ask = () => Promise.reject(new StepUpCancelled());
    await expect(withStepUp(ask, 'withdraw', send)).rejects.toBeInstanceOf(StepUpCancelled);
    expect(send).not.toHaveBeenCalled();
  });

  it('asks again, afresh, when the server refuses the proof, then sends the new one', async () => {
    const ask = vi.fn().mockResolvedValueOnce('first_proof_0000000').mockResolvedValueOnce(PROOF);
    const send = vi
      .fn()
      .mockRejectedValueOnce(refusal('step_up_invalid'))
      .mockImplementation((proof: string) => Promise.resolve(proof));
    await expect(withStepUp(ask, 'bank_add', send)).resolves.toBe(PROOF);
    expect(ask).toHaveBeenLastCalledWith('bank_add', { fresh: true });
    expect(send.mock.calls.map((c) => c[0] as string)).toEqual(['first_proof_0000000', PROOF]);
  });

  it('asks when the server wants a proof the cached overview did not expect', async () => {
    const ask = vi.fn().mockResolvedValueOnce(undefined).mockResolvedValueOnce(PROOF);
    const send = vi
      .fn()
      .mockRejectedValueOnce(refusal('step_up_required'))
      .mockImplementation((proof: string) => Promise.resolve(proof));
    await expect(withStepUp(ask, 'withdraw', send)).resolves.toBe(PROOF);
  });

  it('gives up after a few refused proofs, and never retries other refusals', async () => {
    const ask = vi.fn(() => Promise.resolve(PROOF));
    const refused = vi.fn(() => Promise.reject(refusal('step_up_invalid')));
    await expect(withStepUp(ask, 'withdraw', refused)).rejects.toSatisfy(isStepUpRefusal);
    expect(refused).toHaveBeenCalledTimes(STEP_UP_TRIES);
    const cooling = vi.fn(() => Promise.reject(refusal('address_cooling_off')));
    await expect(withStepUp(ask, 'withdraw', cooling)).rejects.toBeInstanceOf(ApiError);
    expect(cooling).toHaveBeenCalledTimes(1);
  });

  it('sends a pending proof again instead of asking (a retry stays one intent)', async () => {
    const ask = vi.fn(() => Promise.resolve('never_asked_000000'));
    const send = vi.fn((proof: string | undefined) => Promise.resolve(proof));
    await expect(withStepUp(ask, 'withdraw', send, PROOF)).resolves.toBe(PROOF);
    expect(ask).not.toHaveBeenCalled();
  });

  it('finds the pending proof of the same body only', () => {
    const body = { currency: 1, number: '10', address_id: 3 };
    expect(pendingProof({ ...body, step_up: PROOF }, { address_id: 3, number: '10', currency: 1 })).toBe(
      PROOF,
    );
    expect(pendingProof({ ...body, step_up: PROOF }, { ...body, number: '11' })).toBeUndefined();
    expect(pendingProof(body, body)).toBeUndefined();
    expect(pendingProof(undefined, body)).toBeUndefined();
  });

  it('adds step_up only with a proof', () => {
    expect(withProof({ a: 1 }, undefined)).toEqual({ a: 1 });
    expect(withProof({ a: 1 }, PROOF)).toEqual({ a: 1, step_up: PROOF });
  });
});

describe('the anti-phishing phrase', () => {
  it('is trimmed and kept when 4 to 20 letters, digits, spaces, - or _', () => {
    expect(antiPhishingPhrase('  blue-fox 42 ')).toEqual({ ok: true, phrase: 'blue-fox 42' });
    expect(antiPhishingPhrase('Ünïcödé_ok')).toEqual({ ok: true, phrase: 'Ünïcödé_ok' });
  });

  it('refuses an empty, short, long or symbol phrase', () => {
    for (const text of ['', '   ', 'abc', 'no<script>', '-leading'])
      expect(antiPhishingPhrase(text), text).toEqual({ ok: false, problem: 'anti_phishing_invalid' });
    expect(antiPhishingPhrase('a'.repeat(21))).toEqual({ ok: false, problem: 'character_too_long' });
  });
});

describe('the recovery codes file', () => {
  it('holds a heading, the account and day, and one code a line', () => {
    const text = recoveryCodesText(
      ['aaaaa-11111', 'bbbbb-22222'],
      'Codes',
      'me@x.io',
      new Date('2026-12-07T03:00:00Z'),
    );
    expect(text.split('\n')).toEqual(['Codes', 'me@x.io — 2026-12-07', '', 'aaaaa-11111', 'bbbbb-22222', '']);
  });
});
