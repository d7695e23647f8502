import type { SeedRandom } from '../../../platform/seed-random.ts';
import { jitter, roundPrice, weighted, type PartDraft, type PartFamily } from './part-draft.ts';
import { bytes, hertz } from './values.ts';

const KB = 1024;

/** STM32 pin-count letters and the pins they stand for. */
const pinLetters: Record<string, number> = { F: 20, G: 28, K: 32, T: 36, C: 48, R: 64, V: 100, Z: 144, I: 176 };
/** STM32 flash-size letters. */
const flashLetters: Record<string, number> = { '4': 16 * KB, '6': 32 * KB, '8': 64 * KB, B: 128 * KB, C: 256 * KB, E: 512 * KB, G: 1024 * KB, I: 2048 * KB, K: 3072 * KB };
const ioByPins: Record<number, number> = { 20: 16, 28: 24, 32: 26, 36: 30, 48: 37, 64: 51, 100: 82, 144: 114, 176: 140 };

function stmPackage(pins: number, letter: string): string {
  if (letter === 'P') return `TSSOP-${pins}`;
  if (letter === 'U') return `UFQFPN-${pins}`;
  if (letter === 'H') return `TFBGA-${pins}`;
  if (letter === 'Y') return `WLCSP-${pins}`;
  return `LQFP-${pins}`;
}

function packageLettersFor(pins: number): string[] {
  if (pins === 20) return ['P', 'U'];
  if (pins <= 32) return ['U', 'T'];
  if (pins <= 48) return ['T', 'U'];
  if (pins <= 100) return ['T', 'T', 'H'];
  return ['T'];
}

interface ArmSeries {
  series: string;
  lines: string[];
  core: string;
  mhz: number;
  volts: string;
  pins: string[];
  flash: string[];
  maxRamKb: number;
  basePrice: number;
}

const stm32Series: ArmSeries[] = [
  { series: 'F0', lines: ['030', '031', '042', '051', '070', '072', '091'], core: 'ARM Cortex-M0', mhz: 48, volts: '2.0V ~ 3.6V', pins: ['F', 'G', 'K', 'C', 'R'], flash: ['4', '6', '8', 'B', 'C'], maxRamKb: 32, basePrice: 0.9 },
  { series: 'F1', lines: ['100', '101', '102', '103', '105', '107'], core: 'ARM Cortex-M3', mhz: 72, volts: '2.0V ~ 3.6V', pins: ['T', 'C', 'R', 'V', 'Z'], flash: ['4', '6', '8', 'B', 'C', 'E', 'G'], maxRamKb: 96, basePrice: 2.2 },
  { series: 'F2', lines: ['205', '207', '215', '217'], core: 'ARM Cortex-M3', mhz: 120, volts: '1.8V ~ 3.6V', pins: ['R', 'V', 'Z', 'I'], flash: ['B', 'C', 'E', 'F', 'G'], maxRamKb: 128, basePrice: 6.5 },
  { series: 'F3', lines: ['301', '302', '303', '334', '373'], core: 'ARM Cortex-M4', mhz: 72, volts: '2.0V ~ 3.6V', pins: ['K', 'C', 'R', 'V'], flash: ['6', '8', 'B', 'C', 'E'], maxRamKb: 80, basePrice: 3.1 },
  { series: 'F4', lines: ['401', '405', '407', '410', '411', '429', '446'], core: 'ARM Cortex-M4', mhz: 168, volts: '1.8V ~ 3.6V', pins: ['C', 'R', 'V', 'Z', 'I'], flash: ['8', 'B', 'C', 'E', 'G', 'I'], maxRamKb: 256, basePrice: 5.8 },
  { series: 'F7', lines: ['722', '746', '756', '767'], core: 'ARM Cortex-M7', mhz: 216, volts: '1.7V ~ 3.6V', pins: ['R', 'V', 'Z', 'I'], flash: ['C', 'E', 'G', 'I'], maxRamKb: 512, basePrice: 11.5 },
  { series: 'G0', lines: ['030', '031', '041', '070', '071', '0B1'], core: 'ARM Cortex-M0+', mhz: 64, volts: '1.7V ~ 3.6V', pins: ['F', 'G', 'K', 'C'], flash: ['4', '6', '8', 'B'], maxRamKb: 36, basePrice: 0.65 },
  { series: 'G4', lines: ['431', '441', '473', '474', '491'], core: 'ARM Cortex-M4', mhz: 170, volts: '1.71V ~ 3.6V', pins: ['K', 'C', 'R', 'V'], flash: ['6', '8', 'B', 'C', 'E'], maxRamKb: 128, basePrice: 4.2 },
  { series: 'L0', lines: ['010', '031', '051', '053', '071', '073'], core: 'ARM Cortex-M0+', mhz: 32, volts: '1.65V ~ 3.6V', pins: ['F', 'G', 'K', 'C', 'R'], flash: ['4', '6', '8', 'B', 'Z'], maxRamKb: 20, basePrice: 1.4 },
  { series: 'L1', lines: ['151', '152', '162'], core: 'ARM Cortex-M3', mhz: 32, volts: '1.65V ~ 3.6V', pins: ['C', 'R', 'V'], flash: ['6', '8', 'B', 'C', 'E'], maxRamKb: 80, basePrice: 3.4 },
  { series: 'L4', lines: ['412', '431', '432', '433', '452', '476', '496'], core: 'ARM Cortex-M4', mhz: 80, volts: '1.71V ~ 3.6V', pins: ['K', 'C', 'R', 'V', 'Z'], flash: ['8', 'B', 'C', 'E', 'G'], maxRamKb: 320, basePrice: 4.6 },
  { series: 'H7', lines: ['43', '50', '23', '33', 'A3', 'B0'], core: 'ARM Cortex-M7', mhz: 480, volts: '1.62V ~ 3.6V', pins: ['V', 'Z', 'I'], flash: ['B', 'G', 'I'], maxRamKb: 1024, basePrice: 13.9 },
  { series: 'U5', lines: ['575', '585'], core: 'ARM Cortex-M33', mhz: 160, volts: '1.71V ~ 3.6V', pins: ['C', 'R', 'V', 'Z'], flash: ['G', 'I'], maxRamKb: 786, basePrice: 9.8 },
];

