import type { SeedRandom } from '../../../platform/seed-random.ts';
import { manufacturerProfiles } from '../catalog/manufacturer-profiles.ts';
import { jitter, roundPrice, weighted, type PartDraft, type PartFamily } from './part-draft.ts';
import { amps, bits, hertz, si, volts } from './values.ts';

const MBIT = 2 ** 20;

/** TI package suffixes: D SOIC, DR SOIC on reel, P PDIP, PW TSSOP, PWR TSSOP on reel, DGK VSSOP, DBV SOT-23. */
function tiPackage(random: SeedRandom, pins: 5 | 8 | 14 | 16 | 20): { suffix: string; pkg: string; offer: PartDraft['offer'] } {
  const options: Array<[string, string, PartDraft['offer']]> =
    pins === 5
      ? [['DBVR', 'SOT-23-5', 'smd'], ['DBVT', 'SOT-23-5', 'smd'], ['DCKR', 'SC-70-5', 'smd']]
      : [
          ['D', `SOIC-${pins}`, 'tube'],
          ['DR', `SOIC-${pins}`, 'smd'],
          ['P', pins === 8 ? 'PDIP-8' : `PDIP-${pins}`, 'tube'],
          ['PW', `TSSOP-${pins}`, 'tube'],
          ['PWR', `TSSOP-${pins}`, 'smd'],
          ...(pins === 8 ? ([['DGKR', 'VSSOP-8', 'smd']] as Array<[string, string, PartDraft['offer']]>) : []),
        ];
  const [suffix, pkg, offer] = random.pick(options);
  return { suffix, pkg, offer };
}

const opampFamilies = [
  { prefix: 'LM', maker: 'texas-instruments', numbers: ['358', '2904', '324', '2902', '321', '741', '833', '4562', '6172', '7322'], gbwMhz: 1, slew: 0.3, offsetMv: 3, volts: '3V ~ 32V', rail: false, price: 0.12 },
  { prefix: 'TL', maker: 'texas-instruments', numbers: ['071', '072', '074', '081', '082', '084', '061', '062'], gbwMhz: 3, slew: 13, offsetMv: 3, volts: '10V ~ 30V', rail: false, price: 0.18 },
  { prefix: 'OPA', maker: 'texas-instruments', numbers: ['333', '2333', '4333', '340', '2340', '350', '2350', '1611', '1612', '2188', '197', '2197', '376', '2376', '836', '2836', '191', '2191'], gbwMhz: 10, slew: 5, offsetMv: 0.1, volts: '2.2V ~ 5.5V', rail: true, price: 1.4 },
  { prefix: 'TLV', maker: 'texas-instruments', numbers: ['9001', '9002', '9004', '9061', '9062', '9064', '2371', '2372', '6001', '6002', '313', '2313'], gbwMhz: 1, slew: 2, offsetMv: 0.4, volts: '1.8V ~ 5.5V', rail: true, price: 0.15 },
  { prefix: 'LMV', maker: 'texas-instruments', numbers: ['321', '358', '324', '611', '612', '614', '931', '932', '934'], gbwMhz: 1, slew: 1, offsetMv: 1.7, volts: '2.7V ~ 5.5V', rail: true, price: 0.11 },
  { prefix: 'MCP', maker: 'microchip-technology', numbers: ['6001', '6002', '6004', '6021', '6022', '6024', '6041', '6042', '6231', '6232', '6L01', '6L02', '6L04', '6V01', '6V02'], gbwMhz: 1, slew: 0.6, offsetMv: 4.5, volts: '1.8V ~ 6V', rail: true, price: 0.25 },
  { prefix: 'AD', maker: 'analog-devices', numbers: ['8605', '8606', '8608', '8628', '8629', '8541', '8542', '8544', '8551', '8552', '8554', '8601', '8602', '8604', '8065', '8066'], gbwMhz: 8, slew: 5, offsetMv: 0.06, volts: '2.7V ~ 5.5V', rail: true, price: 1.9 },
  { prefix: 'TSV', maker: 'stmicroelectronics', numbers: ['321', '358', '324', '911', '912', '914', '991', '992', '994', '631', '632', '634'], gbwMhz: 8, slew: 4.5, offsetMv: 1.5, volts: '2.5V ~ 5.5V', rail: true, price: 0.2 },
  { prefix: 'NCS', maker: 'onsemi', numbers: ['20071', '20072', '20074', '2001', '325', '333', '21911'], gbwMhz: 3, slew: 2.8, offsetMv: 0.5, volts: '2.7V ~ 36V', rail: true, price: 0.45 },
];

function channelsOf(number: string): number {
  if (/^(324|2902|074|084|4333|6004|6024|8544|8554|8604|9004|9064|614|934|914|994|634|20074|6L04)$/.test(number)) return 4;
  if (/^(358|2904|072|082|062|2333|2340|2350|1612|2188|2197|2376|2836|2191|9002|9062|2372|6002|612|932|6022|6042|6232|6L02|6V02|8606|8629|8542|8552|8602|8066|912|992|632|20072|833|4562|6172|7322|2313|1612)$/.test(number)) return 2;
  return 1;
}

