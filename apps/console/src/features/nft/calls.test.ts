import { describe, expect, it } from 'vitest';
import { ApiError, createHttp } from '../../api/http';
import { nftCalls, uploadNftMedia, type UploadDeps } from './calls';

/** The NFT calls and the media upload against a mocked network: paths, bodies, headers and reply checks. */

const media = {
  url: '/uploads/nft/7/abc.png',
  sha256: 'ab'.repeat(32),
  mime: 'image/png',
  size: 1234,
  type: 1,
};

function uploadSetup(reply: unknown, status = 200) {
  const sent: { url: string; init: RequestInit }[] = [];
  let invalid = 0;
  const deps: UploadDeps = {
    fetch: (url, init) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(reply), { status }));
    },
    getToken: () => 'op-token',
    onSessionInvalid: () => void invalid++,
  };
  return { deps, sent, invalid: () => invalid };
}

describe('uploadNftMedia', () => {
  it('posts multipart file + uid with the operator token and answers the provenance', async () => {
    const { deps, sent } = uploadSetup({ type: 'ok', message: media });
    const out = await uploadNftMedia(new Blob(['png'], { type: 'image/png' }), 'a.png', 7, deps);
    expect(out).toEqual(media);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/api/ops/nft/media');
    expect(sent[0]!.init.method).toBe('POST');
    expect((sent[0]!.init.headers as Record<string, string>).Authorization).toBe('op-token');
    expect((sent[0]!.init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    const body = sent[0]!.init.body as FormData;
    expect(body.get('uid')).toBe('7');
    expect((body.get('file') as File).name).toBe('a.png');
  });
  it('throws the server’s message on a refusal', async () => {
    const { deps } = uploadSetup({
      type: 'error',
      message: 'Unsupported file type',
      code: 'nft_media_invalid',
    });
    await expect(uploadNftMedia(new Blob(['x']), 'a.txt', 7, deps)).rejects.toMatchObject({
      kind: 'error',
      message: 'Unsupported file type',
    });
  });
  it('ends the session on 999 and reports transport faults', async () => {
    const s = uploadSetup({ type: '999', message: 'Please log in' });
    await expect(uploadNftMedia(new Blob(['x']), 'a.png', 7, s.deps)).rejects.toBeInstanceOf(ApiError);
    expect(s.invalid()).toBe(1);
    const big = uploadSetup({ type: 'error', message: 'The file is too large' }, 413);
    await expect(uploadNftMedia(new Blob(['x']), 'a.png', 7, big.deps)).rejects.toMatchObject({
      kind: 'http',
      message: 'The file is too large',
      extra: { status: 413 },
    });
    const down = uploadSetup('Bad gateway', 502);
    await expect(uploadNftMedia(new Blob(['x']), 'a.png', 7, down.deps)).rejects.toMatchObject({
      kind: 'http',
      extra: { status: 502 },
    });
    const bad = uploadSetup({ type: 'ok', message: { url: 1 } });
    await expect(uploadNftMedia(new Blob(['x']), 'a.png', 7, bad.deps)).rejects.toMatchObject({
      kind: 'invalid',
    });
  });
});

describe('nftCalls', () => {
  function setup(reply: unknown) {
    const calls: { url: string; init: RequestInit }[] = [];
    const http = createHttp({
      fetch: (url, init) => {
        calls.push({ url, init });
        return Promise.resolve(new Response(JSON.stringify({ type: 'ok', message: reply }), { status: 200 }));
      },
      getToken: () => 'op-token',
      onSessionInvalid: () => undefined,
    });
    return { api: nftCalls(http), calls };
  }
  const page = { data: [], page: 1, limit: 20, total: 0 };

  it('lists items with the filters in the query', async () => {
    const { api, calls } = setup(page);
    await api.items({ page: 2, limit: 20, pay_type: 2, keyword: 'owl' });
    expect(calls[0]!.url).toBe('/api/ops/nft/items?page=2&limit=20&pay_type=2&keyword=owl');
    await api.boxSeries({ page: 1, limit: 10 });
    expect(calls[1]!.url).toBe('/api/ops/nft/box_series?page=1&limit=10');
  });
  it('hides an item with a POST body and an idempotency key', async () => {
    const { api, calls } = setup(null);
    await api.itemHide({ id: 9, hidden: true }).catch(() => undefined);
    expect(calls[0]!.url).toBe('/api/ops/nft/item/hide');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ id: 9, hidden: true });
    expect((calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
