import { refuse } from '@meridian/contract';
import type { MediaStore } from '../../../platform/media-store';

/** An artwork file as the upload module stored it: its public URL and provenance. */
export interface NftMediaFile {
  url: string;
  sha256: string;
  mime: string;
  size: number;
  /** 1 image, 2 gif, 3 audio, 4 video. */
  type: 1 | 2 | 3 | 4;
}

/** What an artwork file may be, by its content (file-type may name WAV audio/wav or audio/x-wav). */
export const NFT_MEDIA_MIME = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'video/mp4',
  'video/webm',
] as const;

/** The artwork type of a stored file's MIME type; undefined for anything else. */
export function nftTypeOf(mime: string): NftMediaFile['type'] | undefined {
  if (!(NFT_MEDIA_MIME as readonly string[]).includes(mime)) return undefined;
  if (mime === 'image/gif') return 2;
  if (mime.startsWith('image/')) return 1;
  if (mime.startsWith('audio/')) return 3;
  return 4;
}

/** Resolves media references for the console's calls: `resolve(url, artistId)`. */
export type NftMediaResolver = (url: string, artistId: number) => Promise<NftMediaFile>;

/**
 * A media reference (a URL POST /ops/nft/media answered) back to its stored file, found by stored name in the
 * upload registry: it must be an artwork file stored for `artistId` (nft_media_invalid otherwise); it is
 * published if it was not yet.
 */
export function mediaResolver(store: Pick<MediaStore, 'resolve' | 'publish'>): NftMediaResolver {
  return async (url, artistId) => {
    const file = await store.resolve(url);
    const type = file ? nftTypeOf(file.mime) : undefined;
    if (!file || !type || file.userId !== artistId || !(await store.publish(file.name, artistId)))
      throw refuse('nft_media_invalid', {}, 'media');
    return { url: file.url, sha256: file.sha256, mime: file.mime, size: file.size, type };
  };
}
