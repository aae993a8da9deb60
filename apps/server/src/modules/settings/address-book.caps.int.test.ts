import { ADDRESS_BOOK_MAX } from '@meridian/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { newUser, uploadImage } from './settings.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUESTS = 120;

describe('withdrawal address book: the cap under concurrency', () => {
  it(`${REQUESTS} concurrent saves of new addresses store exactly ADDRESS_BOOK_MAX`, async () => {
    const u = await newUser(t);
    const qrcode = await uploadImage(t, u.token);
    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        post(
          t.app,
          '/user/wallet/save',
          { currency: 2, name: `W${i}`, address: `0x${(i + 1).toString(16).padStart(40, '0')}`, qrcode },
          { token: u.token },
        ),
      ),
    );
    const ok = replies.filter((r) => r.body.type === 'ok').length;
    const refused = replies.filter((r) => r.body.code === 'address_book_full');
    console.info(`address book cap race: ${ok} accepted, ${refused.length} refused`);
    expect(ok).toBe(ADDRESS_BOOK_MAX);
    expect(refused.length).toBe(REQUESTS - ADDRESS_BOOK_MAX);
    expect(refused[0]?.body.message).toBe(
      `Your address book is full (at most ${ADDRESS_BOOK_MAX} addresses)`,
    );
    const list = await get(t.app, '/user/wallet/list', {}, { token: u.token });
    expect((list.body.message as { total: number }).total).toBe(ADDRESS_BOOK_MAX);
  }, 60_000);
});
