/**
 * Whether the manufacturer a BOM line names is the maker of a catalog part.
 * BOMs write makers in many ways ("TI", "Texas Instruments Inc.", "ST",
 * "STMicro", "ON Semi"); a line must not be doubted for that, nor matched to
 * another maker's part without saying so.
 */

/** Words that do not tell makers apart. */
const NOISE = new Set(['inc', 'incorporated', 'corp', 'corporation', 'co', 'ltd', 'limited', 'llc', 'gmbh', 'ag', 'sa', 'bv', 'nv', 'plc', 'kk', 'the', 'group', 'international', 'technology', 'technologies', 'electronics', 'electronic', 'semiconductor', 'semiconductors', 'semi', 'manufacturing', 'devices', 'systems', 'components', 'company']);

/** Names and abbreviations BOMs use for the catalog's makers, by the normalised catalog name's first word. */
const ALIASES: Record<string, string[]> = {
  stmicroelectronics: ['st', 'stm', 'stmicro', 'sgsthomson'],
  texas: ['ti', 'texasinstruments', 'nationalsemiconductor', 'national', 'burrbrown'],
  microchip: ['mchp', 'atmel', 'microsemi', 'micrel', 'smsc'],
  nxp: ['philips', 'freescale', 'motorola'],
  infineon: ['ifx', 'internationalrectifier', 'ir', 'cypress', 'spansion'],
  onsemi: ['on', 'onsemiconductor', 'fairchild', 'sanyo'],
  analog: ['adi', 'analogdevices', 'lineartechnology', 'linear', 'lt', 'maxim', 'hittite'],
  renesas: ['intersil', 'idt', 'dialog'],
  murata: ['muratamfg'],
  samsung: ['semco', 'samsungem'],
  tdk: ['epcos'],
  yageo: ['phycomp'],
  vishay: ['vishaydale', 'dale', 'siliconix', 'vishaysiliconix', 'sprague'],
  rohm: ['lapis'],
  wurth: ['würth', 'we', 'wurthelektronik', 'würthelektronik'],
  kyocera: ['avx', 'kyoceraavx'],
  diodes: ['zetex', 'diodesinc'],
  te: ['tyco', 'teconnectivity'],
  alpha: ['aos', 'alphaomega'],
  toshiba: ['tosh'],
  monolithic: ['mps'],
  ams: ['osram', 'amsosram'],
  advanced: ['ams1117', 'advancedmonolithic'],
  lite: ['liteon'],
  silicon: ['silabs', 'siliconlabs', 'siliconlaboratories'],
};

const words = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9\u00c0-\u024f\u3040-\u9fff\uac00-\ud7af]+/u)
    .filter((word) => word !== '');

const significant = (name: string) => words(name).filter((word) => !NOISE.has(word));

/** True when the line's maker is the catalog maker, null when the line names no maker. */
export function manufacturerAgrees(lineManufacturer: string, catalogManufacturer: string): boolean | null {
  const line = significant(lineManufacturer);
  if (line.length === 0) return words(lineManufacturer).length === 0 ? null : true;
  const catalog = significant(catalogManufacturer);
  if (catalog.length === 0) return false;
  const lineJoined = line.join('');
  const catalogJoined = catalog.join('');
  if (catalogJoined.startsWith(lineJoined) || lineJoined.startsWith(catalogJoined)) return true;
  // Initials: "TI" for Texas Instruments, "ADI" for Analog Devices Inc.
  const initials = words(catalogManufacturer).map((word) => word[0]).join('');
  if (lineJoined.length >= 2 && initials.startsWith(lineJoined)) return true;
  const aliases = ALIASES[catalog[0]!] ?? [];
  return aliases.some((alias) => lineJoined === alias || lineJoined.startsWith(alias) && alias.length >= 4);
}
