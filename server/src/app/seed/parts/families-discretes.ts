import type { SeedRandom } from '../../../platform/seed-random.ts';
import { datasheetFor } from './families-ics.ts';
import { jitter, roundPrice, weighted, type PartDraft, type PartFamily } from './part-draft.ts';
import { amps, ohms, volts } from './values.ts';

interface MosfetSpec {
  channel: 'N' | 'P';
  vds: number;
  id: number;
  rdsOn: number;
  vth: number;
  pkg: string;
}

function mosfetSpec(random: SeedRandom, pkg: string, channel: 'N' | 'P'): MosfetSpec {
  const big = /TO-220|TO-247|D2PAK|TO-252|PowerPAK|TDSON|DFN5x6|PQFN/.test(pkg);
  const vds = random.pick(big ? [30, 40, 55, 60, 80, 100, 150, 200] : [12, 20, 30, 40, 60, 100]);
  const id = Number(((big ? 160 : 8) / Math.sqrt(vds / 20) * (0.4 + random.next() * 0.8) * (channel === 'P' ? 0.6 : 1)).toPrecision(2));
  const rdsOn = Number(((vds / 30) * (big ? 0.004 : 0.04) * (0.5 + random.next()) * (channel === 'P' ? 1.8 : 1)).toPrecision(2));
  return { channel, vds, id, rdsOn, vth: Number(((channel === 'P' ? -1 : 1) * (big ? 2 + random.next() * 2 : 0.6 + random.next() * 1.2)).toFixed(1)), pkg };
}

function mosfetDraft(random: SeedRandom, partNumber: string, manufacturer: string, spec: MosfetSpec, datasheetBase: string, offer: PartDraft['offer'], reel: number): PartDraft {
  const sign = spec.channel === 'P' ? '-' : '';
  return {
    partNumber,
    manufacturer,
    categoryId: spec.channel === 'N' ? 3101 : 3102,
    package: spec.pkg,
    description: `${spec.channel}-channel ${spec.vds}V ${amps(spec.id)} MOSFET, Rds(on) ${ohms(spec.rdsOn)}, ${spec.pkg}`,
    parameters: {
      channel_type: `${spec.channel}-Channel`,
      drain_source_voltage: `${sign}${spec.vds}V`,
      drain_current: `${sign}${amps(spec.id)}`,
      on_resistance: ohms(spec.rdsOn),
      gate_threshold_voltage: `${spec.vth}V`,
      operating_temperature: '-55°C ~ 150°C',
    },
    datasheetUrl: datasheetFor(manufacturer, datasheetBase),
    msl: offer === 'tube' ? '1 (Unlimited)' : '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8541.29.0095',
    unitPrice: roundPrice(jitter(random, offer === 'tube' ? 0.5 + spec.id / 150 : 0.03 + spec.id / 80, 0.25)),
    offer,
    reel,
  };
}

