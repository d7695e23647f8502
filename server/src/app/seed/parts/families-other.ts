import type { SeedRandom } from '../../../platform/seed-random.ts';
import { datasheetFor } from './families-ics.ts';
import { jitter, roundPrice, weighted, type PartDraft, type PartFamily } from './part-draft.ts';
import { bytes, hertz, si } from './values.ts';

function common(random: SeedRandom, price: number, hts: string, offer: PartDraft['offer'], reel: number, msl: string | null = '1 (Unlimited)') {
  return { msl, eccn: 'EAR99', htsCode: hts, unitPrice: roundPrice(jitter(random, price, 0.2)), offer, reel };
}

function pinHeader(random: SeedRandom): PartDraft {
  const positions = random.int(2, 40);
  const rows = random.chance(0.35) ? 2 : 1;
  const vendor = weighted(random, [['wurth-elektronik', 3], ['amphenol', 2], ['te-connectivity', 1], ['molex', 1]] as const);
  const pitch = vendor === 'molex' ? random.pick(['2.54', '1.27']) : random.pick(['2.54', '2.54', '2.00', '1.27']);
  const smd = random.chance(0.25);
  const total = positions * rows;
  let partNumber: string;
  if (vendor === 'wurth-elektronik') partNumber = `6${{ '2.54': '13', '2.00': '20', '1.27': '25' }[pitch]}${String(total).padStart(2, '0').slice(-2)}${rows === 2 ? '2' : '1'}${smd ? '11' : '01'}21`;
  else if (vendor === 'amphenol') partNumber = `${rows === 2 ? '67996' : '68000'}-${random.pick(['1', '4'])}${String(positions).padStart(2, '0')}HLF`;
  else if (vendor === 'te-connectivity') partNumber = `${rows === 2 ? '5-146256' : '5-146280'}-${Math.min(positions, 9)}${positions > 9 ? `${positions}`.slice(-1) : ''}`;
  else partNumber = `${pitch === '1.27' ? '87759' : '22-28'}-${String(positions * 10 + rows).padStart(4, '0')}`;
  const packageName = `${rows}x${positions} ${pitch}mm ${smd ? 'SMD' : 'THT'}`;
  return {
    partNumber,
    manufacturer: vendor,
    categoryId: 4101,
    package: packageName,
    description: `Pin header, ${rows} row${rows > 1 ? 's' : ''} x ${positions} positions, ${pitch}mm pitch, ${smd ? 'surface mount' : 'through hole'}, gold-plated`,
    parameters: { positions: String(total), rows: String(rows), pitch: `${pitch}mm`, mounting: smd ? 'Surface Mount' : 'Through Hole', rated_current: pitch === '2.54' ? '3A' : '1A' },
    datasheetUrl: datasheetFor(vendor, partNumber),
    ...common(random, 0.04 + total * 0.012, '8536.69.4040', 'connector', smd ? 500 : 100, null),
  };
}

function wireToBoard(random: SeedRandom): PartDraft {
  const system = random.pick([
    { name: 'XH', pitch: '2.50', maker: 'jst', current: '3A', make: (n: number, side: boolean) => `${side ? 'S' : 'B'}${n}B-XH-A${side ? '' : random.pick(['', '(LF)(SN)'])}` },
    { name: 'PH', pitch: '2.00', maker: 'jst', current: '2A', make: (n: number, side: boolean) => `${side ? 'S' : 'B'}${n}B-PH-${side ? 'SM4-TB' : 'K-S'}${random.pick(['', '(LF)(SN)'])}` },
    { name: 'SH', pitch: '1.00', maker: 'jst', current: '1A', make: (n: number) => `SM${String(n).padStart(2, '0')}B-SRSS-TB${random.pick(['', '(LF)(SN)'])}` },
    { name: 'KK 254', pitch: '2.54', maker: 'molex', current: '4A', make: (n: number) => `22-23-20${String(n).padStart(2, '0')}1` },
    { name: 'Micro-Fit 3.0', pitch: '3.00', maker: 'molex', current: '5A', make: (n: number, side: boolean) => `43650-${String(n).padStart(2, '0')}${side ? '0' : '1'}${random.int(0, 3)}` },
    { name: 'Pico-Blade', pitch: '1.25', maker: 'molex', current: '1A', make: (n: number, side: boolean) => `5304${side ? '8' : '7'}-${String(n).padStart(2, '0')}10` },
  ]);
  const positions = random.int(2, system.name === 'SH' ? 15 : 12);
  const side = random.chance(0.4);
  const partNumber = system.make(positions, side);
  return {
    partNumber,
    manufacturer: system.maker,
    categoryId: 4102,
    package: `${positions}P ${system.pitch}mm ${side ? 'right angle' : 'vertical'}`,
    description: `${system.maker === 'jst' ? 'JST' : 'Molex'} ${system.name} wire-to-board header, ${positions} positions, ${system.pitch}mm pitch, ${side ? 'right angle' : 'vertical'}`,
    parameters: { positions: String(positions), rows: '1', pitch: `${system.pitch}mm`, mounting: system.name === 'SH' || partNumber.includes('SM4') ? 'Surface Mount' : 'Through Hole', rated_current: system.current },
    datasheetUrl: datasheetFor(system.maker, system.name.replace(/\W/g, '')),
    ...common(random, 0.05 + positions * 0.02, '8536.69.4040', 'connector', 1000, null),
  };
}

