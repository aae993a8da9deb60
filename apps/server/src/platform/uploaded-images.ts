import type { MessageKey } from '@meridian/contract';
import type { FastifyRequest } from 'fastify';
import { fail } from './http/app-error';
import { publicOrigin } from './http/origin';
import type { AuthedContext } from './http/route';
import { UPLOAD_NAME, type UploadRegistry, type UploadUse } from './upload-registry';
import type { UploadUrlSigner } from './upload-urls';

/**
 * Image fields (voucher, head_portrait, qrcode, front_pic, reverse_pic) take the file reference POST /upload
 * returned. It is resolved to the stored upload by its stored name and looked up in the registry: the upload
 * must exist and be the caller's own (upload_not_yours otherwise), and the reference must be exactly one this
 * server hands out (its origin — PUBLIC_URL or the request's, which only a trusted proxy may change — and
 * /uploads/<month>/<random>.<ext>, nothing else). What is stored is the URL rebuilt from the stored name.
 */
export class UploadedImages {
  constructor(
    private readonly opts: {
      registry: UploadRegistry;
      signer: UploadUrlSigner;
      publicUrl: string | undefined;
    },
  ) {}

  /**
   * The caller's upload behind `reference`, claimed for `use` (see UploadRegistry.claim): a public field
   * publishes it, a KYC field makes it an identity document; a file already used the other way is refused.
   */
  async use(
    reference: string,
    ctx: AuthedContext,
    field: string,
    use: UploadUse = 'public',
  ): Promise<string> {
    const invalid: MessageKey = 'image_url_invalid';
    const origin = this.origin(ctx.req);
    const name = uploadNameOf(reference, originOf(origin));
    if (!name) throw fail(invalid, {}, field);
    switch (await this.opts.registry.claim(name, ctx.session.userId, use)) {
      case 'ok':
        return `${origin}/uploads/${name}`;
      case 'not_yours':
        throw fail('upload_not_yours', {}, field);
      case 'unknown':
      case 'other_use':
        throw fail(invalid, {}, field);
    }
  }

  /**
   * Identity images of a KYC view as short-lived signed URLs (for their owner or an operator); '' stays ''.
   * The plain URLs stored in the row serve nothing.
   */
  signed<T extends { front_pic: string; reverse_pic: string }>(view: T, req: FastifyRequest): T {
    const sign = (stored: string) => {
      const name = uploadNameOf(stored);
      return name ? `${this.origin(req)}/uploads/${name}?${this.opts.signer.query(name)}` : stored;
    };
    return { ...view, front_pic: sign(view.front_pic), reverse_pic: sign(view.reverse_pic) };
  }

  /** The origin of the URLs handed out, as POST /upload writes it. */
  private origin(req: FastifyRequest): string {
    return publicOrigin(req, this.opts.publicUrl);
  }
}

/**
 * The stored name in a file reference: `<origin>/uploads/<month>/<name>` with no query, fragment or
 * credentials; with `origin`, only on that origin.
 */
function uploadNameOf(reference: string, origin?: string): string | undefined {
  let url: URL;
  try {
    url = new URL(reference);
  } catch {
    return undefined;
  }
  if (url.search || url.hash || url.username || url.password) return undefined;
  if (origin !== undefined && url.origin !== origin) return undefined;
  const name = url.pathname.startsWith('/uploads/') ? url.pathname.slice('/uploads/'.length) : '';
  return UPLOAD_NAME.test(name) ? name : undefined;
}

/** Normalised origin (default ports dropped), so `http://host:80` equals `http://host`. */
function originOf(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}
