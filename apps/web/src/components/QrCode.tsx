import { useEffect, useState } from 'react';
import { qrSvg } from './qr';

/**
 * A QR code drawn as inline SVG, `size` CSS pixels square including a quiet zone of `margin` modules. The box
 * keeps its size while the symbol is made; a text that cannot be encoded leaves it empty instead of breaking
 * the page.
 */
export function QrCode({
  value,
  size,
  dark,
  light = '#ffffff',
  margin = 2,
}: {
  value: string;
  size: number;
  dark: string;
  light?: string;
  margin?: number;
}) {
  const [made, setMade] = useState<{ key: string; svg: string } | null>(null);
  const key = JSON.stringify([value, size, dark, light, margin]);

  useEffect(() => {
    let live = true;
    void qrSvg(value, size, { dark, light, margin }).then(
      (svg) => live && setMade({ key, svg }),
      () => live && setMade(null),
    );
    return () => {
      live = false;
    };
  }, [key, value, size, dark, light, margin]);

  const svg = made?.key === key ? made.svg : '';
  return (
    <span
      className="qr-code"
      style={{ display: 'inline-block', width: size, height: size, lineHeight: 0, verticalAlign: 'top' }}
      // markup made by qrcode from the symbol's modules and our colours only: the text itself is not in it
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