function usbConnector(random: SeedRandom): PartDraft {
  const typeC = random.chance(0.6);
  const [partNumber, maker, positions, mounting, current] = typeC
    ? random.pick([
        [`USB4105-GF-${random.pick(['A', 'A-060', 'A-120'])}`, 'gct', 16, 'Surface Mount, Through Hole', '5A'],
        [`USB4085-GF-${random.pick(['A', 'A-0190'])}`, 'gct', 24, 'Surface Mount, Through Hole', '5A'],
        [`USB4110-GF-${random.pick(['A', 'A-1'])}`, 'gct', 16, 'Surface Mount', '3A'],
        [`12401610E4#${random.pick(['2A', '2B'])}`, 'amphenol', 24, 'Surface Mount', '5A'],
        [`2171750001`, 'molex', 24, 'Surface Mount', '5A'],
        [`2-2305018-${random.int(1, 4)}`, 'te-connectivity', 24, 'Surface Mount', '5A'],
        [`632723${random.pick(['00', '10', '30'])}011`, 'wurth-elektronik', 16, 'Surface Mount', '3A'],
      ] as const)
    : random.pick([
        [`10118194-0001LF`, 'amphenol', 5, 'Surface Mount', '1.8A'],
        [`10118192-0001LF`, 'amphenol', 5, 'Surface Mount', '1.8A'],
        [`105017-${random.pick(['0001', '1001'])}`, 'molex', 5, 'Surface Mount', '1.8A'],
        [`47346-${random.pick(['0001', '1001'])}`, 'molex', 5, 'Surface Mount', '1A'],
        [`USB3131-30-${random.pick(['0230', '1230'])}-A`, 'gct', 5, 'Surface Mount', '1.8A'],
        [`629105150521`, 'wurth-elektronik', 5, 'Surface Mount', '1A'],
      ] as const);
  return {
    partNumber,
    manufacturer: maker,
    categoryId: typeC ? 4201 : 4202,
    package: typeC ? 'USB Type-C receptacle' : 'Micro-USB B receptacle',
    description: `${typeC ? 'USB Type-C' : 'Micro-USB 2.0 Type B'} receptacle, ${positions} positions, ${mounting.toLowerCase()}, right angle`,
    parameters: { connector_type: typeC ? 'USB Type-C, receptacle' : 'Micro-USB B, receptacle', positions: String(positions), mounting, rated_current: current },
    datasheetUrl: datasheetFor(maker, partNumber),
    ...common(random, typeC ? 0.55 : 0.22, '8536.69.4040', 'connector', 2000, null),
  };
}

function terminalBlock(random: SeedRandom): PartDraft {
  const positions = random.int(2, 12);
  const vendor = weighted(random, [['phoenix-contact', 3], ['te-connectivity', 2], ['wurth-elektronik', 2]] as const);
  const pitch = random.pick(['5.00', '5.08', '3.50', '3.81']);
  const partNumber =
    vendor === 'phoenix-contact'
      ? `17${random.pick(['15', '29', '84', '35'])}${String(100 + positions * 7).padStart(3, '0')}`
      : vendor === 'te-connectivity'
        ? `${random.pick(['', '1-'])}282834-${positions}`
        : `691${pitch === '5.00' ? '137' : pitch === '5.08' ? '102' : '214'}7100${String(positions).padStart(2, '0')}`;
  const current = pitch.startsWith('5') ? '16A' : '8A';
  return {
    partNumber,
    manufacturer: vendor,
    categoryId: 4301,
    package: `${positions}P ${pitch}mm`,
    description: `PCB screw terminal block, ${positions} positions, ${pitch}mm pitch, ${current}, ${pitch.startsWith('5') ? '300V' : '150V'}`,
    parameters: { positions: String(positions), pitch: `${pitch}mm`, rated_current: current, voltage_rating: pitch.startsWith('5') ? '300V' : '150V', mounting: 'Through Hole' },
    datasheetUrl: datasheetFor(vendor, partNumber),
    ...common(random, 0.15 + positions * 0.11, '8536.90.4000', 'connector', 50, null),
  };
}

