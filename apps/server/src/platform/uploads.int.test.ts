import { createHash } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { post, registerAndLogin } from '../../test/api';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = '----meridian-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await registerAndLogin(t.app, t.dataDir, 'uploader@example.com');
});
afterAll(() => t.close());

const upload = (body: ReturnType<typeof multipart>, auth = token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...body.headers, authorization: auth },
    payload: body.payload,
  });

describe('POST /api/upload', () => {
  it('stores an image and returns an absolute URL that serves it once used in a public field', async () => {
    const res = await upload(multipart('file', 'avatar.png', 'image/png', PNG));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ type: string; message: string }>();
    expect(body.type).toBe('ok');
    expect(body.message).toMatch(/^http:\/\/localhost:80\/uploads\/\d{4}-\d{2}\/[0-9a-f]{32}\.png$/);
    const fetchIt = () => t.app.inject({ method: 'GET', url: new URL(body.message).pathname });
    expect((await fetchIt()).statusCode).toBe(404);
    const used = await post(t.app, '/user/uploadHeadPortrait', { head_portrait: body.message }, { token });
    expect(used.body.type).toBe('ok');
    const served = await fetchIt();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('registers the upload to its uploader with its type, size and SHA-256', async () => {
    const res = await upload(multipart('file', 'a.png', 'image/png', PNG));
    const name = new URL(res.json<{ message: string }>().message).pathname.slice('/uploads/'.length);
    const { rows } = await t.database.pool.query<{
      content_type: string;
      size_bytes: number;
      sha256: string;
    }>('SELECT content_type, size_bytes, sha256 FROM uploads WHERE name = $1', [name]);
    expect(rows).toEqual([
      {
        content_type: 'image/png',
        size_bytes: PNG.length,
        sha256: createHash('sha256').update(PNG).digest('hex'),
      },
    ]);
  });

  it('serves nothing for unknown or malformed names', async () => {
    for (const url of ['/uploads/2025-01/' + 'a'.repeat(32) + '.png', '/uploads/x/..%2F..%2Foutbox.jsonl'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('checks the content, not the name or declared type', async () => {
    const res = await upload(
      multipart('file', 'evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'error', code: 'upload_not_image' });
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const res = await upload(multipart('file', 'big.png', 'image/png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ type: 'error', code: 'upload_too_large' });
  });

  it('needs the field named file', async () => {
    const res = await upload(multipart('image', 'a.png', 'image/png', PNG));
    expect(res.json()).toMatchObject({ type: 'error', code: 'upload_missing_file' });
  });

  it('needs a session', async () => {
    const res = await upload(multipart('file', 'a.png', 'image/png', PNG), 'f'.repeat(64));
    expect(res.json()).toMatchObject({ type: '999' });
  });
});