function opamp(random: SeedRandom): PartDraft {
  const family = random.pick(opampFamilies);
  const number = random.pick(family.numbers);
  const channels = channelsOf(number);
  const pins = channels === 4 ? 14 : channels === 2 ? 8 : random.chance(0.5) ? 5 : 8;
  const grade = family.prefix === 'OPA' || family.prefix === 'TLV' ? random.pick(['AI', 'I', '']) : family.prefix === 'TL' ? random.pick(['C', 'I', 'AC']) : family.prefix === 'LM' ? random.pick(['', 'A', 'B']) : '';
  let partNumber: string;
  let pkg: string;
  let offer: PartDraft['offer'];
  let maker = family.maker;
  if (family.maker === 'texas-instruments') {
    const chosen = tiPackage(random, pins as 5 | 8 | 14);
    partNumber = `${family.prefix}${number}${grade}${chosen.suffix}`;
    pkg = chosen.pkg;
    offer = chosen.offer;
  } else if (family.maker === 'microchip-technology') {
    const [code, packageName] = random.pick(pins === 5 ? [['OT', 'SOT-23-5']] : pins === 14 ? [['SL', 'SOIC-14'], ['ST', 'TSSOP-14'], ['P', 'PDIP-14']] : [['SN', 'SOIC-8'], ['MS', 'MSOP-8'], ['P', 'PDIP-8']]);
    const temperature = random.pick(['I', 'E']);
    partNumber = `${family.prefix}${number}${code === 'P' ? '' : random.chance(0.4) ? 'T' : ''}-${temperature}/${code}`;
    pkg = packageName!;
    offer = code === 'P' ? 'tube' : 'smd';
  } else if (family.maker === 'analog-devices') {
    const [code, packageName] = random.pick(pins === 5 ? [['ARTZ', 'SOT-23-5'], ['AKSZ', 'SC-70-5']] : pins === 14 ? [['ARZ', 'SOIC-14'], ['ARUZ', 'TSSOP-14']] : [['ARZ', 'SOIC-8'], ['ARMZ', 'MSOP-8']]);
    partNumber = `${family.prefix}${number}${code}${random.chance(0.4) ? '-REEL7' : ''}`;
    pkg = packageName!;
    offer = 'smd';
  } else if (family.maker === 'stmicroelectronics') {
    const [code, packageName] = random.pick(pins === 5 ? [['ILT', 'SOT-23-5'], ['ICT', 'SC-70-5']] : pins === 14 ? [['IDT', 'SOIC-14'], ['IPT', 'TSSOP-14']] : [['IDT', 'SOIC-8'], ['IST', 'MSOP-8']]);
    partNumber = `${family.prefix}${number}${code}`;
    pkg = packageName!;
    offer = 'smd';
  } else {
    maker = 'onsemi';
    const [code, packageName] = random.pick(pins === 5 ? [['SN2T1G', 'SOT-23-5'], ['SQ3T2G', 'SC-70-5']] : pins === 14 ? [['DR2G', 'SOIC-14'], ['DTBR2G', 'TSSOP-14']] : [['DR2G', 'SOIC-8'], ['DMR2G', 'Micro8']]);
    partNumber = `${family.prefix}${number}${code}`;
    pkg = packageName!;
    offer = 'smd';
  }
  const gbw = family.gbwMhz * (0.5 + random.next() * 2);
  const slew = family.slew * (0.6 + random.next());
  const offset = family.offsetMv * (0.5 + random.next());
  return {
    partNumber,
    manufacturer: maker,
    categoryId: 1401,
    package: pkg,
    description: `${channels === 1 ? 'Single' : channels === 2 ? 'Dual' : 'Quad'} ${family.rail ? 'rail-to-rail ' : ''}operational amplifier, ${si(gbw * 1e6, 'Hz')} GBW, ${family.volts.replace(/V ~ /, '-')}, ${pkg}`,
    parameters: {
      channels: String(channels),
      gain_bandwidth: hertz(Number((gbw * 1e6).toPrecision(2))),
      slew_rate: `${Number(slew.toPrecision(2))}V/µs`,
      input_offset_voltage: si(Number((offset * 1e-3).toPrecision(2)), 'V'),
      supply_voltage: family.volts,
      output_type: family.rail ? 'Rail-to-Rail' : 'Standard',
      operating_temperature: grade.includes('C') ? '0°C ~ 70°C' : '-40°C ~ 125°C',
    },
    datasheetUrl: datasheetFor(maker, `${family.prefix}${number}`),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8542.33.0001',
    unitPrice: roundPrice(jitter(random, family.price * (1 + channels * 0.25), 0.2)),
    offer,
    reel: pins === 5 ? 3000 : 2500,
  };
}

function comparator(random: SeedRandom): PartDraft {
  const [base, channels, output] = random.pick([
    ['LM393', 2, 'Open collector'],
    ['LM339', 4, 'Open collector'],
    ['LM2903', 2, 'Open collector'],
    ['LM2901', 4, 'Open collector'],
    ['TLV3201', 1, 'Push-pull'],
    ['TLV3202', 2, 'Push-pull'],
    ['TLV7011', 1, 'Push-pull'],
    ['TLV1701', 1, 'Open collector'],
    ['LMV331', 1, 'Open drain'],
    ['LMV393', 2, 'Open drain'],
  ] as const);
  const pins = channels === 4 ? 14 : channels === 2 ? 8 : 5;
  const chosen = tiPackage(random, pins);
  const grade = random.pick(['', 'A', 'I', 'AI']);
  return {
    partNumber: `${base}${grade}${chosen.suffix}`,
    manufacturer: 'texas-instruments',
    categoryId: 1402,
    package: chosen.pkg,
    description: `${channels === 1 ? 'Single' : channels === 2 ? 'Dual' : 'Quad'} voltage comparator, ${output.toLowerCase()} output, ${chosen.pkg}`,
    parameters: {
      channels: String(channels),
      output_type: output,
      input_offset_voltage: random.pick(['1mV', '2mV', '5mV', '7mV']),
      supply_voltage: base.startsWith('LM3') || base.startsWith('LM29') ? '2V ~ 36V' : '1.6V ~ 5.5V',
      operating_temperature: grade.includes('I') ? '-40°C ~ 125°C' : '0°C ~ 70°C',
    },
    datasheetUrl: datasheetFor('texas-instruments', base),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8542.39.0001',
    unitPrice: roundPrice(jitter(random, 0.14 + channels * 0.03, 0.2)),
    offer: chosen.offer,
    reel: 2500,
  };
}

function timer(random: SeedRandom): PartDraft {
  const [base, maker, channels, cmos] = random.pick([
    ['NE555', 'texas-instruments', 1, false],
    ['NE556', 'texas-instruments', 2, false],
    ['SA555', 'texas-instruments', 1, false],
    ['TLC555', 'texas-instruments', 1, true],
    ['TLC556', 'texas-instruments', 2, true],
    ['LMC555', 'texas-instruments', 1, true],
    ['NE555', 'stmicroelectronics', 1, false],
    ['TS555', 'stmicroelectronics', 1, true],
  ] as const);
  const pins = channels === 2 ? 14 : 8;
  const chosen = maker === 'texas-instruments' ? tiPackage(random, pins) : random.pick([{ suffix: 'N', pkg: `DIP-${pins}`, offer: 'tube' as const }, { suffix: 'DT', pkg: `SOIC-${pins}`, offer: 'smd' as const }]);
  const grade = maker === 'texas-instruments' && base.startsWith('TLC') ? random.pick(['C', 'I']) : '';
  return {
    partNumber: `${base}${grade}${chosen.suffix}`,
    manufacturer: maker,
    categoryId: 1403,
    package: chosen.pkg,
    description: `${channels === 2 ? 'Dual' : 'Single'} ${cmos ? 'low-power CMOS ' : ''}precision timer, astable and monostable, ${chosen.pkg}`,
    parameters: {
      channels: String(channels),
      max_frequency: cmos ? '2MHz' : '100kHz',
      supply_voltage: cmos ? '2V ~ 15V' : '4.5V ~ 16V',
      operating_temperature: base.startsWith('SA') || grade === 'I' ? '-40°C ~ 85°C' : '0°C ~ 70°C',
    },
    datasheetUrl: datasheetFor(maker, base),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8542.39.0001',
    unitPrice: roundPrice(jitter(random, cmos ? 0.45 : 0.16, 0.2)),
    offer: chosen.offer,
    reel: 2500,
  };
}

