import type { SeedRandom } from '../../../platform/seed-random.ts';
import { datasheetFor } from './families-ics.ts';
import { jitter, roundPrice, weighted, type PartDraft, type PartFamily } from './part-draft.ts';
import { E12, E24, E6, E96, capacitanceCode, farads, ohms, resistanceCode, resistanceDigits, si } from './values.ts';

type CaseSize = '0201' | '0402' | '0603' | '0805' | '1206' | '1210';
type Dielectric = 'C0G' | 'X7R' | 'X5R';

const caseWeights: ReadonlyArray<readonly [CaseSize, number]> = [['0201', 1], ['0402', 4], ['0603', 5], ['0805', 3], ['1206', 2], ['1210', 1]];
/** Pieces per 7-inch reel. */
const reelBySize: Record<CaseSize, number> = { '0201': 15000, '0402': 10000, '0603': 4000, '0805': 4000, '1206': 3000, '1210': 2000 };
/** Largest capacitance (pF) a case holds at 6.3V for each dielectric; more voltage means less. */
const maxCapacitance: Record<Dielectric, Record<CaseSize, number>> = {
  C0G: { '0201': 1e3, '0402': 1e4, '0603': 4.7e4, '0805': 1e5, '1206': 2.2e5, '1210': 4.7e5 },
  X7R: { '0201': 1e5, '0402': 1e6, '0603': 4.7e6, '0805': 1e7, '1206': 2.2e7, '1210': 4.7e7 },
  X5R: { '0201': 1e6, '0402': 1e7, '0603': 2.2e7, '0805': 4.7e7, '1206': 1e8, '1210': 1e8 },
};
const voltageDerating: Record<string, number> = { '6.3': 1, '10': 0.5, '16': 0.3, '25': 0.2, '50': 0.1, '100': 0.03 };
const temperatureRange: Record<Dielectric, string> = { C0G: '-55°C ~ 125°C', X7R: '-55°C ~ 125°C', X5R: '-55°C ~ 85°C' };

interface MlccChoice {
  size: CaseSize;
  dielectric: Dielectric;
  voltage: string;
  picofarads: number;
  tolerance: 'J' | 'K' | 'M' | 'C' | 'D';
}

/** A capacitance, voltage and tolerance that the chosen case and dielectric can really hold. */
function chooseMlcc(random: SeedRandom): MlccChoice {
  const size = weighted(random, caseWeights);
  const dielectric = weighted(random, [['X7R', 5], ['X5R', 3], ['C0G', 2]] as const);
  const voltage = weighted(random, [['6.3', 2], ['10', 3], ['16', 3], ['25', 3], ['50', 4], ['100', 1]] as const);
  const ceiling = maxCapacitance[dielectric][size] * voltageDerating[voltage]!;
  const floor = dielectric === 'C0G' ? 1 : 100;
  const values: number[] = [];
  for (let decade = floor; decade <= ceiling; decade *= 10) {
    for (const step of dielectric === 'C0G' ? E12 : E6) if (decade * step <= ceiling) values.push(Number((decade * step).toPrecision(2)));
  }
  const picofarads = values.length ? random.pick(values) : floor;
  const tolerance = picofarads < 10 ? random.pick(['C', 'D'] as const) : dielectric === 'C0G' ? 'J' : random.pick(['K', 'K', 'M'] as const);
  return { size, dielectric, voltage, picofarads, tolerance };
}

const toleranceText: Record<string, string> = { J: '±5%', K: '±10%', M: '±20%', C: '±0.25pF', D: '±0.5pF', F: '±1%' };