function sensor(random: SeedRandom): PartDraft {
  const [base, maker, category, range, accuracy, iface, supply, pkg, price, axes] = random.pick([
    ['TMP102AIDRLR', 'texas-instruments', 5101, '-40°C ~ 125°C', '±0.5°C', 'I²C, SMBus', '1.4V ~ 3.6V', 'SOT-563', 0.9, ''],
    ['TMP117AIDRVR', 'texas-instruments', 5101, '-55°C ~ 150°C', '±0.1°C', 'I²C, SMBus', '1.7V ~ 5.5V', 'WSON-6', 2.6, ''],
    ['TMP112AIDRLR', 'texas-instruments', 5101, '-40°C ~ 125°C', '±0.5°C', 'I²C, SMBus', '1.4V ~ 3.6V', 'SOT-563', 1.1, ''],
    ['LM75BDP,118', 'nxp-semiconductors', 5101, '-55°C ~ 125°C', '±2°C', 'I²C', '2.8V ~ 5.5V', 'TSSOP-8', 0.5, ''],
    ['LM75AD,118', 'nxp-semiconductors', 5101, '-55°C ~ 125°C', '±2°C', 'I²C', '2.8V ~ 5.5V', 'SO-8', 0.45, ''],
    ['DS18B20U+T&R', 'maxim-integrated', 5101, '-55°C ~ 125°C', '±0.5°C', '1-Wire', '3V ~ 5.5V', 'µSOP-8', 2.9, ''],
    ['MCP9808T-E/MS', 'microchip-technology', 5101, '-40°C ~ 125°C', '±0.25°C', 'I²C', '2.7V ~ 5.5V', 'MSOP-8', 1.2, ''],
    ['STTS75M2F', 'stmicroelectronics', 5101, '-55°C ~ 125°C', '±2°C', 'I²C', '2.7V ~ 5.5V', 'SO-8', 0.6, ''],
    ['SHT31-DIS-B2.5KS', 'sensirion', 5102, '0%RH ~ 100%RH, -40°C ~ 125°C', '±2%RH, ±0.2°C', 'I²C', '2.15V ~ 5.5V', 'DFN-8', 3.2, ''],
    ['SHT40-AD1B-R3', 'sensirion', 5102, '0%RH ~ 100%RH, -40°C ~ 125°C', '±1.8%RH, ±0.2°C', 'I²C', '1.08V ~ 3.6V', 'DFN-4', 1.9, ''],
    ['SHTC3-TR-2.5KS', 'sensirion', 5102, '0%RH ~ 100%RH, -40°C ~ 125°C', '±2%RH, ±0.2°C', 'I²C', '1.62V ~ 3.6V', 'DFN-4', 1.6, ''],
    ['HDC1080DMBR', 'texas-instruments', 5102, '0%RH ~ 100%RH, -40°C ~ 125°C', '±2%RH, ±0.2°C', 'I²C', '2.7V ~ 5.5V', 'WSON-6', 2.4, ''],
    ['BMP280', 'bosch-sensortec', 5201, '300hPa ~ 1100hPa', '±1hPa', 'I²C, SPI', '1.71V ~ 3.6V', 'LGA-8 2x2.5mm', 1.5, ''],
    ['BMP388', 'bosch-sensortec', 5201, '300hPa ~ 1250hPa', '±0.5hPa', 'I²C, SPI', '1.65V ~ 3.6V', 'LGA-10 2x2mm', 2.8, ''],
    ['BMP390', 'bosch-sensortec', 5201, '300hPa ~ 1250hPa', '±0.5hPa', 'I²C, SPI', '1.65V ~ 3.6V', 'LGA-10 2x2mm', 3.0, ''],
    ['LPS22HBTR', 'stmicroelectronics', 5201, '260hPa ~ 1260hPa', '±0.1hPa', 'I²C, SPI', '1.7V ~ 3.6V', 'HLGA-10 2x2mm', 2.5, ''],
    ['MS561101BA03-50', 'te-connectivity', 5201, '10mbar ~ 1200mbar', '±1.5mbar', 'I²C, SPI', '1.8V ~ 3.6V', 'QFN 5x3mm', 6.5, ''],
    ['BMI160', 'bosch-sensortec', 5301, '±16g, ±2000°/s', '', 'I²C, SPI', '1.71V ~ 3.6V', 'LGA-14 2.5x3mm', 2.9, '6'],
    ['BMI270', 'bosch-sensortec', 5301, '±16g, ±2000°/s', '', 'I²C, SPI', '1.71V ~ 3.6V', 'LGA-14 2.5x3mm', 3.3, '6'],
    ['ICM-20948', 'tdk-invensense', 5301, '±16g, ±2000°/s, ±4900µT', '', 'I²C, SPI', '1.71V ~ 3.6V', 'QFN-24 3x3mm', 7.2, '9'],
    ['ICM-42688-P', 'tdk-invensense', 5301, '±16g, ±2000°/s', '', 'I²C, SPI', '1.71V ~ 3.6V', 'LGA-14 2.5x3mm', 4.4, '6'],
    ['LSM6DSOXTR', 'stmicroelectronics', 5301, '±16g, ±2000°/s', '', 'I²C, SPI', '1.71V ~ 3.6V', 'LGA-14 2.5x3mm', 3.4, '6'],
    ['ADXL345BCCZ-RL7', 'analog-devices', 5302, '±16g', '', 'I²C, SPI', '2V ~ 3.6V', 'LGA-14 3x5mm', 4.9, '3'],
    ['LIS3DHTR', 'stmicroelectronics', 5302, '±16g', '', 'I²C, SPI', '1.71V ~ 3.6V', 'LGA-16 3x3mm', 1.6, '3'],
    ['LIS2DH12TR', 'stmicroelectronics', 5302, '±16g', '', 'I²C, SPI', '1.71V ~ 3.6V', 'LGA-12 2x2mm', 1.1, '3'],
    ['BMA400', 'bosch-sensortec', 5302, '±16g', '', 'I²C, SPI', '1.71V ~ 3.6V', 'LGA-12 2x2mm', 1.4, '3'],
    ['MMA8452QR1', 'nxp-semiconductors', 5302, '±8g', '', 'I²C', '1.95V ~ 3.6V', 'QFN-16 3x3mm', 1.8, '3'],
  ] as const);
  // Sensors come in reel variants that differ only in the ordering suffix.
  const variant = random.pick(['', '', '-TR', '-T', '#R']);
  const partNumber = /TR$|T&R|R\d$|RL7|KS$|B2\.5KS|MBR|R1$|,118/.test(base) ? `${base}${random.chance(0.3) ? random.pick(['-1', '-2']) : ''}` : `${base}${variant}`;
  const parameters: Record<string, string> = { measurement_range: range, interface: iface, supply_voltage: supply };
  if (accuracy) parameters.accuracy = accuracy;
  if (axes) parameters.axes = axes;
  return {
    partNumber,
    manufacturer: maker,
    categoryId: category,
    package: pkg,
    description: `${category === 5101 ? 'Digital temperature sensor' : category === 5102 ? 'Digital humidity and temperature sensor' : category === 5201 ? 'Barometric pressure sensor' : category === 5301 ? `${axes}-axis IMU (accelerometer and gyroscope${axes === '9' ? ', magnetometer' : ''})` : '3-axis accelerometer'}, ${range}${accuracy ? `, ${accuracy}` : ''}, ${iface}, ${pkg}`,
    parameters,
    datasheetUrl: datasheetFor(maker, base.split(/[-,+]/)[0]!),
    ...common(random, price, category >= 5301 || category === 5201 ? '9031.80.8085' : '9025.19.8085', 'module', 3000, '3 (168 Hours)'),
  };
}