function mosfet(random: SeedRandom): PartDraft {
  const vendor = weighted(random, [['aos', 3], ['vishay', 3], ['infineon-ir', 3], ['diodes', 3], ['onsemi', 2], ['infineon-optimos', 2], ['toshiba', 1]] as const);
  const channel = random.chance(0.7) ? 'N' : 'P';
  if (vendor === 'aos') {
    const [series, pkg] = random.pick([['AO3', 'SOT-23'], ['AO4', 'SOIC-8'], ['AON6', 'DFN5x6'], ['AON7', 'DFN3.3x3.3'], ['AOD', 'TO-252']] as const);
    const base = `${series}${String(random.int(series === 'AOD' ? 400 : 400, series === 'AOD' ? 4999 : 499)).padStart(3, '0')}`;
    const spec = mosfetSpec(random, pkg, channel);
    return mosfetDraft(random, `${base}${random.pick(['', 'A', 'L', 'B'])}`, 'alpha-omega-semiconductor', spec, base, 'smd', pkg === 'SOT-23' ? 3000 : 2500);
  }
  if (vendor === 'vishay') {
    const [suffix, pkg] = random.pick([['CDS-T1-GE3', 'SOT-23'], ['DS-T1-GE3', 'SOT-23'], ['DY-T1-GE3', 'SOIC-8'], ['DP-T1-GE3', 'PowerPAK SO-8'], ['EDH-T1-GE3', 'SC-70-6']] as const);
    const base = `SI${random.int(1000, 9999)}`;
    const spec = mosfetSpec(random, pkg, channel);
    return mosfetDraft(random, `${base}${suffix}`, 'vishay', spec, base, 'smd', 3000);
  }
  if (vendor === 'infineon-ir') {
    const through = random.chance(0.6);
    const base = `IR${random.pick(['F', 'L', 'FZ', 'LZ', 'FB', 'LB', 'FR', 'LR'])}${random.int(510, 4905)}${random.pick(['N', '', 'Z'])}`;
    const [suffix, pkg] = through ? random.pick([['PBF', 'TO-220AB'], ['PBF', 'TO-247AC']] as const) : random.pick([['STRLPBF', 'D2PAK'], ['TRPBF', 'TO-252 (DPAK)']] as const);
    const spec = mosfetSpec(random, pkg, channel === 'P' && random.chance(0.5) ? 'N' : channel);
    return mosfetDraft(random, `${base}${suffix}`, 'infineon', spec, base, through ? 'tube' : 'smd', through ? 1000 : 800);
  }
  if (vendor === 'diodes') {
    const base = `DM${channel}${random.int(1000, 6999)}${random.pick(['U', 'L', 'S'])}`;
    const [suffix, pkg] = random.pick([['X-7', 'SOT-23'], ['W-7', 'SOT-323'], ['K-7', 'SOT-23'], ['FB-7', 'DFN1006-3'], ['SS-13', 'SOIC-8'], ['LFG-7', 'PowerDI3333-8']] as const);
    const spec = mosfetSpec(random, pkg, channel);
    return mosfetDraft(random, `${base}${suffix}`, 'diodes-incorporated', spec, base, 'smd', suffix.endsWith('13') ? 2500 : 3000);
  }
  if (vendor === 'onsemi') {
    const base = `${random.pick(['NTR', 'NVR', 'NDS', 'NDT', 'FDN', 'FDV', 'NTD'])}${random.int(300, 5199)}${random.pick(['N', 'P', ''])}`;
    const [suffix, pkg] = random.pick([['T1G', 'SOT-23'], ['T3G', 'SOT-23'], ['', 'SOT-23'], ['-1G', 'TO-252 (DPAK)']] as const);
    const spec = mosfetSpec(random, pkg, channel);
    return mosfetDraft(random, `${base}${suffix}`, 'onsemi', spec, base, 'smd', 3000);
  }
  if (vendor === 'infineon-optimos') {
    const vds = random.pick(['025', '030', '040', '060', '080', '100', '150']);
    const rds = String(random.int(6, 99)).padStart(3, '0');
    const [prefix, pkg] = random.pick([['BSC', 'PG-TDSON-8'], ['BSZ', 'PG-TSDSON-8'], ['IPD', 'TO-252'], ['IPB', 'D2PAK'], ['IPP', 'TO-220']] as const);
    const base = `${prefix}${rds}N${vds.slice(0, 2)}${random.pick(['NS', 'LS', 'NS3', 'LS6'])}`;
    const spec = mosfetSpec(random, pkg, 'N');
    const through = prefix === 'IPP';
    return mosfetDraft(random, `${base}${random.pick([' G', 'ATMA1', 'AUMA1', ''])}`.replace(' ', ''), 'infineon', spec, base, through ? 'tube' : 'smd', through ? 1000 : 5000);
  }
  const base = `${random.pick(['SSM3K', 'SSM3J', 'TPH', 'TPN', 'TK'])}${random.int(100, 999)}${random.pick(['R', 'FU', 'NU', 'TU', 'N'])}`;
  const pkg = base.startsWith('SSM') ? 'SOT-23F' : base.startsWith('TK') ? 'TO-220SIS' : 'SOP Advance';
  const spec = mosfetSpec(random, pkg, base.startsWith('SSM3J') ? 'P' : 'N');
  return mosfetDraft(random, `${base}${random.pick([',LF', ',LQ', ''])}`, 'toshiba', spec, base, base.startsWith('TK') ? 'tube' : 'smd', 3000);
}