function mlccDraft(random: SeedRandom, choice: MlccChoice, partNumber: string, manufacturer: string, datasheetBase: string, reelMultiplier = 1): PartDraft {
  const value = farads(choice.picofarads);
  const basePrice = { '0201': 0.012, '0402': 0.01, '0603': 0.012, '0805': 0.02, '1206': 0.04, '1210': 0.08 }[choice.size];
  const capacitanceFactor = 1 + Math.max(0, Math.log10(choice.picofarads / 1e5)) * 0.9;
  const voltageFactor = Number(choice.voltage) >= 50 ? 1.3 : 1;
  return {
    partNumber,
    manufacturer,
    categoryId: 2101,
    package: choice.size,
    description: `${value} ±${toleranceText[choice.tolerance]!.slice(1)} ${choice.voltage}V ${choice.dielectric} multilayer ceramic capacitor, ${choice.size} (${metricSize[choice.size]} metric)`,
    parameters: {
      capacitance: value,
      voltage_rating: `${choice.voltage}V`,
      tolerance: toleranceText[choice.tolerance]!,
      dielectric: choice.dielectric,
      case_size: choice.size,
      operating_temperature: temperatureRange[choice.dielectric],
    },
    datasheetUrl: datasheetFor(manufacturer, datasheetBase),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8532.24.0020',
    unitPrice: roundPrice(jitter(random, basePrice * capacitanceFactor * voltageFactor * (choice.dielectric === 'C0G' ? 1.4 : 1), 0.25)),
    offer: 'passive',
    reel: reelBySize[choice.size] * reelMultiplier,
  };
}

const metricSize: Record<CaseSize, string> = { '0201': '0603', '0402': '1005', '0603': '1608', '0805': '2012', '1206': '3216', '1210': '3225' };
const voltageCodes: Record<string, string> = { '6.3': '0J', '10': '1A', '16': '1C', '25': '1E', '50': '1H', '100': '2A' };

/** Murata GRM: GRM + size + thickness + dielectric + voltage + capacitance + tolerance + spec + packaging (GRM188R71H104KA93D). */
function murataGrm(random: SeedRandom): PartDraft {
  const choice = chooseMlcc(random);
  const sizeCode = { '0201': '033', '0402': '155', '0603': '188', '0805': random.pick(['21B', '219']), '1206': random.pick(['31C', '31M']), '1210': random.pick(['32E', '32D']) }[choice.size];
  const dielectricCode = { C0G: '5C', X7R: 'R7', X5R: 'R6' }[choice.dielectric];
  const spec = random.pick(['A01', 'A12', 'A15', 'A44', 'A55', 'A73', 'A84', 'A93', 'A99', 'B01']);
  const packaging = weighted(random, [['D', 6], ['J', 2], ['L', 2], ['K', 1]] as const);
  const partNumber = `GRM${sizeCode}${dielectricCode}${voltageCodes[choice.voltage]}${capacitanceCode(choice.picofarads)}${choice.tolerance}${spec}${packaging}`;
  return mlccDraft(random, choice, partNumber, 'murata', partNumber.slice(0, -1), packaging === 'J' || packaging === 'K' ? 2.5 : 1);
}

/** Samsung CL: CL + size + dielectric + capacitance + tolerance + voltage + thickness + NNN + packaging (CL10A106KP8NNNC). */
function samsungCl(random: SeedRandom): PartDraft {
  const choice = chooseMlcc(random);
  const sizeCode = { '0201': '03', '0402': '05', '0603': '10', '0805': '21', '1206': '31', '1210': '32' }[choice.size];
  const dielectricCode = { X5R: 'A', X7R: 'B', C0G: 'C' }[choice.dielectric];
  const voltageCode = { '6.3': 'Q', '10': 'P', '16': 'O', '25': 'A', '50': 'B', '100': 'C' }[choice.voltage];
  const thickness = { '0201': '3', '0402': '5', '0603': '8', '0805': random.pick(['F', 'A', 'Q']), '1206': random.pick(['F', 'C', 'L']), '1210': random.pick(['H', 'J']) }[choice.size];
  const tail = random.pick(['NNNC', 'NNNC', 'NNND', 'NNNE', 'NBNC', 'NFNC']);
  const partNumber = `CL${sizeCode}${dielectricCode}${capacitanceCode(choice.picofarads)}${choice.tolerance}${voltageCode}${thickness}${tail}`;
  return mlccDraft(random, choice, partNumber, 'samsung-electro-mechanics', partNumber, tail.endsWith('D') ? 2.5 : 1);
}

