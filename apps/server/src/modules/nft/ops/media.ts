/** An artwork file as the upload module stored it: its public URL and provenance. */
export interface NftMediaFile {
  url: string;
  sha256: string;
  mime: string;
  size: number;
  /** 1 image, 2 gif, 3 audio, 4 video. */
  type: 1 | 2 | 3 | 4;
}