function diodeDraft(random: SeedRandom, draft: Omit<PartDraft, 'msl' | 'eccn' | 'htsCode' | 'unitPrice' | 'offer' | 'reel'> & { price: number; reel?: number; through?: boolean }): PartDraft {
  const { price, reel, through, ...rest } = draft;
  return {
    ...rest,
    msl: through ? null : '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8541.10.0080',
    unitPrice: roundPrice(jitter(random, price, 0.25)),
    offer: through ? 'tube' : 'smd',
    reel: reel ?? (through ? 5000 : 3000),
  };
}

function switchingDiode(random: SeedRandom): PartDraft {
  const [base, vr, ifm, vf, pkgs] = random.pick([
    ['1N4148W', 75, 0.15, 1.25, [['-7-F', 'SOD-123', 'diodes-incorporated'], ['-E3-08', 'SOD-123', 'vishay'], ['S-7-F', 'SOD-323', 'diodes-incorporated']]],
    ['1N4148WS', 75, 0.15, 1.25, [['-7-F', 'SOD-323', 'diodes-incorporated'], ['-E3-08', 'SOD-323', 'vishay']]],
    ['1N4148', 100, 0.2, 1, [['TR', 'DO-35', 'vishay'], ['-T50A', 'DO-35', 'onsemi'], ['', 'DO-35', 'onsemi']]],
    ['BAV99', 100, 0.215, 1.25, [[',215', 'SOT-23', 'nexperia'], ['LT1G', 'SOT-23', 'onsemi'], ['-7-F', 'SOT-23', 'diodes-incorporated']]],
    ['BAS16', 100, 0.215, 1.25, [[',215', 'SOT-23', 'nexperia'], ['LT1G', 'SOT-23', 'onsemi'], ['-7-F', 'SOT-23', 'diodes-incorporated']]],
    ['BAV70', 100, 0.215, 1.25, [[',215', 'SOT-23', 'nexperia'], ['LT1G', 'SOT-23', 'onsemi']]],
    ['BAS21', 250, 0.2, 1.25, [[',215', 'SOT-23', 'nexperia'], ['-7-F', 'SOT-23', 'diodes-incorporated']]],
    ['1SS355', 80, 0.1, 1.2, [['TE-17', 'SOD-323', 'rohm'], ['VMTE-17', 'UMD2', 'rohm']]],
  ] as const);
  const [suffix, pkg, maker] = random.pick(pkgs as ReadonlyArray<readonly [string, string, string]>);
  return diodeDraft(random, {
    partNumber: `${base}${suffix}`,
    manufacturer: maker,
    categoryId: 3201,
    package: pkg,
    description: `Small-signal switching diode, ${vr}V ${amps(ifm)}, 4ns, ${pkg}`,
    parameters: { diode_type: base.startsWith('BAV99') || base.startsWith('BAV70') ? 'Dual, series / common cathode' : 'Standard', reverse_voltage: `${vr}V`, forward_current: amps(ifm), forward_voltage: volts(vf), operating_temperature: '-55°C ~ 150°C' },
    datasheetUrl: datasheetFor(maker, base),
    price: 0.012,
    through: pkg === 'DO-35',
    reel: pkg === 'DO-35' ? 10000 : 3000,
  });
}