const extraFlash: Record<string, number> = { F: 768 * KB, Z: 192 * KB };

function ramFor(flash: number, maxRamKb: number): number {
  const ratio = Math.min(flash / 4, maxRamKb * KB);
  const power = 2 ** Math.round(Math.log2(Math.max(ratio, 4 * KB)));
  return Math.min(power, maxRamKb * KB);
}

function armMcu(random: SeedRandom, vendor: 'st' | 'gd'): PartDraft {
  const spec = random.pick(vendor === 'st' ? stm32Series : gd32Series);
  const line = random.pick(spec.lines);
  const pinLetter = random.pick(spec.pins);
  const flashLetter = random.pick(spec.flash);
  const packageLetter = random.pick(packageLettersFor(pinLetters[pinLetter]!));
  const temperature = weighted(random, [['6', 6], ['7', 3], ['3', 1]] as const);
  const tapeAndReel = random.chance(0.25) ? 'TR' : '';
  const pins = pinLetters[pinLetter]!;
  const flash = flashLetters[flashLetter] ?? extraFlash[flashLetter]!;
  const ram = ramFor(flash, spec.maxRamKb);
  const family = vendor === 'st' ? 'STM32' : 'GD32';
  // The line repeats the series' first digit (F1 + 103 = F103); two-character lines do not (H7 + 43 = H743).
  const base = `${family}${line.length === 3 ? spec.series[0] : spec.series}${line}`;
  const partNumber = `${base}${pinLetter}${flashLetter}${packageLetter}${temperature}${tapeAndReel}`;
  const pkg = stmPackage(pins, packageLetter);
  const mhz = spec.mhz;
  const tempRange = temperature === '6' ? '-40°C ~ 85°C' : temperature === '7' ? '-40°C ~ 105°C' : '-40°C ~ 125°C';
  const sizeFactor = Math.log2(flash / (16 * KB)) * 0.18 + 1;
  const pinFactor = 1 + (pins - 32) / 200;
  const lowerName = `${base}${pinLetter}${flashLetter}`.toLowerCase();
  return {
    partNumber,
    manufacturer: vendor === 'st' ? 'stmicroelectronics' : 'gigadevice',
    categoryId: 1103,
    package: pkg,
    description: `${spec.core} MCU, ${bytes(flash)} Flash, ${bytes(ram)} RAM, ${mhz}MHz, ${spec.volts.replace(/V ~ /, '-')}, ${pkg}`,
    parameters: {
      core: spec.core,
      flash_size: bytes(flash),
      ram_size: bytes(ram),
      max_frequency: hertz(mhz * 1e6),
      supply_voltage: spec.volts,
      io_count: String(ioByPins[pins] ?? pins - 10),
      operating_temperature: tempRange,
    },
    datasheetUrl:
      vendor === 'st'
        ? `https://www.st.com/resource/en/datasheet/${lowerName}.pdf`
        : `https://www.gigadevice.com/datasheet/${base.toLowerCase()}xxxx-datasheet.pdf`,
    msl: '3 (168 Hours)',
    eccn: spec.mhz >= 400 ? '5A992.C' : '3A991.a.2',
    htsCode: '8542.31.0001',
    unitPrice: roundPrice(jitter(random, spec.basePrice * sizeFactor * pinFactor * (vendor === 'gd' ? 0.6 : 1), 0.1)),
    offer: packageLetter === 'T' && pins >= 64 ? 'tray' : 'smd',
    reel: pins >= 64 ? 1000 : pins >= 48 ? 2400 : 2500,
  };
}