/** TDK C series: C + metric size + dielectric + voltage + capacitance + tolerance + thickness + packaging (C1608X7R1H104K080AA). */
function tdkC(random: SeedRandom): PartDraft {
  const choice = chooseMlcc(random);
  const thickness = { '0201': '030', '0402': '050', '0603': '080', '0805': random.pick(['085', '125']), '1206': random.pick(['115', '160']), '1210': random.pick(['200', '250']) }[choice.size];
  const partNumber = `C${metricSize[choice.size]}${choice.dielectric === 'C0G' ? 'C0G' : choice.dielectric}${voltageCodes[choice.voltage]}${capacitanceCode(choice.picofarads)}${choice.tolerance}${thickness}${random.pick(['AA', 'AB', 'AC', 'AE'])}`;
  return mlccDraft(random, choice, partNumber, 'tdk', 'mlcc_commercial_general_en');
}

/** Yageo CC: CC + size + tolerance + packaging + dielectric + voltage + BB + capacitance (CC0603KRX7R9BB104). */
function yageoCc(random: SeedRandom): PartDraft {
  const choice = chooseMlcc(random);
  const voltageCode = { '6.3': '5', '10': '6', '16': '7', '25': '8', '50': '9', '100': '0' }[choice.voltage];
  const packaging = random.pick(['R', 'R', 'P']);
  const partNumber = `CC${choice.size}${choice.tolerance}${packaging}${choice.dielectric === 'C0G' ? 'NPO' : choice.dielectric}${voltageCode}BB${capacitanceCode(choice.picofarads)}`;
  return mlccDraft(random, choice, partNumber, 'yageo', partNumber);
}

function electrolytic(random: SeedRandom): PartDraft {
  const voltage = random.pick([6.3, 10, 16, 25, 35, 50, 63, 100]);
  const microfarads = random.pick([1, 2.2, 4.7, 10, 22, 33, 47, 100, 220, 330, 470, 1000, 2200].filter((value) => value * voltage <= 60000));
  const code = capacitanceCode(microfarads * 1e6).slice(0, 3);
  const voltageCode = ({ 6.3: '0J', 10: '1A', 16: '1C', 25: '1E', 35: '1V', 50: '1H', 63: '1J', 100: '2A' } as Record<number, string>)[voltage]!;
  const volume = microfarads * voltage;
  const [diameter, height] = volume < 300 ? [4, 5.4] : volume < 800 ? [5, 5.4] : volume < 2000 ? [6.3, 7.7] : volume < 6000 ? [8, 10.2] : volume < 15000 ? [10, 10.2] : [12.5, 13.5];
  const smd = random.chance(0.6);
  let partNumber: string;
  let manufacturer: string;
  let lifetime: string;
  if (random.chance(0.5)) {
    manufacturer = 'panasonic';
    const series = smd ? random.pick(['FK', 'FT', 'FP']) : random.pick(['FR', 'FC', 'FM']);
    lifetime = series === 'FP' || series === 'FM' ? '3000h @ 105°C' : '2000h @ 105°C';
    partNumber = smd ? `EEE-${series}${voltageCode}${code}${random.pick(['P', 'AP', 'V'])}` : `EEU-${series}${voltageCode}${code}${random.pick(['', 'B', 'L'])}`;
  } else {
    manufacturer = 'nichicon';
    const series = smd ? random.pick(['UWT', 'UCM', 'UUD']) : random.pick(['UHE', 'UPW', 'UVR']);
    lifetime = series === 'UVR' || series === 'UWT' ? '1000h @ 85°C' : '2000h @ 105°C';
    partNumber = `${series}${voltageCode}${code}M${smd ? random.pick(['CL1GS', 'CR1GS', 'NR1GS']) : random.pick(['PD', 'PD1TD', 'ED'])}`;
  }
  const caseText = `${diameter}x${height}mm`;
  return {
    partNumber,
    manufacturer,
    categoryId: 2102,
    package: smd ? `SMD ${caseText}` : `Radial ${caseText}`,
    description: `${si(microfarads * 1e-6, 'F')} ±20% ${voltage}V aluminum electrolytic capacitor, ${lifetime}, ${smd ? 'SMD' : 'radial'} ${caseText}`,
    parameters: {
      capacitance: si(microfarads * 1e-6, 'F'),
      voltage_rating: `${voltage}V`,
      tolerance: '±20%',
      esr: ohms(Number((Math.max(0.02, 30 / (microfarads * Math.sqrt(voltage)))).toPrecision(2))),
      lifetime,
      case_size: caseText,
      operating_temperature: lifetime.includes('105') ? '-55°C ~ 105°C' : '-40°C ~ 85°C',
    },
    datasheetUrl: datasheetFor(manufacturer, partNumber.slice(0, 7)),
    msl: smd ? '1 (Unlimited)' : null,
    eccn: 'EAR99',
    htsCode: '8532.22.0085',
    unitPrice: roundPrice(jitter(random, 0.04 + volume / 40000, 0.25)),
    offer: smd ? 'passive' : 'tube',
    reel: smd ? (diameter <= 6.3 ? 1000 : 500) : 1000,
  };
}

