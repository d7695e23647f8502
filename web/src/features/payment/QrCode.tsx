import { useMemo } from 'react';
import { qrPath } from './qr-modules.ts';

/** A QR code drawn in the page (no image request, sharp at any size), named for screen readers by `label`. */
export function QrCode({ content, label, size }: { content: string; label: string; size: number }) {
  const { path, side } = useMemo(() => qrPath(content), [content]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${side} ${side}`} className="payment-qr" shapeRendering="crispEdges">
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
