import { Image, Typography } from 'antd';
import { S } from '../strings';

const SIZE = 56;

/** A thumbnail of an uploaded image (absolute or root-relative URL); click enlarges it. */
export function Thumb({ src, alt }: { src: string; alt: string }) {
  if (!src.trim()) return <Typography.Text type="secondary">{S.noImage}</Typography.Text>;
  return (
    <Image
      src={src}
      alt={alt}
      width={SIZE}
      height={SIZE}
      style={{ objectFit: 'cover', borderRadius: 4 }}
      fallback={FALLBACK}
    />
  );
}

/** Shown when an image URL fails to load (a grey square with a cross). */
const FALLBACK =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56"><rect width="56" height="56" fill="#f0f0f0"/>' +
      '<path d="M20 20l16 16M36 20L20 36" stroke="#bbb" stroke-width="2"/></svg>',
  );