const gd32Series: ArmSeries[] = [
  { series: 'F1', lines: ['103', '105', '107'], core: 'ARM Cortex-M3', mhz: 108, volts: '2.6V ~ 3.6V', pins: ['T', 'C', 'R', 'V', 'Z'], flash: ['4', '6', '8', 'B', 'C', 'E', 'G'], maxRamKb: 96, basePrice: 1.6 },
  { series: 'F3', lines: ['303', '350'], core: 'ARM Cortex-M4', mhz: 120, volts: '2.6V ~ 3.6V', pins: ['C', 'R', 'V'], flash: ['B', 'C', 'E', 'G'], maxRamKb: 96, basePrice: 2.4 },
  { series: 'F4', lines: ['405', '407', '450', '470'], core: 'ARM Cortex-M4', mhz: 200, volts: '2.6V ~ 3.6V', pins: ['R', 'V', 'Z', 'I'], flash: ['E', 'G', 'I', 'K'], maxRamKb: 512, basePrice: 4.4 },
  { series: 'E2', lines: ['30', '32'], core: 'ARM Cortex-M23', mhz: 72, volts: '2.6V ~ 3.6V', pins: ['F', 'G', 'K', 'C'], flash: ['4', '6', '8'], maxRamKb: 8, basePrice: 0.45 },
];

const picLines: Array<{ prefix: string; bits: 8 | 16; numbers: string[]; mhz: number; volts: string; basePrice: number }> = [
  { prefix: 'PIC12F', bits: 8, numbers: ['508', '509', '615', '629', '675', '683', '1501', '1571', '1822', '1840'], mhz: 32, volts: '2.0V ~ 5.5V', basePrice: 0.7 },
  { prefix: 'PIC16F', bits: 8, numbers: ['84A', '628A', '648A', '676', '690', '716', '877A', '886', '887', '1503', '1509', '1619', '1705', '1823', '1825', '1827', '1829', '1847', '1938', '1939', '18346', '18446', '15313', '15376'], mhz: 32, volts: '2.0V ~ 5.5V', basePrice: 1.2 },
  { prefix: 'PIC16LF', bits: 8, numbers: ['1503', '1705', '1823', '1825', '1829', '1847', '1938', '1939'], mhz: 32, volts: '1.8V ~ 3.6V', basePrice: 1.3 },
  { prefix: 'PIC18F', bits: 8, numbers: ['2455', '2550', '2520', '2620', '25K22', '25K50', '26K22', '4520', '4550', '4620', '45K22', '45K50', '46K22', '47Q10', '27Q43', '57Q43', '67K40'], mhz: 64, volts: '2.0V ~ 5.5V', basePrice: 3.1 },
  { prefix: 'PIC18LF', bits: 8, numbers: ['25K22', '26K22', '45K22', '46K22', '25K50', '45K50'], mhz: 64, volts: '1.8V ~ 3.6V', basePrice: 3.2 },
  { prefix: 'PIC24FJ', bits: 16, numbers: ['64GA002', '64GA004', '128GA010', '128GB202', '256GA106', '256GB110', '64GB002'], mhz: 32, volts: '2.0V ~ 3.6V', basePrice: 3.9 },
  { prefix: 'dsPIC33EP', bits: 16, numbers: ['32MC202', '64MC502', '128GP502', '256MC506', '512GM604'], mhz: 140, volts: '3.0V ~ 3.6V', basePrice: 4.7 },
];

