/**
 * The part of `pngjs` (present as `qrcode`'s own dependency, which ships no types) that the address QR test uses
 * to read back the pixels of a generated PNG.
 */
declare module 'pngjs' {
  export const PNG: {
    sync: {
      read(buffer: Buffer): { width: number; height: number; data: Buffer };
    };
  };
}