function rectifier(random: SeedRandom): PartDraft {
  const kind = weighted(random, [['ss', 4], ['mbr', 2], ['b58', 2], ['1n400', 2], ['us', 2]] as const);
  if (kind === 'ss' || kind === 'b58') {
    const amp = random.pick(kind === 'ss' ? [1, 2, 3, 5] : [1]);
    const voltageDigit = random.int(2, 6) as 2 | 3 | 4 | 5 | 6;
    const vr = voltageDigit === 6 ? 60 : voltageDigit * 10;
    const base = kind === 'ss' ? `SS${amp}${voltageDigit}` : `B5${voltageDigit === 2 ? '817' : voltageDigit === 3 ? '818' : '819'}W`;
    const pkg = kind === 'b58' ? 'SOD-123' : amp >= 3 ? random.pick(['SMC (DO-214AB)', 'SMA (DO-214AC)']) : 'SMA (DO-214AC)';
    const [suffix, maker] = random.pick(kind === 'ss' ? [['', 'onsemi'], ['-E3/57T', 'vishay'], ['-13-F', 'diodes-incorporated'], ['FA', 'onsemi']] : [['-7-F', 'diodes-incorporated'], ['SL', 'diodes-incorporated']] as const);
    const realVr = kind === 'b58' ? 20 + (Number(base[4]) - 7) * 10 : vr;
    return diodeDraft(random, {
      partNumber: `${base}${suffix}`,
      manufacturer: maker,
      categoryId: 3202,
      package: pkg,
      description: `Schottky barrier rectifier, ${realVr}V ${amp}A, Vf ${amp >= 3 ? '0.5' : '0.45'}V, ${pkg}`,
      parameters: { diode_type: 'Schottky', reverse_voltage: `${realVr}V`, forward_current: `${amp}A`, forward_voltage: amp >= 3 ? '500mV' : '450mV', operating_temperature: '-55°C ~ 125°C' },
      datasheetUrl: datasheetFor(maker, base),
      price: 0.03 + amp * 0.015,
      reel: pkg.startsWith('SMC') ? 3000 : 5000,
    });
  }
  if (kind === 'mbr') {
    const amp = random.pick([0.5, 1, 2, 3]);
    const vr = random.pick([20, 30, 40, 60, 100]);
    const base = `MBR${amp < 1 ? '05' : `${amp}`}${vr}${random.pick(['L', 'T', ''])}`;
    const maker = random.pick(['onsemi', 'diodes-incorporated', 'vishay']);
    const pkg = amp < 1 ? 'SOD-123' : 'SMB (DO-214AA)';
    return diodeDraft(random, {
      partNumber: `${base}${maker === 'onsemi' ? random.pick(['T1G', 'T3G']) : maker === 'vishay' ? '-E3/5AT' : '-13-F'}`,
      manufacturer: maker,
      categoryId: 3202,
      package: pkg,
      description: `Schottky rectifier, ${vr}V ${amps(amp)}, ${pkg}`,
      parameters: { diode_type: 'Schottky', reverse_voltage: `${vr}V`, forward_current: amps(amp), forward_voltage: '550mV', operating_temperature: '-65°C ~ 150°C' },
      datasheetUrl: datasheetFor(maker, base),
      price: 0.05 + amp * 0.02,
    });
  }
  if (kind === '1n400') {
    const digit = random.int(1, 7);
    const vr = [50, 100, 200, 400, 600, 800, 1000][digit - 1]!;
    const [suffix, maker, through] = random.pick([['', 'onsemi', true], ['-T', 'diodes-incorporated', true], ['-E3/54', 'vishay', true], ['RLG', 'onsemi', true]] as const);
    return diodeDraft(random, {
      partNumber: `1N400${digit}${suffix}`,
      manufacturer: maker,
      categoryId: 3202,
      package: 'DO-41',
      description: `General purpose rectifier, ${vr}V 1A, DO-41`,
      parameters: { diode_type: 'Standard recovery', reverse_voltage: `${vr}V`, forward_current: '1A', forward_voltage: '1.1V', operating_temperature: '-65°C ~ 175°C' },
      datasheetUrl: datasheetFor(maker, '1N4001'),
      price: 0.02,
      through,
      reel: 5000,
    });
  }
  const letter = random.pick(['A', 'B', 'D', 'G', 'J', 'K', 'M']);
  const vr = { A: 50, B: 100, D: 200, G: 400, J: 600, K: 800, M: 1000 }[letter]!;
  const amp = random.pick([1, 2, 3]);
  const base = `${random.pick(['US', 'ES'])}${amp}${letter}`;
  const maker = random.pick(['vishay', 'diodes-incorporated', 'onsemi']);
  return diodeDraft(random, {
    partNumber: `${base}${maker === 'vishay' ? '-E3/61T' : maker === 'onsemi' ? '' : '-13-F'}`,
    manufacturer: maker,
    categoryId: 3202,
    package: amp === 1 ? 'SMA (DO-214AC)' : 'SMB (DO-214AA)',
    description: `${base.startsWith('US') ? 'Ultrafast' : 'Superfast'} recovery rectifier, ${vr}V ${amp}A, ${base.startsWith('US') ? '75ns' : '35ns'}`,
    parameters: { diode_type: 'Fast recovery', reverse_voltage: `${vr}V`, forward_current: `${amp}A`, forward_voltage: vr >= 600 ? '1.7V' : '1V', operating_temperature: '-55°C ~ 150°C' },
    datasheetUrl: datasheetFor(maker, base),
    price: 0.03 + amp * 0.015,
  });
}