function tantalum(random: SeedRandom): PartDraft {
  const caseCode = weighted(random, [['A', 4], ['B', 4], ['C', 2], ['D', 2]] as const);
  const voltage = random.pick([6.3, 10, 16, 20, 25, 35]);
  const ceiling = { A: 22, B: 47, C: 100, D: 330 }[caseCode] * (10 / Math.max(voltage, 6.3));
  const microfarads = random.pick([0.47, 1, 2.2, 3.3, 4.7, 10, 22, 33, 47, 100, 220].filter((value) => value <= ceiling).concat([1]));
  const tolerance = random.pick(['K', 'M']);
  const voltageCode = String(Math.round(voltage === 6.3 ? 6 : voltage)).padStart(3, '0');
  const capCode = capacitanceCode(microfarads * 1e6).slice(0, 3);
  const kemet = random.chance(0.55);
  const partNumber = kemet ? `T491${caseCode}${capCode}${tolerance}${voltageCode}AT` : `TAJ${caseCode}${capCode}${tolerance}${voltageCode}RNJ`;
  const manufacturer = kemet ? 'kemet' : 'kyocera-avx';
  const caseName = { A: '3216-18 (EIA 1206)', B: '3528-21 (EIA 1210)', C: '6032-28 (EIA 2312)', D: '7343-31 (EIA 2917)' }[caseCode];
  return {
    partNumber,
    manufacturer,
    categoryId: 2103,
    package: caseName,
    description: `${si(microfarads * 1e-6, 'F')} ${toleranceText[tolerance]} ${voltage}V tantalum capacitor, case ${caseCode} ${caseName}`,
    parameters: {
      capacitance: si(microfarads * 1e-6, 'F'),
      voltage_rating: `${voltage}V`,
      tolerance: toleranceText[tolerance]!,
      esr: ohms(Number((Math.max(0.3, 12 / Math.sqrt(microfarads * 10))).toPrecision(2))),
      case_size: caseCode,
      operating_temperature: '-55°C ~ 125°C',
    },
    datasheetUrl: datasheetFor(manufacturer, kemet ? 'T491' : 'TAJ'),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8532.21.0050',
    unitPrice: roundPrice(jitter(random, 0.06 + microfarads * voltage / 4000 + ({ A: 0, B: 0.03, C: 0.1, D: 0.2 }[caseCode]), 0.25)),
    offer: 'passive',
    reel: caseCode === 'A' || caseCode === 'B' ? 2000 : 500,
  };
}

type ResistorSize = '0201' | '0402' | '0603' | '0805' | '1206' | '1210' | '2010' | '2512';
const resistorPower: Record<ResistorSize, string> = { '0201': '1/20W', '0402': '1/16W', '0603': '1/10W', '0805': '1/8W', '1206': '1/4W', '1210': '1/2W', '2010': '3/4W', '2512': '1W' };
const resistorReel: Record<ResistorSize, number> = { '0201': 10000, '0402': 10000, '0603': 5000, '0805': 5000, '1206': 5000, '1210': 5000, '2010': 4000, '2512': 4000 };

function resistorValue(random: SeedRandom, precise: boolean): number {
  const steps = precise ? E96 : E24;
  const decade = 10 ** random.int(0, 6);
  return Number((random.pick(steps) * decade).toPrecision(3));
}