const logicFunctions: Array<{ number: string; name: string; category: 1501 | 1502 | 1503; channels: number; pins: 14 | 16 | 20 }> = [
  { number: '00', name: 'Quad 2-input NAND gate', category: 1501, channels: 4, pins: 14 },
  { number: '02', name: 'Quad 2-input NOR gate', category: 1501, channels: 4, pins: 14 },
  { number: '04', name: 'Hex inverter', category: 1501, channels: 6, pins: 14 },
  { number: '08', name: 'Quad 2-input AND gate', category: 1501, channels: 4, pins: 14 },
  { number: '14', name: 'Hex Schmitt-trigger inverter', category: 1501, channels: 6, pins: 14 },
  { number: '32', name: 'Quad 2-input OR gate', category: 1501, channels: 4, pins: 14 },
  { number: '86', name: 'Quad 2-input XOR gate', category: 1501, channels: 4, pins: 14 },
  { number: '74', name: 'Dual D-type flip-flop', category: 1502, channels: 2, pins: 14 },
  { number: '164', name: '8-bit serial-in parallel-out shift register', category: 1502, channels: 1, pins: 14 },
  { number: '165', name: '8-bit parallel-in serial-out shift register', category: 1502, channels: 1, pins: 16 },
  { number: '273', name: 'Octal D-type flip-flop with reset', category: 1502, channels: 8, pins: 20 },
  { number: '374', name: 'Octal D-type flip-flop, 3-state', category: 1502, channels: 8, pins: 20 },
  { number: '574', name: 'Octal D-type flip-flop, 3-state', category: 1502, channels: 8, pins: 20 },
  { number: '595', name: '8-bit shift register with output latches', category: 1502, channels: 1, pins: 16 },
  { number: '125', name: 'Quad bus buffer, 3-state', category: 1503, channels: 4, pins: 14 },
  { number: '244', name: 'Octal buffer/line driver, 3-state', category: 1503, channels: 8, pins: 20 },
  { number: '245', name: 'Octal bus transceiver, 3-state', category: 1503, channels: 8, pins: 20 },
  { number: '541', name: 'Octal buffer/line driver, 3-state', category: 1503, channels: 8, pins: 20 },
  { number: '138', name: '3-to-8 line decoder/demultiplexer', category: 1501, channels: 1, pins: 16 },
  { number: '4052', name: 'Dual 4-channel analog multiplexer', category: 1503, channels: 2, pins: 16 },
];

const logicSeries = [
  { series: 'HC', volts: '2V ~ 6V' },
  { series: 'HCT', volts: '4.5V ~ 5.5V' },
  { series: 'LVC', volts: '1.65V ~ 3.6V' },
  { series: 'AHC', volts: '2V ~ 5.5V' },
  { series: 'AHCT', volts: '4.5V ~ 5.5V' },
  { series: 'LV', volts: '2V ~ 5.5V' },
  { series: 'ACT', volts: '4.5V ~ 5.5V' },
];

function logic(random: SeedRandom): PartDraft {
  const fn = random.pick(logicFunctions);
  const series = random.pick(logicSeries);
  const nexperia = random.chance(0.4);
  let partNumber: string;
  let pkg: string;
  let offer: PartDraft['offer'];
  if (nexperia) {
    const [suffix, packageName] = random.pick([['D,653', `SO-${fn.pins}`], ['PW,118', `TSSOP-${fn.pins}`], ['BQ,115', `DHVQFN-${fn.pins}`], ['N,652', `DIP-${fn.pins}`]] as const);
    partNumber = `74${series.series}${fn.number}${suffix}`;
    pkg = packageName;
    offer = suffix.startsWith('N') ? 'tube' : 'smd';
  } else {
    const chosen = tiPackage(random, fn.pins);
    partNumber = `SN74${series.series}${fn.number}${chosen.suffix === 'P' ? 'N' : chosen.suffix}`;
    pkg = chosen.pkg;
    offer = chosen.offer;
  }
  return {
    partNumber,
    manufacturer: nexperia ? 'nexperia' : 'texas-instruments',
    categoryId: fn.category,
    package: pkg,
    description: `74${series.series} ${fn.name}, ${series.volts.replace(/V ~ /, '-')}, ${pkg}`,
    parameters: {
      logic_family: `74${series.series}`,
      logic_function: fn.name,
      channels: String(fn.channels),
      supply_voltage: series.volts,
      operating_temperature: '-40°C ~ 125°C',
    },
    datasheetUrl: nexperia ? `https://assets.nexperia.com/documents/data-sheet/74${series.series}${fn.number}.pdf` : `https://www.ti.com/lit/ds/symlink/sn74${series.series.toLowerCase()}${fn.number}.pdf`,
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8542.39.0001',
    unitPrice: roundPrice(jitter(random, 0.09 + fn.pins * 0.008, 0.25)),
    offer,
    reel: 2500,
  };
}

