import { fitFontSize, xmlText } from '../../../platform/svg-text.ts';

/** The package families a part picture is drawn as. */
export type PackageFamily = 'chip' | 'sot' | 'soic' | 'dip' | 'qfp' | 'qfn' | 'bga' | 'to-power' | 'to-92' | 'module' | 'connector' | 'radial' | 'generic';

export function packageFamily(packageName: string): PackageFamily {
  const name = packageName.toUpperCase();
  if (/MODULE|WROOM|WROVER|SMD-\d+ MOD|LGA-\d+ MOD/.test(name)) return 'module';
  if (/^(0[0-9]{3}|1[0-9]{3}|2[0-9]{3})(\b|$)|^(CASE|SMD) ?(0201|0402|0603|0805|1206|1210|2010|2512)/.test(name)) return 'chip';
  if (/BGA|WLCSP|CSP/.test(name)) return 'bga';
  if (/QFN|DFN|SON|LGA/.test(name)) return 'qfn';
  if (/QFP/.test(name)) return 'qfp';
  if (/DIP/.test(name)) return 'dip';
  if (/SOIC|SOP|SO-|SSOP|TSSOP|MSOP|^SO\d/.test(name)) return 'soic';
  if (/SOT|SC-70|SC70|SOD/.test(name)) return 'sot';
  if (/TO-92/.test(name)) return 'to-92';
  if (/TO-|DPAK|D2PAK|PAK/.test(name)) return 'to-power';
  if (/HEADER|PIN|USB|TERMINAL|CONN|JST|\d+P\b|POS/.test(name)) return 'connector';
  if (/RADIAL|\d+X\d+(\.\d+)?MM|CAN|AXIAL/.test(name)) return 'radial';
  return 'generic';
}

/** Pins drawn for a package: the count in its name (LQFP-48), else a usual count for the family. */
function pinCount(packageName: string, family: PackageFamily): number {
  const counted = /(\d+)(?!.*\d)/.exec(packageName.replace(/\d+(\.\d+)?\s*MM/gi, ''));
  const number = counted ? Number(counted[1]) : 0;
  const defaults: Record<PackageFamily, number> = { chip: 2, sot: 3, soic: 8, dip: 8, qfp: 48, qfn: 32, bga: 64, 'to-power': 3, 'to-92': 3, module: 38, connector: 6, radial: 2, generic: 8 };
  if (family === 'chip' || family === 'radial') return 2;
  if (number >= 2 && number <= 400) return number;
  return defaults[family];
}

const BODY = '#262b33';
const LEAD = '#b8bec7';
const MARK = '#e8ebef';

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

/** Leads along one side: `count` rectangles spread between from and to. */
function leads(count: number, from: number, to: number, place: (position: number, pitch: number) => string): string {
  const pitch = (to - from) / Math.max(1, count);
  return range(count)
    .map((index) => place(from + pitch * (index + 0.5), pitch))
    .join('');
}