function led(random: SeedRandom): PartDraft {
  const [color, wavelength, vf, code] = random.pick([
    ['Red', '625nm', '2.0V', { lite: 'KRKT', king: 'SURKC', ever: 'R6C' }],
    ['Green', '525nm', '3.0V', { lite: 'KGKT', king: 'ZGC', ever: 'GHC' }],
    ['Yellow-green', '570nm', '2.1V', { lite: 'KGKT', king: 'SGC', ever: 'GHC' }],
    ['Blue', '470nm', '3.0V', { lite: 'TBKT', king: 'QBC/D', ever: 'BHC' }],
    ['White', '—', '3.0V', { lite: 'KWKT', king: 'QWF/D', ever: 'W1D' }],
    ['Amber', '605nm', '2.0V', { lite: 'KFKT', king: 'SEC', ever: 'A6C' }],
    ['Orange', '610nm', '2.0V', { lite: 'KFKT', king: 'SECK', ever: 'O6C' }],
  ] as const);
  const smd = random.chance(0.7);
  const vendor = weighted(random, [['lite-on', 3], ['kingbright', 3], ['everlight', 2], ['ams-osram', 1]] as const);
  let partNumber: string;
  let pkg: string;
  if (smd) {
    const size = random.pick(['0402', '0603', '0805', '1206']);
    pkg = size;
    partNumber =
      vendor === 'lite-on'
        ? `LTST-C${{ '0402': '281', '0603': '191', '0805': '171', '1206': '150' }[size]}${code.lite}`
        : vendor === 'kingbright'
          ? `APT${{ '0402': '1005', '0603': '1608', '0805': '2012', '1206': '3216' }[size]}${code.king}`
          : vendor === 'everlight'
            ? `${{ '0402': '15', '0603': '19', '0805': '17', '1206': '12' }[size]}-21${random.int(3, 7)}/${code.ever}-${random.pick(['AN1P2/3T', 'YR1S2/3T', 'CR1S2/3T'])}`
            : `L${color[0]} ${random.pick(['Q', 'L', 'T'])}${random.int(39, 98)}${random.pick(['K', 'E', 'G'])}-${random.pick(['G1J2-24-Z', 'H2K1-1-Z', 'JXKX-36-1'])}`;
  } else {
    const size = random.pick(['3mm', '5mm']);
    pkg = `T-1${size === '5mm' ? ' 3/4' : ''} (${size})`;
    partNumber =
      vendor === 'lite-on'
        ? `LTL-${random.int(2, 4)}${random.int(10, 99)}${code.lite.slice(0, 2)}`
        : vendor === 'kingbright'
          ? `WP${size === '5mm' ? '7113' : '710A10'}${code.king.replace('/D', '')}`
          : `${size === '5mm' ? '333' : '204'}-${random.int(10, 15)}${code.ever.slice(0, 1)}${random.pick(['C', 'D'])}`;
  }
  const maker = vendor;
  return {
    partNumber,
    manufacturer: maker,
    categoryId: smd ? 6101 : 6102,
    package: pkg,
    description: `${color} LED, ${wavelength !== '—' ? `${wavelength}, ` : ''}${vf} Vf, ${smd ? `${pkg} SMD` : pkg}, water clear lens`,
    parameters: { color, wavelength, luminous_intensity: `${random.pick([18, 45, 90, 150, 280, 600, 1200])}mcd`, forward_voltage: vf, forward_current: '20mA', case_size: pkg },
    datasheetUrl: datasheetFor(maker, partNumber.replace(/[^A-Za-z0-9]/g, '')),
    ...common(random, smd ? 0.02 : 0.05, '8541.41.0000', smd ? 'passive' : 'tube', smd ? 4000 : 1000, smd ? '3 (168 Hours)' : null),
  };
}