/** Microchip's package codes: /P PDIP, /SP skinny PDIP, /SO SOIC, /SS SSOP, /ML QFN, /PT TQFP. */
function picPackage(random: SeedRandom, number: string): [string, string, number] {
  const pins = /^(84|628|648|1827|1847)/.test(number) ? 18 : /^(508|509|615|629|675|683|15|18[24]|1840)/.test(number) ? 8 : /^(676|690|1503|1705|1823|1825|1829)/.test(number) ? 14 : /^(877|887|45|46|47|4520|4550|4620|1939|18446|57|67)/.test(number) ? 40 : 28;
  const options: Array<[string, string]> =
    pins === 8 ? [['P', 'PDIP-8'], ['SN', 'SOIC-8'], ['MF', 'DFN-8']]
      : pins === 14 ? [['P', 'PDIP-14'], ['SL', 'SOIC-14'], ['ST', 'TSSOP-14']]
        : pins === 18 ? [['P', 'PDIP-18'], ['SO', 'SOIC-18'], ['SS', 'SSOP-20']]
          : pins === 28 ? [['SP', 'SPDIP-28'], ['SO', 'SOIC-28'], ['SS', 'SSOP-28'], ['ML', 'QFN-28']]
            : [['P', 'PDIP-40'], ['PT', 'TQFP-44'], ['ML', 'QFN-44']];
  const [code, pkg] = random.pick(options);
  return [code, pkg, pins];
}

function pic(random: SeedRandom): PartDraft {
  const line = random.pick(picLines);
  const number = random.pick(line.numbers);
  const [packageCode, pkg, pins] = picPackage(random, number);
  const grade = weighted(random, [['I', 7], ['E', 3]] as const);
  const tapeAndReel = packageCode !== 'P' && packageCode !== 'SP' && random.chance(0.3) ? 'T' : '';
  const base = `${line.prefix}${number}`;
  const partNumber = `${base}${tapeAndReel}-${grade}/${packageCode}`;
  const kFlash = /K|Q/.test(number) ? (number.startsWith('2') ? 32 : 64) : Number(number.match(/(\d+)G/)?.[1] ?? 0) || [4, 7, 14, 16, 28, 32][Math.floor(random.next() * 6)]!;
  const flash = kFlash * KB;
  const ram = Math.max(256, Math.min(flash / 16, 16 * KB));
  const core = line.bits === 8 ? 'PIC 8-bit' : line.prefix.startsWith('ds') ? 'dsPIC 16-bit DSC' : 'PIC 16-bit';
  return {
    partNumber,
    manufacturer: 'microchip-technology',
    categoryId: 1102,
    package: pkg,
    description: `${core} MCU, ${bytes(flash)} Flash, ${bytes(ram)} RAM, ${line.mhz}MHz, ${line.volts.replace(/V ~ /, '-')}, ${pkg}`,
    parameters: {
      core,
      flash_size: bytes(flash),
      ram_size: bytes(ram),
      max_frequency: hertz(line.mhz * 1e6),
      supply_voltage: line.volts,
      io_count: String(pins - (pins > 20 ? 5 : 2)),
      operating_temperature: grade === 'I' ? '-40°C ~ 85°C' : '-40°C ~ 125°C',
    },
    datasheetUrl: `https://ww1.microchip.com/downloads/en/DeviceDoc/${base}-Data-Sheet.pdf`,
    msl: packageCode === 'P' || packageCode === 'SP' ? '1 (Unlimited)' : '3 (168 Hours)',
    eccn: 'EAR99',
    htsCode: '8542.31.0001',
    unitPrice: roundPrice(jitter(random, line.basePrice * (1 + pins / 60), 0.15)),
    offer: packageCode === 'P' || packageCode === 'SP' ? 'tube' : tapeAndReel ? 'smd' : 'tray',
    reel: packageCode === 'P' || packageCode === 'SP' ? 1000 : pins >= 40 ? 1200 : 2500,
  };
}

