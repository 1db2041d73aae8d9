// The ticket's QR code as one SVG path: drawn by React from the `qrcode` package's module
// matrix, so it needs no canvas, prints sharp at any size and injects no HTML.
import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code, as the QR standard asks, so scanners find its edges. */
const QUIET_ZONE = 4;

/** 'M1 2h1v1h-1z…': one square per dark module. */
export function qrPathOf(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path: squares.join('') };
}

export function TicketQr({ code, label, className }: { code: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrPathOf(code), [code]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