function optocoupler(random: SeedRandom): PartDraft {
  const [base, maker, category, channels, ctr, rate, isolation, pkgs] = random.pick([
    ['PC817X', 'sharp', 6201, 1, '50% ~ 600%', '', '5000Vrms', [['NSZ9F', 'DIP-4'], ['NIP1B', 'SMD-4'], ['J000F', 'DIP-4']]],
    ['EL817', 'everlight', 6201, 1, '50% ~ 600%', '', '5000Vrms', [['', 'DIP-4'], ['S(A)(TU)-F', 'SMD-4'], ['(C)', 'DIP-4']]],
    ['LTV-817', 'lite-on', 6201, 1, '50% ~ 600%', '', '5000Vrms', [['', 'DIP-4'], ['S-TA1', 'SMD-4'], ['B', 'DIP-4'], ['C', 'DIP-4']]],
    ['LTV-847', 'lite-on', 6201, 4, '50% ~ 600%', '', '5000Vrms', [['', 'DIP-16'], ['S', 'SMD-16']]],
    ['TLP291', 'toshiba', 6201, 1, '50% ~ 600%', '', '3750Vrms', [['(GB,E', 'SO-4'], ['(BL,E', 'SO-4'], ['(TP,SE', 'SO-4']]],
    ['TLP785', 'toshiba', 6201, 1, '50% ~ 600%', '', '5000Vrms', [['(GB,F', 'DIP-4'], ['(BL-TP6,F', 'SMD-4']]],
    ['6N137', 'lite-on', 6202, 1, '', '10Mbps', '5000Vrms', [['', 'DIP-8'], ['S', 'SMD-8'], ['S-TA1', 'SMD-8']]],
    ['HCPL-2630', 'broadcom', 6202, 2, '', '10Mbps', '3750Vrms', [['', 'DIP-8'], ['-500E', 'SMD-8'], ['-000E', 'DIP-8']]],
    ['ACPL-M61L', 'broadcom', 6202, 1, '', '10Mbps', '3750Vrms', [['-000E', 'SO-5'], ['-500E', 'SO-5']]],
    ['TLP2361', 'toshiba', 6202, 1, '', '15Mbps', '3750Vrms', [['(TPL,E', 'SO-6'], ['(E', 'SO-6']]],
  ] as const);
  const [suffix, pkg] = random.pick(pkgs as ReadonlyArray<readonly [string, string]>);
  const partNumber = `${base}${suffix}${suffix.startsWith('(') && !suffix.endsWith(')') ? ')' : ''}`;
  const parameters: Record<string, string> = { channels: String(channels), isolation_voltage: isolation, output_type: category === 6201 ? 'Phototransistor' : 'Open collector, logic' , operating_temperature: '-55°C ~ 110°C' };
  if (ctr) parameters.current_transfer_ratio = ctr;
  if (rate) parameters.data_rate = rate;
  return {
    partNumber,
    manufacturer: maker,
    categoryId: category,
    package: pkg,
    description: `${channels > 1 ? `${channels}-channel ` : ''}${category === 6201 ? 'phototransistor optocoupler' : 'high-speed logic-output optocoupler'}, ${isolation}${ctr ? `, CTR ${ctr}` : `, ${rate}`}, ${pkg}`,
    parameters,
    datasheetUrl: datasheetFor(maker, base),
    ...common(random, category === 6201 ? 0.07 * channels : 0.9, '8541.49.8000', pkg.startsWith('DIP') ? 'tube' : 'smd', pkg.startsWith('DIP') ? 2000 : 1000, pkg.startsWith('DIP') ? null : '1 (Unlimited)'),
  };
}