function dcdc(random: SeedRandom): PartDraft {
  const vendor = weighted(random, [['ti', 6], ['mps', 3], ['richtek', 2]] as const);
  const topology = weighted(random, [['Buck', 7], ['Boost', 2], ['Buck-Boost', 1]] as const);
  const current = random.pick([0.6, 1, 1.5, 2, 3, 4, 5, 6, 8]);
  const vinMax = random.pick([5.5, 17, 18, 24, 28, 36, 42, 60]);
  const freqKhz = random.pick([300, 500, 570, 700, 1000, 1400, 2200]);
  let partNumber: string;
  let pkg: string;
  let base: string;
  if (vendor === 'ti') {
    const prefix = topology === 'Boost' ? 'TPS61' : topology === 'Buck-Boost' ? 'TPS63' : random.pick(['TPS54', 'TPS56', 'TPS62', 'LMR33', 'LMR36']);
    base = `${prefix}${String(random.int(0, 999)).padStart(3, '0')}${random.chance(0.4) ? String(random.int(0, 9)) : ''}`;
    const [suffix, packageName] = random.pick([['DR', 'SOIC-8'], ['DDAR', 'HSOP-8 (PowerPAD)'], ['DDCR', 'SOT-23-6'], ['DRLR', 'SOT-563'], ['RGTR', 'VQFN-16'], ['DRVR', 'WSON-6'], ['PWPR', 'HTSSOP-14']] as const);
    partNumber = `${base}${suffix}`;
    pkg = packageName;
  } else if (vendor === 'mps') {
    base = `MP${random.pick(['1', '2', '8', '9'])}${String(random.int(100, 999))}${random.pick(['', 'A', 'B', 'H'])}`;
    const [suffix, packageName] = random.pick([['GJ-Z', 'TSOT-23-6'], ['DN-LF-Z', 'SOIC-8E'], ['EN-LF-Z', 'SOIC-8E'], ['GQ-Z', 'QFN-12'], ['GTL-Z', 'SOT-583']] as const);
    partNumber = `${base}${suffix}`;
    pkg = packageName;
  } else {
    base = `RT${random.pick(['6', '7', '8'])}${String(random.int(0, 299)).padStart(3, '0')}${random.pick(['A', 'B', 'C'])}`;
    const [suffix, packageName] = random.pick([['GJ6', 'TSOT-23-6'], ['GE', 'SOT-23-6'], ['GSP', 'SOP-8 (Exposed Pad)'], ['GQW', 'WDFN-8']] as const);
    partNumber = `${base}${suffix}`;
    pkg = packageName;
  }
  const maker = vendor === 'ti' ? 'texas-instruments' : vendor === 'mps' ? 'monolithic-power-systems' : 'richtek';
  const vinMin = vinMax <= 5.5 ? 2.5 : vinMax <= 18 ? 4.5 : random.pick([3.8, 4.5]);
  return {
    partNumber,
    manufacturer: maker,
    categoryId: 1601,
    package: pkg,
    description: `${vinMax}V ${amps(current)} synchronous ${topology.toLowerCase()} converter, ${si(freqKhz * 1e3, 'Hz')}, adjustable output, ${pkg}`,
    parameters: {
      topology,
      input_voltage: `${vinMin}V ~ ${vinMax}V`,
      output_voltage: topology === 'Boost' ? `${vinMin}V ~ ${Math.min(vinMax + 12, 38)}V` : `0.8V ~ ${Number((vinMax * 0.9).toFixed(1))}V`,
      output_current: amps(current),
      switching_frequency: hertz(freqKhz * 1e3),
      operating_temperature: '-40°C ~ 125°C',
    },
    datasheetUrl: datasheetFor(maker, base),
    msl: '2 (1 Year)',
    eccn: 'EAR99',
    htsCode: '8542.39.0001',
    unitPrice: roundPrice(jitter(random, 0.35 + current * 0.22 + vinMax / 60, 0.25)),
    offer: 'smd',
    reel: 3000,
  };
}

const ldoFamilies = [
  { base: 'AMS1117-', maker: 'advanced-monolithic-systems', voltages: ['1.2', '1.5', '1.8', '2.5', '2.85', '3.3', '5.0', 'ADJ'], pkg: ['SOT-223'], current: 1, dropout: 1.1, vin: 15, price: 0.08, suffix: [''] },
  { base: 'LM1117', maker: 'texas-instruments', voltages: ['-1.8', '-2.5', '-3.3', '-5.0', '-ADJ'], pkg: ['SOT-223', 'TO-252'], current: 0.8, dropout: 1.2, vin: 15, price: 0.45, suffix: ['IMP', 'IMPX', 'MPX', 'DTX'] },
  { base: 'TLV1117', maker: 'texas-instruments', voltages: ['-18', '-25', '-33', '-50', ''], pkg: ['SOT-223'], current: 0.8, dropout: 1.3, vin: 15, price: 0.3, suffix: ['IDCYR', 'CDCYR'] },
  { base: 'AP2112K-', maker: 'diodes-incorporated', voltages: ['1.2', '1.8', '2.5', '2.6', '3.3'], pkg: ['SOT-25'], current: 0.6, dropout: 0.25, vin: 6, price: 0.12, suffix: ['TRG1'] },
  { base: 'XC6206P', maker: 'torex', voltages: ['122', '152', '182', '252', '282', '302', '332', '502'], pkg: ['SOT-23'], current: 0.2, dropout: 0.25, vin: 6, price: 0.05, suffix: ['MR', 'MR-G'] },
  { base: 'MCP1700-', maker: 'microchip-technology', voltages: ['1202', '1802', '2502', '2802', '3002', '3302', '5002'], pkg: ['SOT-23', 'TO-92', 'SOT-89'], current: 0.25, dropout: 0.178, vin: 6, price: 0.28, suffix: ['E/TT', 'I/TT', 'E/TO', 'E/MB'] },
  { base: 'LD1117S', maker: 'stmicroelectronics', voltages: ['12', '18', '25', '33', '50'], pkg: ['SOT-223'], current: 0.8, dropout: 1.1, vin: 15, price: 0.22, suffix: ['TR', 'CTR'] },
  { base: 'TPS7A20', maker: 'texas-instruments', voltages: ['12', '18', '25', '28', '30', '33'], pkg: ['SOT-23-5', 'X2SON-4'], current: 0.3, dropout: 0.13, vin: 5.5, price: 0.19, suffix: ['PDBVR', 'PDQNR'] },
  { base: 'TLV7', maker: 'texas-instruments', voltages: ['0318', '0325', '0333', '5812', '5833', '5718', '5733'], pkg: ['SOT-23-5', 'X2SON-4'], current: 0.3, dropout: 0.2, vin: 5.5, price: 0.11, suffix: ['PDBVR', 'DBVR', 'PDQNR'] },
];

function ldoVoltage(code: string): number | null {
  const cleaned = code.replace(/^-/, '');
  if (/ADJ|^$/.test(cleaned)) return null;
  if (cleaned.includes('.')) return Number(cleaned);
  if (/^\d{4}$/.test(cleaned)) return Number(cleaned.slice(0, 2)) / 10;
  if (/^\d{3}$/.test(cleaned)) return Number(cleaned.slice(0, 2)) / 10;
  return Number(cleaned) / 10;
}