function chipResistorDraft(random: SeedRandom, partNumber: string, manufacturer: string, size: ResistorSize, value: number, precise: boolean, series: string): PartDraft {
  const tolerance = precise ? '±1%' : '±5%';
  return {
    partNumber,
    manufacturer,
    categoryId: 2201,
    package: size,
    description: `${ohms(value)} ${tolerance} ${resistorPower[size]} thick film chip resistor, ${precise ? '±100ppm/°C' : '±200ppm/°C'}, ${size}`,
    parameters: {
      resistance: ohms(value),
      tolerance,
      power_rating: resistorPower[size],
      temperature_coefficient: precise ? '±100ppm/°C' : '±200ppm/°C',
      case_size: size,
      operating_temperature: '-55°C ~ 155°C',
    },
    datasheetUrl: datasheetFor(manufacturer, series),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8533.21.0080',
    unitPrice: roundPrice(jitter(random, { '0201': 0.006, '0402': 0.004, '0603': 0.004, '0805': 0.006, '1206': 0.009, '1210': 0.018, '2010': 0.03, '2512': 0.04 }[size] * (precise ? 1.2 : 1), 0.3)),
    offer: 'passive',
    reel: resistorReel[size],
  };
}

/** Yageo RC: RC + size + tolerance + R + reel + value + L (RC0603FR-0710KL). */
function yageoRc(random: SeedRandom): PartDraft {
  const size = weighted(random, [['0201', 1], ['0402', 4], ['0603', 5], ['0805', 3], ['1206', 2], ['1210', 1], ['2010', 1], ['2512', 1]] as const);
  const precise = random.chance(0.6);
  const value = resistorValue(random, precise);
  const reel = weighted(random, [['07', 6], ['10', 1], ['13', 2]] as const);
  const partNumber = `${random.chance(0.8) ? 'RC' : 'AC'}${size}${precise ? 'F' : 'J'}R-${reel}${resistanceCode(value)}L`;
  const draft = chipResistorDraft(random, partNumber, 'yageo', size, value, precise, 'RC');
  return reel === '13' ? { ...draft, reel: draft.reel * 4 } : reel === '10' ? { ...draft, reel: draft.reel * 2 } : draft;
}

/** Vishay CRCW: CRCW + size + 4-character value + tolerance + TCR + packaging (CRCW060310K0FKEA). */
function vishayCrcw(random: SeedRandom): PartDraft {
  const size = weighted(random, [['0402', 3], ['0603', 4], ['0805', 3], ['1206', 2], ['2010', 1], ['2512', 1]] as const);
  const precise = random.chance(0.7);
  const value = resistorValue(random, precise);
  const code = resistanceCode(value, 3).padEnd(4, '0').slice(0, 4);
  const partNumber = `CRCW${size}${code}${precise ? 'FK' : 'JN'}${random.pick(['EA', 'TA', 'EB', 'ED'])}`;
  return chipResistorDraft(random, partNumber, 'vishay', size, value, precise, 'dcrcwe3');
}

/** Panasonic ERJ: ERJ-3EKF1002V (1%) or ERJ-3GEYJ103V (5%). */
function panasonicErj(random: SeedRandom): PartDraft {
  const [sizeDigit, size] = random.pick([['2', '0402'], ['3', '0603'], ['6', '0805'], ['8', '1206']] as const);
  const precise = random.chance(0.5);
  const value = resistorValue(random, precise);
  const partNumber = precise
    ? `ERJ-${sizeDigit}${sizeDigit === '2' ? 'RK' : 'EK'}F${resistanceDigits(value)}${random.pick(['V', 'X'])}`
    : `ERJ-${sizeDigit}GEYJ${capacitanceCode(value)}${random.pick(['V', 'X'])}`;
  return chipResistorDraft(random, partNumber, 'panasonic', size, value, precise, 'AOA0000C304');
}

/** ROHM MCR: MCR03EZPFX1002. */
function rohmMcr(random: SeedRandom): PartDraft {
  const [sizeCode, size] = random.pick([['01', '0402'], ['03', '0603'], ['10', '0805'], ['18', '1206']] as const);
  const precise = random.chance(0.5);
  const value = resistorValue(random, precise);
  const partNumber = `MCR${sizeCode}EZP${precise ? `F${random.pick(['X', 'L'])}${resistanceDigits(value)}` : `J${capacitanceCode(value)}`}`;
  return chipResistorDraft(random, partNumber, 'rohm', size, value, precise, 'mcr');
}