function wirelessModule(random: SeedRandom): PartDraft {
  const cellular = random.chance(0.3);
  if (cellular) {
    const [base, maker, standard, iface, pkg, price] = random.pick([
      ['EC25', 'quectel', 'LTE Cat 4', 'USB 2.0, UART, PCM', 'LCC 29x32mm', 24],
      ['EG25-G', 'quectel', 'LTE Cat 4', 'USB 2.0, UART, PCM', 'LCC 29x32mm', 29],
      ['BG95-M3', 'quectel', 'LTE-M, NB-IoT, EGPRS', 'USB 2.0, UART', 'LGA 23.6x19.9mm', 12.5],
      ['BG96', 'quectel', 'LTE-M, NB-IoT, EGPRS', 'USB 2.0, UART', 'LCC 26.5x22.5mm', 14],
      ['L76-LB', 'quectel', 'GNSS (GPS, GLONASS, BeiDou, Galileo)', 'UART, I²C', 'LCC 10.1x9.7mm', 5.8],
      ['NEO-M8N', 'u-blox', 'GNSS (GPS, GLONASS, BeiDou, Galileo)', 'UART, USB, SPI, I²C', 'LCC 12.2x16mm', 14.5],
      ['NEO-M9N', 'u-blox', 'GNSS (GPS, GLONASS, BeiDou, Galileo)', 'UART, USB, SPI, I²C', 'LCC 12.2x16mm', 17.5],
      ['MAX-M10S', 'u-blox', 'GNSS (GPS, GLONASS, BeiDou, Galileo)', 'UART, I²C', 'LCC 9.7x10.1mm', 9.8],
      ['SARA-R510M8S', 'u-blox', 'LTE-M, NB-IoT, GNSS', 'UART, USB', 'LGA 16x26mm', 39],
    ] as const);
    const variant = maker === 'quectel' ? `${base}${random.pick(['EUGA', 'AFA', 'EFA', 'NA', ''])}-${random.pick(['128-SGNS', 'MINIPCIE', '', 'R2.0'])}`.replace(/-$/, '') : `${base}-${random.pick(['0', '00B', '01B', '10B'])}`;
    return {
      partNumber: variant,
      manufacturer: maker,
      categoryId: 7102,
      package: pkg,
      description: `${standard} module, ${iface}, ${pkg}`,
      parameters: { wireless_standard: standard, interface: iface, antenna: 'External (U.FL / pad)', supply_voltage: '3.3V ~ 4.3V', operating_temperature: '-40°C ~ 85°C' },
      datasheetUrl: datasheetFor(maker, base),
      ...common(random, price, '8517.62.0090', 'module', 250, '3 (168 Hours)'),
      eccn: '5A992.C',
    };
  }
  const [base, core, flashMb, pkg, price, standard] = random.pick([
    ['ESP32-WROOM-32E', 'Xtensa dual-core LX6, 240MHz', [4, 8, 16], '18x25.5mm SMD module', 2.9, 'Wi-Fi 802.11 b/g/n, Bluetooth 4.2 / BLE'],
    ['ESP32-WROVER-E', 'Xtensa dual-core LX6, 240MHz', [4, 8, 16], '18x31.4mm SMD module', 3.6, 'Wi-Fi 802.11 b/g/n, Bluetooth 4.2 / BLE'],
    ['ESP32-S3-WROOM-1', 'Xtensa dual-core LX7, 240MHz', [4, 8, 16], '18x25.5mm SMD module', 3.4, 'Wi-Fi 802.11 b/g/n, Bluetooth 5 (LE)'],
    ['ESP32-C3-MINI-1', 'RISC-V single-core, 160MHz', [4], '13.2x16.6mm SMD module', 1.9, 'Wi-Fi 802.11 b/g/n, Bluetooth 5 (LE)'],
    ['ESP32-C6-WROOM-1', 'RISC-V single-core, 160MHz', [4, 8], '18x25.5mm SMD module', 2.6, 'Wi-Fi 6 802.11ax, Bluetooth 5 (LE), 802.15.4'],
    ['ESP8266-WROOM-02D', 'Tensilica L106, 160MHz', [2, 4], '18x20mm SMD module', 1.6, 'Wi-Fi 802.11 b/g/n'],
  ] as const);
  const flash = random.pick(flashMb as readonly number[]);
  const psram = base.includes('WROVER') || (base.includes('S3') && random.chance(0.5)) ? random.pick([2, 8]) : 0;
  const ipex = random.chance(0.25);
  const partNumber = base.startsWith('ESP8266') ? `${base}-N${flash}` : `${base}${ipex && !base.includes('MINI') ? 'U' : ''}-N${flash}${psram ? `R${psram}` : ''}`;
  return {
    partNumber,
    manufacturer: 'espressif-systems',
    categoryId: 7101,
    package: pkg,
    description: `${standard} module, ${core}, ${flash}MB flash${psram ? `, ${psram}MB PSRAM` : ''}, ${ipex ? 'IPEX connector' : 'PCB antenna'}`,
    parameters: { wireless_standard: standard, core, flash_size: bytes(flash * 1024 * 1024), antenna: ipex ? 'External (IPEX)' : 'PCB antenna', tx_power: '20dBm', supply_voltage: '3.0V ~ 3.6V' },
    datasheetUrl: datasheetFor('espressif-systems', base.replace(/-/g, '_')),
    ...common(random, price + flash * 0.08 + psram * 0.2, '8517.62.0090', 'module', 650, '3 (168 Hours)'),
    eccn: '5A992.C',
  };
}

