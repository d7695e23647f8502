import QRCode from 'qrcode';

/** The blank border a scanner needs around a QR code, in modules. */
const QUIET_ZONE = 4;

/**
 * A QR code as one SVG path: each dark module a unit square, drawn inside
 * its quiet zone. Returns the path and the side of the whole square.
 */
export function qrPath(content: string): { path: string; side: number } {
  const { modules } = QRCode.create(content, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) squares.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: squares.join(''), side: modules.size + QUIET_ZONE * 2 };
}