function currentSense(random: SeedRandom): PartDraft {
  const milliohms = random.pick([1, 2, 3, 5, 10, 15, 20, 25, 33, 47, 50, 68, 100, 150, 200, 330, 470, 1000]);
  const size = random.pick(['0805', '1206', '2010', '2512'] as const);
  const tolerance = random.pick(['F', 'J']);
  const vendor = weighted(random, [['yageo', 3], ['vishay', 2], ['rohm', 2]] as const);
  const power = { '0805': '1/4W', '1206': '1/2W', '2010': '1W', '2512': '2W' }[size];
  const valueCode = `R${String(milliohms / 1000).replace('0.', '').padEnd(3, '0').slice(0, 3)}`;
  const partNumber =
    vendor === 'yageo'
      ? `RL${size}${tolerance}R-070${valueCode}L`
      : vendor === 'vishay'
        ? `WSL${size}${valueCode}0${tolerance}EA`
        : `PMR${{ '0805': '10', '1206': '18', '2010': '50', '2512': '100' }[size]}EZP${tolerance}U${milliohms < 10 ? `${milliohms}L0` : `${milliohms}L`}`;
  return {
    partNumber,
    manufacturer: vendor,
    categoryId: 2202,
    package: size,
    description: `${ohms(milliohms / 1000)} ${tolerance === 'F' ? '±1%' : '±5%'} ${power} current sense resistor, metal element, ${size}`,
    parameters: {
      resistance: ohms(milliohms / 1000),
      tolerance: tolerance === 'F' ? '±1%' : '±5%',
      power_rating: power,
      temperature_coefficient: milliohms < 10 ? '±100ppm/°C' : '±75ppm/°C',
      case_size: size,
      operating_temperature: '-55°C ~ 170°C',
    },
    datasheetUrl: datasheetFor(vendor, partNumber.slice(0, 3)),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8533.21.0040',
    unitPrice: roundPrice(jitter(random, 0.05 + (size === '2512' ? 0.12 : 0.04), 0.3)),
    offer: 'passive',
    reel: 4000,
  };
}

function inductanceCode(microhenries: number): string {
  if (microhenries < 10) return microhenries.toFixed(1).replace('.', 'R');
  const exponent = Math.floor(Math.log10(microhenries)) - 1;
  return `${Math.round(microhenries / 10 ** exponent)}${exponent}`;
}

/** Würth WE-PD / WE-LHMI series prefixes by footprint. */
const wurthPrefix: Record<string, string> = { '3015': '74438335', '4020': '74404042', '5020': '74404054', '6028': '7447779', '8040': '7447789', '1260': '7447709' };

function powerInductor(random: SeedRandom): PartDraft {
  const microhenries = random.pick([0.47, 1, 1.5, 2.2, 3.3, 4.7, 6.8, 10, 15, 22, 33, 47, 68, 100, 150, 220]);
  const vendor = weighted(random, [['bourns', 3], ['wurth-elektronik', 3], ['sunlord', 2], ['tdk', 2]] as const);
  const [size, sizeFactor] = random.pick([['4020', 1], ['5020', 1.4], ['6028', 1.9], ['8040', 2.8], ['1260', 4.5], ['3015', 0.7]] as const);
  const tolerance = microhenries < 1 ? 'Y' : random.pick(['M', 'M', 'Y']);
  const code = inductanceCode(microhenries);
  const shielded = random.chance(0.75);
  const partNumber =
    vendor === 'bourns'
      ? `${shielded ? 'SRR' : 'SDR'}${size}-${code}${tolerance}`
      : vendor === 'wurth-elektronik'
        ? `${wurthPrefix[size]}${microhenries < 10 ? `0${Math.round(microhenries * 10)}`.slice(-3).padStart(3, '0') : code}`
        : vendor === 'sunlord'
          ? `SWPA${size}S${code}${tolerance}T`
          : `VLS${size}${random.pick(['ET', 'CX', 'HBX'])}-${code}${tolerance}`;
  const current = Number((sizeFactor * 3.2 / Math.sqrt(microhenries)).toPrecision(2));
  const [length, width] = [Number(size.slice(0, 2)) / 10, Number(size.slice(0, 2)) / 10];
  return {
    partNumber,
    manufacturer: vendor,
    categoryId: 2301,
    package: `SMD ${length}x${width}mm`,
    description: `${si(microhenries * 1e-6, 'H')} ${tolerance === 'M' ? '±20%' : '±30%'} ${shielded ? 'shielded' : 'unshielded'} power inductor, ${current}A, ${length}x${width}mm`,
    parameters: {
      inductance: si(microhenries * 1e-6, 'H'),
      tolerance: tolerance === 'M' ? '±20%' : '±30%',
      rated_current: `${current}A`,
      saturation_current: `${Number((current * 1.3).toPrecision(2))}A`,
      dc_resistance: ohms(Number((0.006 * microhenries / sizeFactor + 0.004).toPrecision(2))),
      shielding: shielded ? 'Shielded' : 'Unshielded',
      case_size: `${length}x${width}mm`,
    },
    datasheetUrl: datasheetFor(vendor, partNumber.split('-')[0]!),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8504.50.8000',
    unitPrice: roundPrice(jitter(random, 0.06 + sizeFactor * 0.09, 0.3)),
    offer: 'passive',
    reel: sizeFactor > 2 ? 500 : 1000,
  };
}