const avrParts: Array<{ name: string; flashKb: number; ramKb: number; pins: number; mhz: number; suffixes: Array<[string, string]> }> = [
  { name: 'ATMEGA328P', flashKb: 32, ramKb: 2, pins: 28, mhz: 20, suffixes: [['-AU', 'TQFP-32'], ['-AUR', 'TQFP-32'], ['-PU', 'PDIP-28'], ['-MU', 'VQFN-32'], ['-MUR', 'VQFN-32']] },
  { name: 'ATMEGA328PB', flashKb: 32, ramKb: 2, pins: 32, mhz: 20, suffixes: [['-AU', 'TQFP-32'], ['-AUR', 'TQFP-32'], ['-MU', 'VQFN-32']] },
  { name: 'ATMEGA168PA', flashKb: 16, ramKb: 1, pins: 28, mhz: 20, suffixes: [['-AU', 'TQFP-32'], ['-PU', 'PDIP-28'], ['-MU', 'VQFN-32']] },
  { name: 'ATMEGA88PA', flashKb: 8, ramKb: 1, pins: 28, mhz: 20, suffixes: [['-AU', 'TQFP-32'], ['-PU', 'PDIP-28']] },
  { name: 'ATMEGA8A', flashKb: 8, ramKb: 1, pins: 28, mhz: 16, suffixes: [['-AU', 'TQFP-32'], ['-PU', 'PDIP-28'], ['-MU', 'VQFN-32']] },
  { name: 'ATMEGA32U4', flashKb: 32, ramKb: 2.5, pins: 44, mhz: 16, suffixes: [['-AU', 'TQFP-44'], ['-MU', 'VQFN-44'], ['-AUR', 'TQFP-44']] },
  { name: 'ATMEGA2560', flashKb: 256, ramKb: 8, pins: 100, mhz: 16, suffixes: [['-16AU', 'TQFP-100'], ['-16AUR', 'TQFP-100'], ['-16CU', 'CBGA-100']] },
  { name: 'ATMEGA1284P', flashKb: 128, ramKb: 16, pins: 44, mhz: 20, suffixes: [['-AU', 'TQFP-44'], ['-PU', 'PDIP-40'], ['-MU', 'VQFN-44']] },
  { name: 'ATMEGA644PA', flashKb: 64, ramKb: 4, pins: 44, mhz: 20, suffixes: [['-AU', 'TQFP-44'], ['-PU', 'PDIP-40']] },
  { name: 'ATMEGA4809', flashKb: 48, ramKb: 6, pins: 48, mhz: 20, suffixes: [['-AF', 'TQFP-48'], ['-MFR', 'VQFN-48'], ['-PF', 'PDIP-40']] },
  { name: 'ATTINY85', flashKb: 8, ramKb: 0.5, pins: 8, mhz: 20, suffixes: [['-20PU', 'PDIP-8'], ['-20SU', 'SOIC-8'], ['-20SUR', 'SOIC-8'], ['-20MU', 'QFN-20']] },
  { name: 'ATTINY45', flashKb: 4, ramKb: 0.25, pins: 8, mhz: 20, suffixes: [['-20PU', 'PDIP-8'], ['-20SU', 'SOIC-8']] },
  { name: 'ATTINY13A', flashKb: 1, ramKb: 0.0625, pins: 8, mhz: 20, suffixes: [['-PU', 'PDIP-8'], ['-SSU', 'SOIC-8'], ['-SSUR', 'SOIC-8']] },
  { name: 'ATTINY84A', flashKb: 8, ramKb: 0.5, pins: 14, mhz: 20, suffixes: [['-PU', 'PDIP-14'], ['-SSU', 'SOIC-14'], ['-MU', 'QFN-20']] },
  { name: 'ATTINY2313A', flashKb: 2, ramKb: 0.125, pins: 20, mhz: 20, suffixes: [['-PU', 'PDIP-20'], ['-SU', 'SOIC-20'], ['-MU', 'QFN-20']] },
  { name: 'ATTINY1616', flashKb: 16, ramKb: 2, pins: 20, mhz: 20, suffixes: [['-SNR', 'SOIC-20'], ['-MNR', 'VQFN-20']] },
  { name: 'ATTINY3216', flashKb: 32, ramKb: 2, pins: 20, mhz: 20, suffixes: [['-SNR', 'SOIC-20'], ['-MNR', 'VQFN-20']] },
  { name: 'ATTINY402', flashKb: 4, ramKb: 0.25, pins: 8, mhz: 20, suffixes: [['-SSNR', 'SOIC-8']] },
  { name: 'ATTINY1614', flashKb: 16, ramKb: 2, pins: 14, mhz: 20, suffixes: [['-SSNR', 'SOIC-14']] },
  { name: 'AVR128DA48', flashKb: 128, ramKb: 16, pins: 48, mhz: 24, suffixes: [['-I/PT', 'TQFP-48'], ['-E/PT', 'TQFP-48'], ['-I/6LX', 'VQFN-48']] },
  { name: 'AVR64DD32', flashKb: 64, ramKb: 8, pins: 32, mhz: 24, suffixes: [['-I/PT', 'TQFP-32'], ['-I/RXB', 'VQFN-32']] },
];