function ldo(random: SeedRandom): PartDraft {
  const family = random.pick(ldoFamilies);
  const voltageCode = random.pick(family.voltages);
  const suffix = random.pick(family.suffix);
  const suffixIndex = family.suffix.indexOf(suffix);
  const pkg = family.pkg[Math.min(suffixIndex, family.pkg.length - 1)] ?? family.pkg[0]!;
  const output = ldoVoltage(voltageCode);
  const partNumber = family.base.startsWith('TLV7')
    ? `TLV7${voltageCode}${suffix}`
    : family.base === 'XC6206P'
      ? `XC6206P${voltageCode}${suffix}`
      : `${family.base}${voltageCode}${suffix}`;
  const outputText = output === null ? 'Adjustable' : `${output.toFixed(output * 10 % 1 === 0 ? 1 : 2)}V`;
  return {
    partNumber,
    manufacturer: family.maker,
    categoryId: 1602,
    package: pkg,
    description: `${outputText === 'Adjustable' ? 'Adjustable' : outputText} ${amps(family.current)} low-dropout linear regulator, ${pkg}`,
    parameters: {
      input_voltage: `${output ? Math.max(output + family.dropout, 1.4).toFixed(1) : '2.5'}V ~ ${family.vin}V`,
      output_voltage: outputText,
      output_current: amps(family.current),
      dropout_voltage: volts(family.dropout),
      operating_temperature: '-40°C ~ 125°C',
    },
    datasheetUrl: datasheetFor(family.maker, family.base.replace(/[-P]$/, '')),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8542.39.0001',
    unitPrice: roundPrice(jitter(random, family.price, 0.2)),
    offer: pkg.startsWith('TO-92') ? 'tube' : 'smd',
    reel: pkg === 'SOT-223' ? 2500 : 3000,
  };
}

function reference(random: SeedRandom): PartDraft {
  const [base, voltage, maker] = random.pick([
    ['TL431', '2.495V ~ 36V', 'texas-instruments'],
    ['TLV431', '1.24V ~ 6V', 'texas-instruments'],
    ['LM4040', '2.5V', 'texas-instruments'],
    ['REF3033', '3.3V', 'texas-instruments'],
    ['REF3025', '2.5V', 'texas-instruments'],
    ['LM385', '1.235V', 'texas-instruments'],
    ['ADR4525', '2.5V', 'analog-devices'],
    ['ADR4540', '4.096V', 'analog-devices'],
  ] as const);
  const [grade, tolerance] = random.pick([['A', '±0.5%'], ['B', '±0.2%'], ['', '±1%'], ['C', '±0.5%']] as const);
  const [suffix, pkg] = random.pick(maker === 'analog-devices' ? [['ARZ', 'SOIC-8'], ['ARZ-R7', 'SOIC-8']] : [['IDBZR', 'SOT-23'], ['IDBZT', 'SOT-23'], ['ILP', 'TO-92'], ['IDR', 'SOIC-8'], ['CDBZR', 'SOT-23']] as const);
  return {
    partNumber: `${base}${maker === 'analog-devices' ? grade || 'B' : grade}${suffix}`,
    manufacturer: maker,
    categoryId: 1603,
    package: pkg,
    description: `${base.startsWith('TL') ? 'Adjustable precision shunt regulator' : 'Precision voltage reference'}, ${voltage}, ${tolerance}, ${pkg}`,
    parameters: {
      output_voltage: voltage,
      tolerance,
      output_current: base.startsWith('TL') ? '100mA' : '10mA',
      operating_temperature: suffix.startsWith('C') ? '0°C ~ 70°C' : '-40°C ~ 85°C',
    },
    datasheetUrl: datasheetFor(maker, base),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8542.39.0001',
    unitPrice: roundPrice(jitter(random, maker === 'analog-devices' ? 2.8 : base.startsWith('TL') ? 0.06 : 0.9, 0.2)),
    offer: pkg === 'TO-92' ? 'tube' : 'smd',
    reel: 3000,
  };
}