function ferriteBead(random: SeedRandom): PartDraft {
  const impedance = random.pick([30, 60, 120, 220, 330, 470, 600, 1000, 1500, 2200]);
  const [size, murataSize] = random.pick([['0402', '15'], ['0603', '18'], ['0805', '21'], ['1206', '31']] as const);
  const murata = random.chance(0.6);
  const code = capacitanceCode(impedance);
  const partNumber = murata ? `BLM${murataSize}${random.pick(['AG', 'PG', 'KG', 'SG'])}${code}${random.pick(['SN1D', 'BH1D', 'SN1L', 'TN1D'])}` : `GZ${metricOf(size)}D${code}TF`;
  const current = Number((({ '0402': 0.5, '0603': 1, '0805': 2, '1206': 3 } as Record<string, number>)[size]! * Math.sqrt(120 / impedance)).toPrecision(2));
  return {
    partNumber,
    manufacturer: murata ? 'murata' : 'sunlord',
    categoryId: 2302,
    package: size,
    description: `Ferrite bead ${impedance}Ω @ 100MHz, ${current}A, ${size}`,
    parameters: {
      resistance: `${impedance}Ω @ 100MHz`,
      rated_current: `${current}A`,
      dc_resistance: ohms(Number((0.03 * impedance / 120).toPrecision(2))),
      case_size: size,
    },
    datasheetUrl: datasheetFor(murata ? 'murata' : 'sunlord', partNumber.slice(0, -1)),
    msl: '1 (Unlimited)',
    eccn: 'EAR99',
    htsCode: '8504.50.8000',
    unitPrice: roundPrice(jitter(random, 0.012, 0.3)),
    offer: 'passive',
    reel: size === '0402' ? 10000 : 4000,
  };
}

function metricOf(size: string): string {
  return ({ '0402': '1005', '0603': '1608', '0805': '2012', '1206': '3216' } as Record<string, string>)[size] ?? size;
}

export const passiveFamilies: PartFamily[] = [
  { key: 'murata-grm', weight: 60, generate: murataGrm },
  { key: 'samsung-cl', weight: 40, generate: samsungCl },
  { key: 'tdk-c', weight: 25, generate: tdkC },
  { key: 'yageo-cc', weight: 20, generate: yageoCc },
  { key: 'electrolytic', weight: 14, generate: electrolytic },
  { key: 'tantalum', weight: 8, generate: tantalum },
  { key: 'yageo-rc', weight: 30, generate: yageoRc },
  { key: 'vishay-crcw', weight: 20, generate: vishayCrcw },
  { key: 'panasonic-erj', weight: 12, generate: panasonicErj },
  { key: 'rohm-mcr', weight: 10, generate: rohmMcr },
  { key: 'current-sense', weight: 4, generate: currentSense },
  { key: 'power-inductor', weight: 16, generate: powerInductor },
  { key: 'ferrite-bead', weight: 5, generate: ferriteBead },
];