function avr(random: SeedRandom): PartDraft {
  const part = random.pick(avrParts);
  const [suffix, pkg] = random.pick(part.suffixes);
  const through = pkg.startsWith('PDIP');
  const flash = part.flashKb * KB;
  const ram = part.ramKb * KB;
  return {
    partNumber: `${part.name}${suffix}`,
    manufacturer: 'microchip-technology',
    categoryId: 1101,
    package: pkg,
    description: `8-bit AVR MCU, ${bytes(flash)} Flash, ${bytes(ram)} SRAM, ${part.mhz}MHz, 1.8-5.5V, ${pkg}`,
    parameters: {
      core: 'AVR 8-bit',
      flash_size: bytes(flash),
      ram_size: bytes(ram),
      max_frequency: hertz(part.mhz * 1e6),
      supply_voltage: '1.8V ~ 5.5V',
      io_count: String(part.pins - (part.pins > 20 ? 5 : 2)),
      operating_temperature: suffix.includes('E/') ? '-40°C ~ 125°C' : '-40°C ~ 85°C',
    },
    datasheetUrl: `https://ww1.microchip.com/downloads/en/DeviceDoc/${part.name}-Data-Sheet.pdf`,
    msl: through ? '1 (Unlimited)' : '3 (168 Hours)',
    eccn: 'EAR99',
    htsCode: '8542.31.0001',
    unitPrice: roundPrice(jitter(random, 0.6 + part.flashKb / 18 + part.pins / 40, 0.12)),
    offer: through ? 'tube' : suffix.endsWith('R') ? 'smd' : 'tray',
    reel: through ? 1000 : 2000,
  };
}

export const mcuFamilies: PartFamily[] = [
  { key: 'stm32', weight: 30, generate: (random) => armMcu(random, 'st') },
  { key: 'gd32', weight: 8, generate: (random) => armMcu(random, 'gd') },
  { key: 'pic', weight: 10, generate: pic },
  { key: 'avr', weight: 4, generate: avr },
];