function interfaceIc(random: SeedRandom): PartDraft {
  const choice = weighted(random, [['uart', 2], ['rs', 4], ['can', 3], ['level', 3]] as const);
  if (choice === 'uart') {
    const [partNumber, maker, pkg, usb, volts] = random.pick([
      ['CH340C', 'wch', 'SOP-16', 'USB 2.0 Full Speed', '3.3V ~ 5V'],
      ['CH340E', 'wch', 'MSOP-10', 'USB 2.0 Full Speed', '3.3V ~ 5V'],
      ['CH340K', 'wch', 'ESSOP-10', 'USB 2.0 Full Speed', '3.3V ~ 5V'],
      ['CH340N', 'wch', 'SOP-8', 'USB 2.0 Full Speed', '3.3V ~ 5V'],
      ['CH343P', 'wch', 'QFN-16', 'USB 2.0 Full Speed', '1.8V ~ 5V'],
      ['CH9102F', 'wch', 'QFN-24', 'USB 2.0 Full Speed', '3.3V ~ 5V'],
      ['FT232RL-REEL', 'ftdi', 'SSOP-28', 'USB 2.0 Full Speed', '3.3V ~ 5.25V'],
      ['FT232RL-TUBE', 'ftdi', 'SSOP-28', 'USB 2.0 Full Speed', '3.3V ~ 5.25V'],
      ['FT231XS-R', 'ftdi', 'SSOP-20', 'USB 2.0 Full Speed', '1.8V ~ 5.5V'],
      ['FT2232HL-REEL', 'ftdi', 'LQFP-64', 'USB 2.0 Hi-Speed', '3.3V'],
      ['CP2102N-A02-GQFN28R', 'silicon-labs', 'QFN-28', 'USB 2.0 Full Speed', '3.0V ~ 3.6V'],
      ['CP2104-F03-GMR', 'silicon-labs', 'QFN-24', 'USB 2.0 Full Speed', '3.0V ~ 3.6V'],
    ] as const);
    return {
      partNumber,
      manufacturer: maker,
      categoryId: 1301,
      package: pkg,
      description: `USB to UART bridge, ${usb}, ${pkg}`,
      parameters: { interface: 'USB, UART', data_rate: maker === 'ftdi' ? '3Mbps' : '2Mbps', supply_voltage: volts, operating_temperature: '-40°C ~ 85°C' },
      datasheetUrl: datasheetFor(maker, partNumber.split('-')[0]!),
      msl: '3 (168 Hours)',
      eccn: 'EAR99',
      htsCode: '8542.39.0001',
      unitPrice: roundPrice(jitter(random, maker === 'wch' ? 0.35 : maker === 'ftdi' ? 3.9 : 2.1, 0.15)),
      offer: 'smd',
      reel: 2500,
    };
  }
  if (choice === 'rs') {
    const [base, maker, standard, rate, drivers] = random.pick([
      ['MAX232', 'texas-instruments', 'RS-232', '120kbps', 2],
      ['MAX3232', 'texas-instruments', 'RS-232', '250kbps', 2],
      ['MAX3232E', 'maxim-integrated', 'RS-232', '250kbps', 2],
      ['MAX485E', 'maxim-integrated', 'RS-485', '2.5Mbps', 1],
      ['MAX3485E', 'maxim-integrated', 'RS-485', '10Mbps', 1],
      ['SN65HVD72', 'texas-instruments', 'RS-485', '250kbps', 1],
      ['SN65HVD75', 'texas-instruments', 'RS-485', '20Mbps', 1],
      ['THVD1450', 'texas-instruments', 'RS-485', '50Mbps', 1],
      ['SP3485E', 'maxim-integrated', 'RS-485', '10Mbps', 1],
      ['ADM3485E', 'analog-devices', 'RS-485', '12Mbps', 1],
      ['SN75176B', 'texas-instruments', 'RS-485', '10Mbps', 1],
    ] as const);
    const pins = standard === 'RS-232' ? 16 : 8;
    const [suffix, pkg] = maker === 'maxim-integrated' ? random.pick([['ESA+T', 'SOIC-8'], ['CSA+T', 'SOIC-8'], ['EPA+', 'PDIP-8']] as const) : maker === 'analog-devices' ? random.pick([['ARZ', 'SOIC-8'], ['ARZ-REEL7', 'SOIC-8']] as const) : ((chosen) => [chosen.suffix, chosen.pkg] as const)(tiPackage(random, pins as 8 | 16));
    const adjustedPkg = pins === 16 && maker === 'maxim-integrated' ? pkg.replace('8', '16') : pkg;
    return {
      partNumber: `${base}${pins === 16 && maker === 'maxim-integrated' ? suffix.replace('SA', 'SE') : suffix}`,
      manufacturer: maker,
      categoryId: 1302,
      package: adjustedPkg,
      description: `${standard} ${standard === 'RS-232' ? 'dual driver/receiver' : 'half-duplex transceiver'}, ${rate}, ${adjustedPkg}`,
      parameters: { interface: standard, channels: String(drivers), data_rate: rate, supply_voltage: base.includes('3') ? '3V ~ 5.5V' : '4.5V ~ 5.5V', operating_temperature: suffix.startsWith('C') ? '0°C ~ 70°C' : '-40°C ~ 85°C' },
      datasheetUrl: datasheetFor(maker, base),
      msl: '1 (Unlimited)',
      eccn: 'EAR99',
      htsCode: '8542.39.0001',
      unitPrice: roundPrice(jitter(random, maker === 'texas-instruments' ? 0.5 : 1.6, 0.2)),
      offer: pkg.startsWith('PDIP') ? 'tube' : 'smd',
      reel: 2500,
    };
  }
  if (choice === 'can') {
    const [base, maker, rate, volts, suffixes] = random.pick([
      ['SN65HVD230', 'texas-instruments', '1Mbps', '3V ~ 3.6V', [['DR', 'SOIC-8'], ['D', 'SOIC-8']]],
      ['SN65HVD232', 'texas-instruments', '1Mbps', '3V ~ 3.6V', [['DR', 'SOIC-8'], ['D', 'SOIC-8']]],
      ['TCAN1042', 'texas-instruments', '5Mbps', '4.5V ~ 5.5V', [['DR', 'SOIC-8'], ['HVDRQ1', 'SOIC-8'], ['VDRBRQ1', 'VSON-8']]],
      ['TCAN334', 'texas-instruments', '5Mbps', '3V ~ 3.6V', [['DR', 'SOIC-8'], ['GDCNR', 'SOT-23-8']]],
      ['TJA1050T', 'nxp-semiconductors', '1Mbps', '4.75V ~ 5.25V', [['/CM,118', 'SO-8'], ['/CM,112', 'SO-8']]],
      ['TJA1051T', 'nxp-semiconductors', '5Mbps', '4.5V ~ 5.5V', [['/3,118', 'SO-8'], ['/E,118', 'SO-8']]],
      ['TJA1042T', 'nxp-semiconductors', '5Mbps', '4.5V ~ 5.5V', [['/3,118', 'SO-8'], ['/1,118', 'SO-8']]],
      ['MCP2551', 'microchip-technology', '1Mbps', '4.5V ~ 5.5V', [['-I/SN', 'SOIC-8'], ['T-I/SN', 'SOIC-8'], ['-I/P', 'PDIP-8']]],
      ['MCP2562FD', 'microchip-technology', '8Mbps', '4.5V ~ 5.5V', [['-E/SN', 'SOIC-8'], ['T-E/SN', 'SOIC-8'], ['-E/MF', 'DFN-8']]],
    ] as const);
    const [suffix, pkg] = random.pick(suffixes as ReadonlyArray<readonly [string, string]>);
    return {
      partNumber: `${base}${suffix}`,
      manufacturer: maker,
      categoryId: 1303,
      package: pkg,
      description: `CAN${rate === '1Mbps' ? '' : ' FD'} bus transceiver, ${rate}, ${volts.replace(/V ~ /, '-')}, ${pkg}`,
      parameters: { interface: rate === '1Mbps' ? 'CAN' : 'CAN FD', data_rate: rate, supply_voltage: volts, operating_temperature: suffix.includes('Q1') || suffix.includes('-E') ? '-40°C ~ 125°C' : '-40°C ~ 85°C' },
      datasheetUrl: datasheetFor(maker, base.replace(/T$/, '')),
      msl: '1 (Unlimited)',
      eccn: 'EAR99',
      htsCode: '8542.39.0001',
      unitPrice: roundPrice(jitter(random, 0.75, 0.3)),
      offer: pkg.startsWith('PDIP') ? 'tube' : 'smd',
      reel: 2500,
    };
  }
  const [base, channels, rate, pins] = random.pick([
    ['TXS0108E', 8, '110Mbps', 20],
    ['TXS0104E', 4, '100Mbps', 14],
    ['TXB0108', 8, '100Mbps', 20],
    ['TXB0104', 4, '100Mbps', 14],
    ['PCA9306', 2, '400kbps', 8],
    ['SN74LVC1T45', 1, '420Mbps', 6],
    ['SN74LVC2T45', 2, '420Mbps', 8],
    ['SN74AXC4T774', 4, '380Mbps', 16],
  ] as const);
  const [suffix, pkg] = random.pick(pins === 6 ? [['DBVR', 'SOT-23-6'], ['DCKR', 'SC-70-6']] : pins === 8 ? [['DCTR', 'SSOP-8'], ['DCUR', 'VSSOP-8']] : [['PWR', `TSSOP-${pins}`], ['RGYR', `VQFN-${pins}`]] as const);
  return {
    partNumber: `${base}${suffix}`,
    manufacturer: 'texas-instruments',
    categoryId: 1304,
    package: pkg,
    description: `${channels}-bit bidirectional voltage-level translator, ${rate}, ${pkg}`,
    parameters: { channels: String(channels), data_rate: rate, supply_voltage: '1.65V ~ 5.5V', operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: datasheetFor('texas-instruments', base),
    msl: '2 (1 Year)',
    eccn: 'EAR99',
    htsCode: '8542.39.0001',
    unitPrice: roundPrice(jitter(random, 0.3 + channels * 0.1, 0.2)),
    offer: 'smd',
    reel: 3000,
  };
}

function flash(random: SeedRandom): PartDraft {
  const vendor = weighted(random, [['winbond', 5], ['macronix', 3], ['gigadevice', 4]] as const);
  const mbit = random.pick([8, 16, 32, 64, 128, 256, 512]);
  const lowVoltage = random.chance(0.3);
  const [pkgCode, pkg] = random.pick(mbit >= 256 ? [['FI', 'WSON-8'], ['ZE', 'WSON-8'], ['BY', 'TFBGA-24']] : [['SS', 'SOIC-8 (150mil)'], ['SI', 'SOIC-8 (208mil)'], ['ZP', 'WSON-8'], ['UX', 'USON-8']] as const);
  const temperature = random.pick(['I', 'Q', 'J']);
  let partNumber: string;
  let base: string;
  let maker: string;
  if (vendor === 'winbond') {
    base = `W25Q${mbit}${lowVoltage ? random.pick(['JW', 'NW']) : random.pick(['JV', 'FV'])}`;
    partNumber = `${base}${pkgCode}${temperature}${random.pick(['Q', 'M', 'G'])}`;
    maker = 'winbond';
  } else if (vendor === 'macronix') {
    base = `MX25${lowVoltage ? 'U' : 'L'}${mbit >= 128 ? `${mbit}` : `${mbit * 10}`.slice(0, 3)}${random.pick(['35', '45', '33'])}${random.pick(['E', 'F', 'G'])}`;
    partNumber = `${base}${random.pick(['M2I', 'Z2I', 'M1I', 'ZNI'])}-${random.pick(['08G', '10G', '12G'])}`;
    maker = 'macronix';
  } else {
    base = `GD25${lowVoltage ? 'LQ' : 'Q'}${mbit}${random.pick(['C', 'E', 'ES'])}`;
    partNumber = `${base}${random.pick(['SIG', 'TIG', 'WIG', 'NIG', 'SIGR'])}`;
    maker = 'gigadevice';
  }
  return {
    partNumber,
    manufacturer: maker,
    categoryId: 1201,
    package: pkg,
    description: `${bits(mbit * MBIT)} serial NOR flash, SPI/Dual/Quad I/O, ${lowVoltage ? '1.8V' : '3V'}, 133MHz, ${pkg}`,
    parameters: {
      memory_type: 'NOR Flash',
      memory_size: bits(mbit * MBIT),
      interface: 'SPI, Dual SPI, Quad SPI',
      clock_frequency: random.pick(['104MHz', '120MHz', '133MHz']),
      supply_voltage: lowVoltage ? '1.65V ~ 1.95V' : '2.7V ~ 3.6V',
      operating_temperature: temperature === 'I' ? '-40°C ~ 85°C' : '-40°C ~ 105°C',
    },
    datasheetUrl: datasheetFor(maker, base),
    msl: '3 (168 Hours)',
    eccn: 'EAR99',
    htsCode: '8542.32.0071',
    unitPrice: roundPrice(jitter(random, 0.18 + mbit * 0.012, 0.2)),
    offer: 'smd',
    reel: 2000,
  };
}

function eeprom(random: SeedRandom): PartDraft {
  const kbit = random.pick([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
  const vendor = weighted(random, [['at24', 4], ['24lc', 4], ['m24', 3]] as const);
  const sizeCode = kbit >= 1 ? String(kbit).padStart(2, '0') : '01';
  let partNumber: string;
  let maker: string;
  let pkg: string;
  let base: string;
  if (vendor === 'at24') {
    base = `AT24C${sizeCode}${random.pick(['C', 'D', 'E'])}`;
    [partNumber, pkg] = random.pick([[`${base}-SSHM-T`, 'SOIC-8'], [`${base}-STUM-T`, 'SOT-23-5'], [`${base}-XHM-T`, 'TSSOP-8'], [`${base}-PUM`, 'PDIP-8'], [`${base}-MAHM-T`, 'UDFN-8']]);
    maker = 'microchip-technology';
  } else if (vendor === '24lc') {
    base = `24${random.pick(['LC', 'AA', 'FC'])}${sizeCode}${kbit >= 32 ? '' : random.pick(['', 'B'])}`;
    [partNumber, pkg] = random.pick([[`${base}-I/SN`, 'SOIC-8'], [`${base}T-I/SN`, 'SOIC-8'], [`${base}-I/P`, 'PDIP-8'], [`${base}T-I/OT`, 'SOT-23-5'], [`${base}-E/ST`, 'TSSOP-8']]);
    maker = 'microchip-technology';
  } else {
    base = `M24C${sizeCode}`;
    [partNumber, pkg] = random.pick([[`${base}-WMN6TP`, 'SOIC-8'], [`${base}-RMN6TP`, 'SOIC-8'], [`${base}-FDW6TP`, 'TSSOP-8'], [`${base}-RMC6TG`, 'UFDFPN-8']]);
    maker = 'stmicroelectronics';
  }
  return {
    partNumber: partNumber!,
    manufacturer: maker,
    categoryId: 1202,
    package: pkg!,
    description: `${bits(kbit * 1024)} I²C serial EEPROM, 1MHz, 1.7-5.5V, ${pkg!}`,
    parameters: {
      memory_type: 'EEPROM',
      memory_size: bits(kbit * 1024),
      interface: 'I²C',
      clock_frequency: random.pick(['400kHz', '1MHz']),
      supply_voltage: '1.7V ~ 5.5V',
      operating_temperature: partNumber!.includes('-E/') ? '-40°C ~ 125°C' : '-40°C ~ 85°C',
    },
    datasheetUrl: datasheetFor(maker, base),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8542.32.0051',
    unitPrice: roundPrice(jitter(random, 0.1 + Math.log2(kbit + 1) * 0.05, 0.2)),
    offer: pkg!.startsWith('PDIP') ? 'tube' : 'smd',
    reel: 4000,
  };
}

function ram(random: SeedRandom): PartDraft {
  if (random.chance(0.5)) {
    const [org, mbit] = random.pick([['6416', 1], ['6408', 0.5], ['64WV51216', 8], ['62WV51216', 8], ['61WV25616', 4], ['62WV12816', 2], ['64WV25616', 4]] as const);
    const base = `IS${org.startsWith('6') && org.length === 4 ? '62C' : ''}${org}`;
    const [suffix, pkg] = random.pick([['BLL-55TLI', 'TSOP-44'], ['EDBLL-10TLI', 'TSOP-44'], ['BLL-55BLI', 'TFBGA-48'], ['EDBLL-10BLI-TR', 'TFBGA-48']] as const);
    return {
      partNumber: `${base}${suffix}`,
      manufacturer: 'issi',
      categoryId: 1203,
      package: pkg,
      description: `${bits(mbit * MBIT)} asynchronous SRAM, ${suffix.includes('55') ? '55ns' : '10ns'}, 2.5-3.6V, ${pkg}`,
      parameters: { memory_type: 'SRAM (asynchronous)', memory_size: bits(mbit * MBIT), interface: 'Parallel', supply_voltage: '2.5V ~ 3.6V', operating_temperature: '-40°C ~ 85°C' },
      datasheetUrl: datasheetFor('issi', base),
      msl: '3 (168 Hours)',
      eccn: 'EAR99',
      htsCode: '8542.32.0041',
      unitPrice: roundPrice(jitter(random, 1.2 + mbit * 0.45, 0.2)),
      offer: 'tray',
      reel: 1000,
    };
  }
  const [base, memoryType, mbit, clock, volts, pkg] = random.pick([
    ['MT41K256M16TW-107', 'DDR3L SDRAM', 4096, '933MHz', '1.35V', 'FBGA-96'],
    ['MT41K128M16JT-125', 'DDR3L SDRAM', 2048, '800MHz', '1.35V', 'FBGA-96'],
    ['MT41K512M16HA-107', 'DDR3L SDRAM', 8192, '933MHz', '1.35V', 'FBGA-96'],
    ['MT40A512M16LY-062E', 'DDR4 SDRAM', 8192, '1.6GHz', '1.2V', 'FBGA-96'],
    ['MT40A1G16KD-062E', 'DDR4 SDRAM', 16384, '1.6GHz', '1.2V', 'FBGA-96'],
    ['MT48LC16M16A2P-6A', 'SDRAM', 256, '167MHz', '3.3V', 'TSOP-54'],
    ['MT48LC32M16A2P-75', 'SDRAM', 512, '133MHz', '3.3V', 'TSOP-54'],
    ['MT46V32M16P-5B', 'DDR SDRAM', 512, '200MHz', '2.5V', 'TSOP-66'],
  ] as const);
  const grade = random.pick([':P', ' IT:P', ' AIT:E', ':E', ' IT:E', ':J', ' AAT:P']);
  return {
    partNumber: `${base}${grade}`,
    manufacturer: 'micron',
    categoryId: 1204,
    package: pkg,
    description: `${bits(mbit * MBIT)} ${memoryType}, x16, ${clock}, ${volts}, ${pkg}`,
    parameters: { memory_type: memoryType, memory_size: bits(mbit * MBIT), interface: 'Parallel', clock_frequency: clock, supply_voltage: volts, operating_temperature: grade.includes('AAT') ? '-40°C ~ 105°C' : grade.includes('IT') ? '-40°C ~ 95°C' : '0°C ~ 95°C' },
    datasheetUrl: datasheetFor('micron', base.split('-')[0]!),
    msl: '3 (168 Hours)',
    eccn: '5A992.C',
    htsCode: '8542.32.0036',
    unitPrice: roundPrice(jitter(random, 1.5 + mbit / 1600, 0.15)),
    offer: 'tray',
    reel: 1000,
  };
}

const websites = new Map(manufacturerProfiles.map((profile) => [profile.slug, profile.website.replace(/\/$/, '')]));

/** A datasheet address on the manufacturer's own domain, following its real URL pattern where known. */
export function datasheetFor(manufacturer: string, base: string): string {
  const lower = base.toLowerCase().replace(/[^a-z0-9]/g, '');
  switch (manufacturer) {
    case 'texas-instruments':
      return `https://www.ti.com/lit/ds/symlink/${lower}.pdf`;
    case 'stmicroelectronics':
      return `https://www.st.com/resource/en/datasheet/${lower}.pdf`;
    case 'microchip-technology':
      return `https://ww1.microchip.com/downloads/en/DeviceDoc/${base}-Data-Sheet.pdf`;
    case 'analog-devices':
    case 'maxim-integrated':
      return `https://www.analog.com/media/en/technical-documentation/data-sheets/${base}.pdf`;
    case 'nxp-semiconductors':
      return `https://www.nxp.com/docs/en/data-sheet/${base.toUpperCase()}.pdf`;
    case 'onsemi':
      return `https://www.onsemi.com/pdf/datasheet/${lower}-d.pdf`;
    case 'infineon':
      return `https://www.infineon.com/dgdl/${base}-DataSheet.pdf`;
    case 'winbond':
      return `https://www.winbond.com/resource-files/${lower}-datasheet.pdf`;
    case 'gigadevice':
      return `https://www.gigadevice.com/datasheet/${lower}/`;
    case 'macronix':
      return `https://www.macronix.com/Lists/Datasheet/Attachments/${lower}.pdf`;
    case 'micron':
      return `https://www.micron.com/-/media/client/global/documents/products/data-sheet/dram/${lower}.pdf`;
    case 'nexperia':
      return `https://assets.nexperia.com/documents/data-sheet/${base.toUpperCase()}.pdf`;
    case 'diodes-incorporated':
      return `https://www.diodes.com/assets/Datasheets/${base}.pdf`;
    case 'vishay':
      return `https://www.vishay.com/docs/${lower}.pdf`;
    case 'espressif-systems':
      return `https://www.espressif.com/sites/default/files/documentation/${lower}_datasheet_en.pdf`;
    case 'murata':
      return `https://search.murata.co.jp/Ceramy/image/img/A01X/G101/ENG/${base}-01.pdf`;
    case 'samsung-electro-mechanics':
      return `https://weblib.samsungsem.com/mlcc/mlcc-ec-data-sheet.do?partNumber=${base}`;
    case 'yageo':
      return 'https://www.yageo.com/upload/media/product/productsearch/datasheet/rchip/PYu-RC_Group_51_RoHS_L_12.pdf';
    default:
      return `${websites.get(manufacturer) ?? 'https://www.chipmart.example'}/datasheet/${lower}.pdf`;
  }
}

export const icFamilies: PartFamily[] = [
  { key: 'opamp', weight: 20, generate: opamp },
  { key: 'comparator', weight: 4, generate: comparator },
  { key: 'timer', weight: 2, generate: timer },
  { key: 'logic', weight: 16, generate: logic },
  { key: 'dcdc', weight: 24, generate: dcdc },
  { key: 'ldo', weight: 6, generate: ldo },
  { key: 'reference', weight: 2, generate: reference },
  { key: 'interface', weight: 8, generate: interfaceIc },
  { key: 'flash', weight: 8, generate: flash },
  { key: 'eeprom', weight: 5, generate: eeprom },
  { key: 'ram', weight: 3, generate: ram },
];