const zenerVoltages = [2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1, 10, 11, 12, 13, 15, 16, 18, 20, 22, 24, 27, 30, 33, 36, 39];

function zener(random: SeedRandom): PartDraft {
  const index = random.int(0, zenerVoltages.length - 1);
  const vz = zenerVoltages[index]!;
  const family = weighted(random, [['bzt52', 4], ['mmsz', 3], ['bzx84', 3], ['1n47', 2]] as const);
  const vText = String(vz).replace('.', 'V');
  let partNumber: string;
  let maker: string;
  let pkg: string;
  let power: string;
  if (family === 'bzt52') {
    partNumber = `BZT52C${vText}${random.pick(['-7-F', '-13-F'])}`;
    maker = 'diodes-incorporated';
    pkg = 'SOD-123';
    power = '500mW';
  } else if (family === 'mmsz') {
    partNumber = `MMSZ${5221 + index}BT1G`;
    maker = 'onsemi';
    pkg = 'SOD-123';
    power = '500mW';
  } else if (family === 'bzx84') {
    partNumber = `BZX84-C${vText}${random.pick([',215', ',235'])}`;
    maker = 'nexperia';
    pkg = 'SOT-23';
    power = '250mW';
  } else {
    const number = 4728 + Math.max(0, index - 2);
    partNumber = `1N${Math.min(number, 4764)}A${random.pick(['', '-TP', '-T'])}`;
    maker = random.pick(['onsemi', 'vishay']);
    pkg = 'DO-41';
    power = '1W';
  }
  return diodeDraft(random, {
    partNumber,
    manufacturer: maker,
    categoryId: 3203,
    package: pkg,
    description: `Zener diode ${vz}V ±5% ${power}, ${pkg}`,
    parameters: { zener_voltage: `${vz}V`, tolerance: '±5%', power_rating: power, operating_temperature: '-65°C ~ 150°C' },
    datasheetUrl: datasheetFor(maker, partNumber.slice(0, 5)),
    price: pkg === 'DO-41' ? 0.04 : 0.015,
    through: pkg === 'DO-41',
  });
}

const tvsVoltages = [5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26, 28, 30, 33, 36, 40, 43, 45, 48, 51, 54, 58, 60, 64, 70, 75, 78, 85, 90, 100];

