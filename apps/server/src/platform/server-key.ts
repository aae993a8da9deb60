import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A server key: the configured secret when set, else the key kept in `keyFile` (in DATA_DIR), generated at the
 * first start (`wx`, so two nodes sharing DATA_DIR that start together agree on one). `what` names it in errors.
 */
export async function loadServerKey(opts: {
  secret: string | undefined;
  keyFile: string;
  what: string;
}): Promise<Buffer> {
  if (opts.secret) return Buffer.from(opts.secret, 'utf8');
  const read = async () => (await fs.readFile(opts.keyFile, 'utf8')).trim();
  let key = await read().catch(() => '');
  if (!key) {
    await fs.mkdir(path.dirname(opts.keyFile), { recursive: true });
    const fresh = randomBytes(32).toString('hex');
    const wrote = await fs.writeFile(opts.keyFile, `${fresh}\n`, { flag: 'wx', mode: 0o600 }).then(
      () => true,
      (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
        return false;
      },
    );
    key = wrote ? fresh : await read();
    // Another node created the file an instant ago and may still be writing it.
    for (let i = 0; !key && i < 20; i++) {
      await new Promise((r) => setTimeout(r, 50));
      key = await read();
    }
  }
  if (key.length < 32) throw new Error(`${opts.keyFile}: the ${opts.what} is shorter than 32 characters`);
  return Buffer.from(key, 'utf8');
}
