import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, lastCode, post, uniqueIp } from '../../../test/api';
import { bindPhone, newUser, uploadImage } from '../settings/settings.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = async (token: string) =>
  (await get(t.app, '/user/info', {}, { token })).body.message as Record<string, unknown> & { id: number };
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('pay password', () => {
  it('sets it with a code sent to the own e-mail; wrong and expired codes change nothing', async () => {
    const { token, email } = await newUser(t);
    expect((await info(token)).has_pay_password).toBe(false);
    // A code for someone else's address is refused.
    const foreign = await post(
      t.app,
      '/sms_mail',
      { user_string: 'x@example.com', scene: 'pay_password' },
      { token, ip: uniqueIp() },
    );
    expect(foreign.body.type).toBe('error');
    await post(t.app, '/sms_mail', { user_string: email, scene: 'pay_password' }, { token, ip: uniqueIp() });
    const code = await lastCode(t.dataDir, email, 'pay_password');
    const body = { password: 'paypass1', re_password: 'paypass1' };
    const wrong = await post(
      t.app,
      '/safe/update_password',
      { ...body, code: other(code), lang: 'kor' },
      { token },
    );
    expect(wrong.body).toMatchObject({
      type: 'error',
      code: 'code_invalid',
      field: 'code',
      message: '인증번호가 올바르지 않습니다',
    });
    const mismatch = await post(
      t.app,
      '/safe/update_password',
      { ...body, re_password: 'paypass2', code },
      { token },
    );
    expect(mismatch.body).toMatchObject({ code: 'passwords_inconsistent' });
    const short = await post(
      t.app,
      '/safe/update_password',
      { password: '123', re_password: '123', code },
      { token },
    );
    expect(short.body).toMatchObject({ code: 'password_too_short' });
    expect((await info(token)).has_pay_password).toBe(false);

    const ok = await post(t.app, '/safe/update_password', { ...body, code }, { token });
    expect(ok.body).toEqual({ type: 'ok', message: 'Pay password set' });
    expect((await info(token)).has_pay_password).toBe(true);
    // The code is spent.
    expect((await post(t.app, '/safe/update_password', { ...body, code }, { token })).body.code).toBe(
      'code_invalid',
    );
  });

  it('refuses an expired code', async () => {
    const { token, email } = await newUser(t);
    await post(t.app, '/sms_mail', { user_string: email, scene: 'pay_password' }, { token, ip: uniqueIp() });
    const code = await lastCode(t.dataDir, email, 'pay_password');
    await t.database.pool.query(
      `UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = $1`,
      [email],
    );
    const res = await post(
      t.app,
      '/safe/update_password',
      { password: 'paypass1', re_password: 'paypass1', code },
      { token },
    );
    expect(res.body.code).toBe('code_expired');
    expect((await info(token)).has_pay_password).toBe(false);
  });

  it('accepts a code sent by SMS to the bound phone; verifyPayPassword locks after 5 wrong tries', async () => {
    const { token, mobile } = await newUser(t, { phone: true });
    await post(
      t.app,
      '/sms_send',
      { mobile, area_code: '1', scene: 'pay_password' },
      { token, ip: uniqueIp() },
    );
    const code = await lastCode(t.dataDir, `+1 ${mobile}`, 'pay_password');
    const res = await post(
      t.app,
      '/safe/update_password',
      { password: 'paypass1', re_password: 'paypass1', code },
      { token },
    );
    expect(res.body.type).toBe('ok');
    const { id } = await info(token);
    const profile = t.services.profile;
    await expect(profile.verifyPayPassword(id, 'paypass1')).resolves.toBeUndefined();
    for (let i = 1; i <= 4; i++)
      await expect(profile.verifyPayPassword(id, 'nope')).rejects.toMatchObject({
        key: 'pay_password_wrong',
        params: { remaining: 5 - i },
      });
    await expect(profile.verifyPayPassword(id, 'nope')).rejects.toMatchObject({ key: 'pay_password_locked' });
    // Locked: even the right one is refused for 15 minutes.
    await expect(profile.verifyPayPassword(id, 'paypass1')).rejects.toMatchObject({
      key: 'pay_password_locked',
      params: { minutes: 15 },
    });
    await t.database.pool.query(
      `UPDATE users SET pay_locked_until = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    await expect(profile.verifyPayPassword(id, 'paypass1')).resolves.toBeUndefined();
  });

  it('says when no pay password is set', async () => {
    const { token } = await newUser(t);
    await expect(t.services.profile.verifyPayPassword((await info(token)).id, 'x')).rejects.toMatchObject({
      key: 'pay_password_not_set',
    });
  });
});

describe('binding phone and e-mail', () => {
  it('binds a phone once; a number of another account is refused', async () => {
    const a = await newUser(t, { phone: true });
    expect(await info(a.token)).toMatchObject({ phone: a.mobile, area_code: '1' });
    const b = await newUser(t);
    const sent = await post(
      t.app,
      '/sms_send',
      { mobile: a.mobile, area_code: '1', scene: 'bind_mobile' },
      { token: b.token, ip: uniqueIp() },
    );
    expect(sent.body.type).toBe('error');
    const taken = await post(
      t.app,
      '/safe/mobile',
      { mobile: a.mobile, area_code: '1', code: '123456', lang: 'pt' },
      { token: b.token },
    );
    expect(taken.body).toMatchObject({
      code: 'mobile_in_use',
      message: 'Este telefone é usado por outra conta',
    });
    expect((await info(b.token)).phone).toBeNull();
    const again = await post(
      t.app,
      '/safe/mobile',
      { mobile: '13900000000', area_code: '1', code: '123456' },
      { token: a.token },
    );
    expect(again.body.code).toBe('mobile_already_bound');
    const bad = await post(
      t.app,
      '/safe/mobile',
      { mobile: '123', area_code: '1', code: '123456' },
      { token: b.token },
    );
    expect(bad.body).toMatchObject({ code: 'mobile_format', field: 'mobile' });
    await bindPhone(t, b.token, '13811112222');
    expect((await info(b.token)).phone).toBe('13811112222');
  });

  it('refuses a wrong bind code', async () => {
    const { token } = await newUser(t);
    await post(
      t.app,
      '/sms_send',
      { mobile: '13722223333', area_code: '1', scene: 'bind_mobile' },
      { token, ip: uniqueIp() },
    );
    const code = await lastCode(t.dataDir, '+1 13722223333', 'bind_mobile');
    const res = await post(
      t.app,
      '/safe/mobile',
      { mobile: '13722223333', area_code: '1', code: other(code) },
      { token },
    );
    expect(res.body.code).toBe('code_invalid');
    expect((await info(token)).phone).toBeNull();
  });

  it('an e-mail account cannot bind a second e-mail; e-mail in use is refused', async () => {
    const a = await newUser(t);
    const res = await post(
      t.app,
      '/safe/email',
      { email: 'new@example.com', code: '123456' },
      { token: a.token },
    );
    expect(res.body.code).toBe('email_already_bound');
    expect(t.services.profile).toBeDefined();
  });
});

describe('avatar and nickname', () => {
  it('sets an uploaded avatar; refuses foreign URLs', async () => {
    const { token } = await newUser(t);
    const url = await uploadImage(t, token);
    const res = await post(t.app, '/user/uploadHeadPortrait', { head_portrait: url }, { token });
    expect(res.body).toMatchObject({ type: 'ok', message: { head_portrait: url } });
    const bad = await post(
      t.app,
      '/user/uploadHeadPortrait',
      { head_portrait: 'https://evil.example/uploads/2025-01/' + 'a'.repeat(32) + '.png' },
      { token },
    );
    expect(bad.body).toMatchObject({ code: 'image_url_invalid', field: 'head_portrait' });
    expect((await info(token)).head_portrait).toBe(url);
  });

  it('edits nickname and signature with the spec §5 rules', async () => {
    const { token } = await newUser(t);
    const ok = await post(
      t.app,
      '/user/editNickname',
      { nickname: '小明2', signature: 'Hello there' },
      { token },
    );
    expect(ok.body).toMatchObject({ type: 'ok', message: { nickname: '小明2', signature: 'Hello there' } });
    const cases: [Record<string, string>, string][] = [
      [{ nickname: 'x' }, 'nickname_length'],
      [{ nickname: 'abcdefghijk' }, 'nickname_length'],
      [{ nickname: 'a b!' }, 'nickname_chars'],
      [{ nickname: 'Ann', signature: 'x' }, 'signature_length'],
      [{ nickname: 'Ann', signature: 'hi <there>' }, 'special_chars'],
    ];
    for (const [body, code] of cases) {
      const res = await post(t.app, '/user/editNickname', { ...body, lang: 'th' }, { token });
      expect(res.body, code).toMatchObject({ type: 'error', code });
    }
    expect(await info(token)).toMatchObject({ nickname: '小明2', signature: 'Hello there' });
    await post(t.app, '/user/editNickname', { nickname: 'Ann' }, { token });
    expect(await info(token)).toMatchObject({ nickname: 'Ann', signature: 'Hello there' });
  });
});