function tvs(random: SeedRandom): PartDraft {
  const vr = random.pick(tvsVoltages);
  const series = weighted(random, [['SMBJ', 4], ['SMAJ', 4], ['SMCJ', 2], ['P6KE', 1], ['ESD', 3]] as const);
  if (series === 'ESD') {
    const [base, channels, v] = random.pick([['USBLC6-2SC6', 2, 5], ['PESD5V0S1BA', 1, 5], ['TPD4E05U06DQAR', 4, 5.5], ['ESD5Z5.0T1G', 1, 5], ['PRTR5V0U2X', 2, 5.5], ['SP0503BAHTG', 3, 5.5]] as const);
    const maker = base.startsWith('USBLC') ? 'stmicroelectronics' : base.startsWith('PESD') || base.startsWith('PRTR') ? 'nexperia' : base.startsWith('TPD') ? 'texas-instruments' : base.startsWith('SP') ? 'littelfuse' : 'onsemi';
    return diodeDraft(random, {
      partNumber: base.startsWith('PESD') || base.startsWith('PRTR') ? `${base},${random.pick(['115', '215'])}` : base,
      manufacturer: maker,
      categoryId: 3204,
      package: base.includes('SC6') ? 'SOT-23-6' : channels >= 3 ? 'SOT-143' : 'SOD-323',
      description: `${channels}-channel ESD protection array, ${v}V working voltage, low capacitance`,
      parameters: { reverse_voltage: `${v}V`, peak_pulse_power: '150W', channels: String(channels), operating_temperature: '-40°C ~ 125°C' },
      datasheetUrl: datasheetFor(maker, base),
      price: 0.12,
    });
  }
  const bidirectional = random.chance(0.4);
  const maker = series === 'P6KE' ? 'littelfuse' : random.pick(['littelfuse', 'vishay', 'bourns']);
  const base = series === 'P6KE' ? `P6KE${Math.round(vr * 1.18)}${bidirectional ? 'CA' : 'A'}` : `${series}${vr}${bidirectional ? 'CA' : 'A'}`;
  const power = { SMAJ: '400W', SMBJ: '600W', SMCJ: '1500W', P6KE: '600W' }[series];
  const pkg = { SMAJ: 'SMA (DO-214AC)', SMBJ: 'SMB (DO-214AA)', SMCJ: 'SMC (DO-214AB)', P6KE: 'DO-15' }[series];
  const suffix = maker === 'vishay' ? '-E3/52' : maker === 'bourns' ? '' : series === 'P6KE' ? '' : '';
  return diodeDraft(random, {
    partNumber: `${base}${suffix}`,
    manufacturer: maker,
    categoryId: 3204,
    package: pkg,
    description: `${power} ${bidirectional ? 'bidirectional' : 'unidirectional'} TVS diode, ${vr}V standoff, ${pkg}`,
    parameters: { reverse_voltage: `${vr}V`, peak_pulse_power: power, channels: '1', operating_temperature: '-55°C ~ 150°C' },
    datasheetUrl: datasheetFor(maker, series),
    price: series === 'SMCJ' ? 0.12 : series === 'P6KE' ? 0.09 : 0.05,
    through: series === 'P6KE',
  });
}

const bjts = [
  { base: 'MMBT3904', type: 'NPN', vceo: 40, ic: 0.2, hfe: '100 ~ 300', power: '350mW', pkg: 'SOT-23', suffixes: [['LT1G', 'onsemi'], ['-7-F', 'diodes-incorporated'], [',215', 'nexperia']] },
  { base: 'MMBT3906', type: 'PNP', vceo: 40, ic: 0.2, hfe: '100 ~ 300', power: '350mW', pkg: 'SOT-23', suffixes: [['LT1G', 'onsemi'], ['-7-F', 'diodes-incorporated'], [',215', 'nexperia']] },
  { base: 'MMBT2222A', type: 'NPN', vceo: 40, ic: 0.6, hfe: '100 ~ 300', power: '350mW', pkg: 'SOT-23', suffixes: [['LT1G', 'onsemi'], ['-7-F', 'diodes-incorporated'], [',215', 'nexperia']] },
  { base: 'MMBT2907A', type: 'PNP', vceo: 60, ic: 0.6, hfe: '100 ~ 300', power: '350mW', pkg: 'SOT-23', suffixes: [['LT1G', 'onsemi'], ['-7-F', 'diodes-incorporated']] },
  { base: '2N3904', type: 'NPN', vceo: 40, ic: 0.2, hfe: '100 ~ 300', power: '625mW', pkg: 'TO-92', suffixes: [['BU', 'onsemi'], ['TA', 'onsemi'], ['TFR', 'onsemi']] },
  { base: '2N3906', type: 'PNP', vceo: 40, ic: 0.2, hfe: '100 ~ 300', power: '625mW', pkg: 'TO-92', suffixes: [['BU', 'onsemi'], ['TA', 'onsemi']] },
  { base: '2N2222A', type: 'NPN', vceo: 40, ic: 0.6, hfe: '100 ~ 300', power: '625mW', pkg: 'TO-92', suffixes: [['', 'stmicroelectronics'], ['BU', 'onsemi']] },
  { base: 'BC847', type: 'NPN', vceo: 45, ic: 0.1, hfe: '', power: '250mW', pkg: 'SOT-23', suffixes: [[',215', 'nexperia'], ['LT1G', 'onsemi'], ['-7-F', 'diodes-incorporated']] },
  { base: 'BC857', type: 'PNP', vceo: 45, ic: 0.1, hfe: '', power: '250mW', pkg: 'SOT-23', suffixes: [[',215', 'nexperia'], ['LT1G', 'onsemi']] },
  { base: 'BC817', type: 'NPN', vceo: 45, ic: 0.5, hfe: '', power: '250mW', pkg: 'SOT-23', suffixes: [[',215', 'nexperia'], ['LT1G', 'onsemi'], ['-7-F', 'diodes-incorporated']] },
  { base: 'BC807', type: 'PNP', vceo: 45, ic: 0.5, hfe: '', power: '250mW', pkg: 'SOT-23', suffixes: [[',215', 'nexperia'], ['LT1G', 'onsemi']] },
  { base: 'BC546', type: 'NPN', vceo: 65, ic: 0.1, hfe: '', power: '500mW', pkg: 'TO-92', suffixes: [['BTA', 'onsemi'], ['', 'onsemi']] },
  { base: 'BC556', type: 'PNP', vceo: 65, ic: 0.1, hfe: '', power: '500mW', pkg: 'TO-92', suffixes: [['BTA', 'onsemi'], ['', 'onsemi']] },
  { base: 'PBSS4041NT', type: 'NPN', vceo: 60, ic: 5.7, hfe: '300 ~ 600', power: '2.1W', pkg: 'SOT-23', suffixes: [[',215', 'nexperia']] },
  { base: 'TIP120', type: 'NPN', vceo: 60, ic: 5, hfe: '1000 (Darlington)', power: '65W', pkg: 'TO-220', suffixes: [['', 'stmicroelectronics'], ['G', 'onsemi']] },
  { base: 'TIP42C', type: 'PNP', vceo: 100, ic: 6, hfe: '15 ~ 75', power: '65W', pkg: 'TO-220', suffixes: [['', 'stmicroelectronics'], ['G', 'onsemi']] },
  { base: 'D882', type: 'NPN', vceo: 30, ic: 3, hfe: '60 ~ 400', power: '1.25W', pkg: 'SOT-89', suffixes: [['', 'rohm']] },
] as const;

