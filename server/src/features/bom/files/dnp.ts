/**
 * Do-not-place marks in a BOM's DNP column. Only a cell that clearly says
 * "not fitted" marks a line: a line wrongly marked DNP is silently left out
 * of the order, a worse failure than a DNP line left in. "No", "0", "否" and
 * "Fitted" say the part IS placed. A "Fitted" / "Populate" column, where an
 * empty cell or "no" means DNP, is not read here (column-titles.ts does not
 * offer it as a DNP column).
 */

const MARKS = new Set([
  // Abbreviations of the EDA tools and assembly houses: do not place / fit / install / mount, not fitted, not placed.
  'dnp', 'dnf', 'dni', 'dnm', 'nf', 'np', 'nofit', 'nopop',
  'do not place', 'do not populate', 'do not fit', 'do not mount', 'do not install', 'do not assemble',
  'not fitted', 'not populated', 'not placed', 'not mounted', 'not assembled', 'no fit',
  // A yes in a column titled DNP.
  'x', 'yes', 'y', 'true', '1', '✓', '✔', '√', '是', 'ja', 'oui', 'はい', '○', '〇', 'да', '예', '네',
  // The same in the shop's other languages.
  '不贴', '不贴片', '不焊', '不焊接', '不安装', '不上件',
  'nicht bestücken', 'nicht bestückt', 'ne pas monter', 'non monté', 'non placé', 'ne pas placer',
  '未実装', '実装しない', 'не устанавливать', 'не устанавливается', 'не уст', '미실장', '실장 안 함', '실장안함',
]);

/** Whether a DNP cell marks its line as not placed: a mark above, or a cell starting with DNP/DNF/DNI ("DNP (variant B)"). */
export function isDnpMark(cell: string): boolean {
  const text = cell.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ').replace(/[.!]+$/, '');
  if (text === '') return false;
  return MARKS.has(text) || /^dn[pfi]\b/.test(text);
}