function rfIc(random: SeedRandom): PartDraft {
  if (random.chance(0.6)) {
    const [base, core, flashKb, ramKb, pkgs, price] = random.pick([
      ['nRF52832', 'ARM Cortex-M4F, 64MHz', 512, 64, [['QFAA', 'QFN-48 6x6mm'], ['CIAA', 'WLCSP-50']], 2.4],
      ['nRF52810', 'ARM Cortex-M4, 64MHz', 192, 24, [['QFAA', 'QFN-48 6x6mm'], ['QCAA', 'QFN-32 5x5mm']], 1.4],
      ['nRF52811', 'ARM Cortex-M4, 64MHz', 192, 24, [['QFAA', 'QFN-48 6x6mm'], ['QCAA', 'QFN-32 5x5mm']], 1.5],
      ['nRF52833', 'ARM Cortex-M4F, 64MHz', 512, 128, [['QIAA', 'aQFN-73 7x7mm'], ['QDAA', 'QFN-40 5x5mm']], 2.9],
      ['nRF52840', 'ARM Cortex-M4F, 64MHz', 1024, 256, [['QIAA', 'aQFN-73 7x7mm'], ['CKAA', 'WLCSP-94']], 3.9],
      ['nRF5340', 'ARM Cortex-M33 dual-core, 128MHz', 1024, 512, [['QKAA', 'aQFN-94 7x7mm'], ['CLAA', 'WLCSP-95']], 4.6],
      ['EFR32BG22C224F512IM40', 'ARM Cortex-M33, 76.8MHz', 512, 32, [['', 'QFN-40 5x5mm']], 1.9],
      ['EFR32MG24B210F1536IM48', 'ARM Cortex-M33, 78MHz', 1536, 256, [['', 'QFN-48 6x6mm']], 3.7],
    ] as const);
    const [code, pkg] = random.pick(pkgs as ReadonlyArray<readonly [string, string]>);
    const nordic = base.startsWith('nRF');
    const partNumber = nordic ? `${base}-${code}-${random.pick(['R', 'R7', 'T'])}` : `${base}${random.pick(['-B', '-C', '-BR', '-CR'])}`;
    return {
      partNumber,
      manufacturer: nordic ? 'nordic-semiconductor' : 'silicon-labs',
      categoryId: 7201,
      package: pkg,
      description: `Bluetooth 5 LE SoC, ${core}, ${bytes(flashKb * 1024)} Flash, ${bytes(ramKb * 1024)} RAM, ${pkg}`,
      parameters: { wireless_standard: base.startsWith('nRF528') || base.includes('BG') ? 'Bluetooth 5 LE' : 'Bluetooth 5.3 LE, 802.15.4', core, flash_size: bytes(flashKb * 1024), ram_size: bytes(ramKb * 1024), tx_power: '8dBm', supply_voltage: '1.7V ~ 3.6V' },
      datasheetUrl: nordic ? `https://infocenter.nordicsemi.com/pdf/${base}_PS_v1.pdf` : datasheetFor('silicon-labs', base.slice(0, 9)),
      ...common(random, price, '8542.31.0001', 'tray', 3000, '3 (168 Hours)'),
      eccn: '5A992.C',
    };
  }
  const [base, maker, standard, band, rate, pkg, price] = random.pick([
    ['SX1276IMLTRT', 'semtech', 'LoRa, FSK', '137MHz ~ 1020MHz', '300kbps', 'QFN-28 6x6mm', 4.5],
    ['SX1262IMLTRT', 'semtech', 'LoRa, FSK', '150MHz ~ 960MHz', '300kbps', 'QFN-24 4x4mm', 3.9],
    ['SX1268IMLTRT', 'semtech', 'LoRa, FSK', '410MHz ~ 810MHz', '300kbps', 'QFN-24 4x4mm', 3.6],
    ['CC1101RGPR', 'texas-instruments', 'FSK, GFSK, ASK/OOK, MSK', '300MHz ~ 928MHz', '600kbps', 'QFN-20 4x4mm', 2.2],
    ['CC1310F128RGZR', 'texas-instruments', 'Sub-1 GHz, FSK', '287MHz ~ 1054MHz', '4Mbps', 'VQFN-48 7x7mm', 3.8],
    ['SI4463-C2A-GMR', 'silicon-labs', 'FSK, GFSK, OOK', '119MHz ~ 1050MHz', '1Mbps', 'QFN-20 4x4mm', 2.9],
  ] as const);
  const partNumber = random.chance(0.3) ? base.replace(/R$|RT$|TRT$/, (tail) => (tail === 'TRT' ? 'T' : '')) || base : base;
  return {
    partNumber,
    manufacturer: maker,
    categoryId: 7202,
    package: pkg,
    description: `Sub-GHz ${standard} transceiver, ${band}, up to ${rate}, ${pkg}`,
    parameters: { wireless_standard: standard, frequency: band, tx_power: maker === 'semtech' ? '22dBm' : '15dBm', data_rate: rate, supply_voltage: '1.8V ~ 3.7V' },
    datasheetUrl: datasheetFor(maker, base.slice(0, 6)),
    ...common(random, price, '8542.39.0001', 'smd', 3000, '3 (168 Hours)'),
    eccn: '5A992.C',
  };
}

const crystalFrequencies = [8, 10, 11.0592, 12, 13.56, 16, 16.384, 19.2, 20, 24, 25, 26, 27, 32, 40, 48, 50];