function drawBody(family: PackageFamily, pins: number): string {
  switch (family) {
    case 'chip':
      return `<rect x="70" y="70" width="180" height="90" rx="6" fill="#8a6d4b"/><rect x="60" y="66" width="40" height="98" rx="4" fill="${LEAD}"/><rect x="220" y="66" width="40" height="98" rx="4" fill="${LEAD}"/>`;
    case 'radial':
      return `<rect x="110" y="30" width="100" height="130" rx="14" fill="#2f4f7f"/><rect x="190" y="30" width="14" height="130" fill="#9fb3d1"/><rect x="135" y="160" width="8" height="40" fill="${LEAD}"/><rect x="177" y="160" width="8" height="30" fill="${LEAD}"/>`;
    case 'sot': {
      const side = Math.ceil(pins / 2);
      const top = pins - side;
      return `<rect x="110" y="75" width="100" height="70" rx="4" fill="${BODY}"/>${leads(side, 110, 210, (x) => `<rect x="${x - 7}" y="145" width="14" height="26" fill="${LEAD}"/>`)}${leads(top, 110, 210, (x) => `<rect x="${x - 7}" y="49" width="14" height="26" fill="${LEAD}"/>`)}`;
    }
    case 'soic':
    case 'dip':
    case 'generic': {
      const perSide = Math.max(1, Math.ceil(pins / 2));
      const length = family === 'dip' ? 30 : 20;
      const width = Math.min(250, 60 + perSide * 14);
      const x = 160 - width / 2;
      const lead = (y: number) => (position: number, pitch: number) =>
        `<rect x="${(position - Math.min(8, pitch * 0.35)).toFixed(1)}" y="${y}" width="${Math.min(16, pitch * 0.7).toFixed(1)}" height="${length}" fill="${LEAD}"/>`;
      return `${leads(perSide, x, x + width, lead(60 - length))}${leads(perSide, x, x + width, lead(160))}<rect x="${x}" y="60" width="${width}" height="100" rx="5" fill="${BODY}"/><circle cx="${x + 14}" cy="146" r="5" fill="#3b414b"/>`;
    }
    case 'qfp':
    case 'qfn':
    case 'bga': {
      const perSide = Math.max(2, Math.ceil(pins / 4));
      const size = 120;
      const x = 100;
      const y = 50;
      let edges = '';
      if (family === 'qfp') {
        const lead = Math.min(8, (size / perSide) * 0.55);
        edges += leads(perSide, x, x + size, (p) => `<rect x="${(p - lead / 2).toFixed(1)}" y="${y - 16}" width="${lead.toFixed(1)}" height="16" fill="${LEAD}"/><rect x="${(p - lead / 2).toFixed(1)}" y="${y + size}" width="${lead.toFixed(1)}" height="16" fill="${LEAD}"/>`);
        edges += leads(perSide, y, y + size, (p) => `<rect x="${x - 16}" y="${(p - lead / 2).toFixed(1)}" width="16" height="${lead.toFixed(1)}" fill="${LEAD}"/><rect x="${x + size}" y="${(p - lead / 2).toFixed(1)}" width="16" height="${lead.toFixed(1)}" fill="${LEAD}"/>`);
      }
      let body = `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${family === 'qfp' ? 3 : 8}" fill="${BODY}"/><circle cx="${x + 14}" cy="${y + 14}" r="5" fill="#3b414b"/>`;
      if (family === 'qfn') {
        body += leads(perSide, x + 6, x + size - 6, (p) => `<rect x="${(p - 3).toFixed(1)}" y="${y + size - 6}" width="6" height="6" fill="${LEAD}"/>`);
      }
      if (family === 'bga') {
        const balls = Math.min(8, Math.ceil(Math.sqrt(pins)));
        body = `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="6" fill="#3d5a3f"/><rect x="${x + 12}" y="${y + 12}" width="${size - 24}" height="${size - 24}" rx="4" fill="${BODY}"/>`;
        edges = range(balls)
          .map((column) => `<circle cx="${x + 10 + (column * (size - 20)) / (balls - 1)}" cy="${y + size + 8}" r="4" fill="${LEAD}"/>`)
          .join('');
      }
      return edges + body;
    }
    case 'to-power':
      return `<rect x="115" y="20" width="90" height="50" rx="4" fill="${LEAD}"/><circle cx="160" cy="42" r="12" fill="#f4f6f8"/><rect x="105" y="65" width="110" height="85" rx="4" fill="${BODY}"/>${leads(Math.min(pins, 7), 115, 205, (p) => `<rect x="${(p - 5).toFixed(1)}" y="150" width="10" height="50" fill="${LEAD}"/>`)}`;
    case 'to-92':
      return `<path d="M115 60 h90 v60 a45 45 0 0 1 -90 0 z" fill="${BODY}"/>${leads(3, 120, 200, (p) => `<rect x="${(p - 4).toFixed(1)}" y="150" width="8" height="50" fill="${LEAD}"/>`)}`;
    case 'module':
      return `<rect x="70" y="20" width="180" height="180" rx="6" fill="#1f5c3a"/><rect x="85" y="80" width="150" height="110" rx="4" fill="#c9ced6"/><path d="M85 30 h150 v40 h-150 z" fill="#1f5c3a" stroke="#d4af37" stroke-width="3"/><path d="M95 62 v-24 h20 v24 h20 v-24 h20 v24 h20 v-24 h20 v24 h20 v-24" fill="none" stroke="#d4af37" stroke-width="3"/>${leads(Math.min(12, Math.ceil(pins / 3)), 80, 240, (p) => `<rect x="${(p - 3).toFixed(1)}" y="196" width="6" height="8" fill="#d4af37"/>`)}`;
    case 'connector': {
      const count = Math.min(pins, 16);
      return `<rect x="40" y="90" width="240" height="60" rx="4" fill="#1d1f24"/>${leads(count, 44, 276, (p) => `<rect x="${(p - 4).toFixed(1)}" y="40" width="8" height="150" fill="#d4af37"/>`)}`;
    }
  }
}

/** A picture of the part: its package drawn by family, with part number, manufacturer and package written on it. */
export function partDrawing(part: { partNumber: string; manufacturer: string; packageName: string }): string {
  const family = packageFamily(part.packageName);
  const pins = pinCount(part.packageName, family);
  const title = `${part.partNumber}, ${part.manufacturer}, ${part.packageName}`;
  const numberSize = fitFontSize(part.partNumber, 300, 22);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img">',
    `<title>${xmlText(title)}</title>`,
    '<rect width="320" height="320" fill="#f4f6f8"/>',
    `<g>${drawBody(family, pins)}</g>`,
    `<text x="160" y="256" text-anchor="middle" font-family="ui-monospace, Menlo, Consolas, monospace" font-size="${numberSize}" font-weight="700" fill="#1d2433">${xmlText(part.partNumber)}</text>`,
    `<text x="160" y="282" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" fill="#4b5563">${xmlText(part.manufacturer)}</text>`,
    `<text x="160" y="304" text-anchor="middle" font-family="system-ui, sans-serif" font-size="12" fill="#6b7280">${xmlText(part.packageName)}</text>`,
    `<text x="160" y="${family === 'chip' ? 122 : 116}" text-anchor="middle" font-family="ui-monospace, monospace" font-size="11" fill="${MARK}" opacity="0.85">${xmlText(part.manufacturer.slice(0, 14).toUpperCase())}</text>`,
    '</svg>',
  ].join('');
}