const hfeGroups: Record<string, string> = { A: '110 ~ 220', B: '200 ~ 450', C: '420 ~ 800', '-16': '100 ~ 250', '-25': '160 ~ 400', '-40': '250 ~ 600' };

function bjt(random: SeedRandom): PartDraft {
  const part = random.pick(bjts);
  const [suffix, maker] = random.pick(part.suffixes as ReadonlyArray<readonly [string, string]>);
  const group = part.hfe === '' ? (part.base === 'BC817' || part.base === 'BC807' ? random.pick(['-16', '-25', '-40']) : random.pick(['A', 'B', 'C'])) : '';
  const hfe = group ? hfeGroups[group]! : part.hfe;
  const through = part.pkg === 'TO-92' || part.pkg === 'TO-220';
  return {
    partNumber: `${part.base}${group}${suffix}`,
    manufacturer: maker,
    categoryId: part.type === 'NPN' ? 3301 : 3302,
    package: part.pkg,
    description: `${part.type} bipolar transistor, ${part.vceo}V ${amps(part.ic)}, hFE ${hfe}, ${part.power}, ${part.pkg}`,
    parameters: {
      transistor_type: part.type,
      collector_emitter_voltage: `${part.vceo}V`,
      collector_current: amps(part.ic),
      dc_current_gain: hfe,
      power_rating: part.power,
      operating_temperature: '-55°C ~ 150°C',
    },
    datasheetUrl: datasheetFor(maker, part.base),
    msl: through ? null : '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8541.21.0095',
    unitPrice: roundPrice(jitter(random, part.pkg === 'TO-220' ? 0.35 : 0.015, 0.25)),
    offer: through ? 'tube' : 'smd',
    reel: part.pkg === 'TO-220' ? 1000 : part.pkg === 'TO-92' ? 2000 : 3000,
  };
}

export const discreteFamilies: PartFamily[] = [
  { key: 'mosfet', weight: 40, generate: mosfet },
  { key: 'switching-diode', weight: 3, generate: switchingDiode },
  { key: 'rectifier', weight: 6, generate: rectifier },
  { key: 'zener', weight: 4, generate: zener },
  { key: 'tvs', weight: 5, generate: tvs },
  { key: 'bjt', weight: 5, generate: bjt },
];