function crystal(random: SeedRandom): PartDraft {
  const mhz = random.pick(crystalFrequencies);
  const load = random.pick([8, 9, 10, 12, 12.5, 16, 18, 20]);
  const stability = random.pick([10, 20, 30]);
  const vendor = weighted(random, [['abracon', 3], ['epson', 2], ['ecs-inc', 2]] as const);
  const [size, sizeCode] = random.pick([['2.0x1.6mm', { abracon: 'ABM10', epson: 'FA-20H', ecs: '2016' }], ['2.5x2.0mm', { abracon: 'ABM11', epson: 'FA-128', ecs: '2520' }], ['3.2x2.5mm', { abracon: 'ABM8', epson: 'FA-238', ecs: '3225' }], ['5.0x3.2mm', { abracon: 'ABM3', epson: 'TSX-3225', ecs: '53' }]] as const);
  const mhzText = mhz.toFixed(mhz % 1 ? 4 : 3);
  const partNumber =
    vendor === 'abracon'
      ? `${sizeCode.abracon}-${mhzText}MHZ-${random.pick(['B2', 'D1', 'E2'])}${load}-T`.replace(/-B2\d+(\.\d)?-T/, `-B2-T`)
      : vendor === 'epson'
        ? `${sizeCode.epson} ${mhzText}MB-${random.pick(['C3', 'W3', 'K3'])}`
        : `ECS-${String(Math.round(mhz * 10)).padStart(3, '0')}-${load === 12.5 ? '12.5' : load}-${sizeCode.ecs === '53' ? '33' : sizeCode.ecs === '3225' ? '33' : '47'}-${random.pick(['TR', 'CKM-TR', 'JGN-TR'])}`;
  return {
    partNumber,
    manufacturer: vendor,
    categoryId: 8101,
    package: `SMD ${size}`,
    description: `${mhz}MHz quartz crystal, ${load}pF load, ±${stability}ppm, SMD ${size}`,
    parameters: { frequency: `${mhz}MHz`, load_capacitance: si(load * 1e-12, 'F'), frequency_stability: `±${stability}ppm`, tolerance: `±${stability}ppm`, case_size: size, operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: datasheetFor(vendor, partNumber.split(/[- ]/)[0]!),
    ...common(random, 0.18 + (size.startsWith('2.0') ? 0.12 : 0), '8541.60.0060', 'passive', 3000),
  };
}

function oscillator(random: SeedRandom): PartDraft {
  const mhz = random.pick([1, 4, 8, 10, 12, 16, 20, 24, 25, 26, 27, 32, 33.333, 40, 48, 50, 66.666, 100]);
  const stability = random.pick([20, 25, 50]);
  const vendor = weighted(random, [['sitime', 3], ['abracon', 1], ['ecs-inc', 1]] as const);
  const [size, code] = random.pick([['2.0x1.6mm', '1'], ['2.5x2.0mm', '2'], ['3.2x2.5mm', '3'], ['7.0x5.0mm', '8']] as const);
  const voltage = random.pick(['1.8V', '2.5V', '3.3V', '1.62V ~ 3.63V']);
  const mhzText = mhz.toFixed(6);
  const partNumber =
    vendor === 'sitime'
      ? `SiT${random.pick(['8008', '8009', '1602', '8021'])}B${random.pick(['I', 'C', 'E'])}-${code}${random.int(1, 3)}-${voltage.startsWith('1.62') ? 'XX' : voltage.replace(/\D/g, '').slice(0, 2)}${random.pick(['E', 'S', 'N'])}-${mhzText}${random.pick(['T', 'Y', 'X'])}`
      : vendor === 'abracon'
        ? `ASE${random.pick(['', 'M', 'MB'])}-${mhz.toFixed(3)}MHZ-L${random.pick(['', 'C'])}-T`
        : `ECS-${random.pick(['2520', '3225', '2016'])}MV-${String(Math.round(mhz * 10)).padStart(3, '0')}-${random.pick(['BN', 'CN'])}-TR`;
  return {
    partNumber,
    manufacturer: vendor,
    categoryId: 8201,
    package: `SMD ${size}`,
    description: `${mhz}MHz ${vendor === 'sitime' ? 'MEMS' : 'crystal'} oscillator, ±${stability}ppm, LVCMOS, ${voltage}, SMD ${size}`,
    parameters: { frequency: `${mhz}MHz`, frequency_stability: `±${stability}ppm`, output_type: 'LVCMOS', supply_voltage: voltage, case_size: size, operating_temperature: '-40°C ~ 85°C' },
    datasheetUrl: datasheetFor(vendor, partNumber.split('-')[0]!),
    ...common(random, 0.45 + (vendor === 'sitime' ? 0.3 : 0), '8541.60.0060', 'passive', 3000),
  };
}

function fuse(random: SeedRandom): PartDraft {
  const resettable = random.chance(0.55);
  const current = random.pick(resettable ? [0.05, 0.1, 0.2, 0.35, 0.5, 0.75, 1.1, 1.5, 2, 2.6, 3] : [0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 5, 7, 10]);
  const size = random.pick(['0603', '0805', '1206', '1812']);
  const vendor = resettable ? weighted(random, [['bourns', 1], ['littelfuse', 1]] as const) : weighted(random, [['littelfuse', 2], ['bourns', 1]] as const);
  const currentCode = String(Math.round(current * 100)).padStart(3, '0');
  const voltage = resettable ? random.pick([6, 8, 13.2, 16, 30, 60]) : random.pick([24, 32, 63]);
  const partNumber = resettable
    ? vendor === 'bourns'
      ? `MF-${{ '0603': 'FSMF', '0805': 'NSMF', '1206': 'USMF', '1812': 'MSMF' }[size]}${currentCode}${random.pick(['-2', 'X-2', ''])}`
      : `${size}L${currentCode}${random.pick(['SL', '/6SL', 'DR', '/13.2SLYR'])}`
    : vendor === 'littelfuse'
      ? `${{ '0603': '0467', '0805': '0466', '1206': '0448', '1812': '0456' }[size]}${currentCode}.${random.pick(['NR', 'NRHF'])}`
      : `SF-${size}${random.pick(['F', 'S'])}${currentCode}${random.pick(['-2', 'F-2'])}`;
  return {
    partNumber,
    manufacturer: vendor,
    categoryId: resettable ? 9101 : 9102,
    package: size,
    description: resettable ? `PTC resettable fuse, hold ${current}A, trip ${Number((current * 2).toPrecision(2))}A, ${voltage}V, ${size}` : `Fast-acting chip fuse, ${current}A, ${voltage}V, ${size}`,
    parameters: { rated_current: `${current}A`, voltage_rating: `${voltage}V`, case_size: size, operating_temperature: resettable ? '-40°C ~ 85°C' : '-55°C ~ 125°C' },
    datasheetUrl: datasheetFor(vendor, partNumber.slice(0, 6)),
    ...common(random, resettable ? 0.07 : 0.12, '8536.10.0000', 'passive', size === '1812' ? 1500 : 4000),
  };
}

export const otherFamilies: PartFamily[] = [
  { key: 'pin-header', weight: 6, generate: pinHeader },
  { key: 'wire-to-board', weight: 5, generate: wireToBoard },
  { key: 'usb', weight: 2, generate: usbConnector },
  { key: 'terminal-block', weight: 3, generate: terminalBlock },
  { key: 'sensor', weight: 4, generate: sensor },
  { key: 'led', weight: 10, generate: led },
  { key: 'optocoupler', weight: 3, generate: optocoupler },
  { key: 'wireless-module', weight: 2, generate: wirelessModule },
  { key: 'rf-ic', weight: 2, generate: rfIc },
  { key: 'crystal', weight: 6, generate: crystal },
  { key: 'oscillator', weight: 6, generate: oscillator },
  { key: 'fuse', weight: 6, generate: fuse },
];
