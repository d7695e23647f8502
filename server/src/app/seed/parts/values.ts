/** Engineering notation for parameter values, the way datasheets and distributors write them. */

function trim(value: number): string {
  return Number(value.toPrecision(3)).toString();
}

const prefixes: Array<[number, string]> = [
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
  [1, ''],
  [1e-3, 'm'],
  [1e-6, 'µ'],
  [1e-9, 'n'],
  [1e-12, 'p'],
];

/** 1e-7 F -> "100nF", 72e6 Hz -> "72MHz". */
export function si(value: number, unit: string): string {
  if (value === 0) return `0${unit}`;
  for (const [scale, prefix] of prefixes) {
    if (Math.abs(value) >= scale * 0.9995) return `${trim(value / scale)}${prefix}${unit}`;
  }
  return `${trim(value / 1e-12)}p${unit}`;
}

/** Resistance: 10000 -> "10kΩ", 4.7 -> "4.7Ω", 0.01 -> "10mΩ". */
export function ohms(value: number): string {
  return si(value, 'Ω');
}

/** Capacitance from picofarads: 100000 -> "100nF". */
export function farads(picofarads: number): string {
  return si(picofarads * 1e-12, 'F');
}

/** Binary sizes as datasheets write them: 65536 -> "64KB", 1048576 -> "1MB". */
export function bytes(count: number): string {
  if (count >= 1024 * 1024 && count % (1024 * 1024) === 0) return `${count / (1024 * 1024)}MB`;
  if (count >= 1024) return `${trim(count / 1024)}KB`;
  return `${count}B`;
}

/** Memory density in bits: 128 * 2^20 -> "128Mbit", 2048 -> "2Kbit". */
export function bits(count: number): string {
  if (count >= 2 ** 30) return `${trim(count / 2 ** 30)}Gbit`;
  if (count >= 2 ** 20) return `${trim(count / 2 ** 20)}Mbit`;
  return `${trim(count / 2 ** 10)}Kbit`;
}

/** Three-character capacitance code in picofarads: "104" -> 100000, "4R7" -> 4.7. */
export function capacitanceCode(picofarads: number): string {
  if (picofarads < 10) return picofarads.toFixed(1).replace('.', 'R');
  const exponent = Math.floor(Math.log10(picofarads)) - 1;
  const mantissa = Math.round(picofarads / 10 ** exponent);
  return `${mantissa}${exponent}`;
}

/** Resistor value the way Yageo and Vishay print it: 10000 -> "10K", 4.7 -> "4R7", 1000000 -> "1M", 49900 -> "49K9". */
export function resistanceCode(value: number, digits = 3): string {
  const [scale, letter] = value >= 1e6 ? [1e6, 'M'] : value >= 1e3 ? [1e3, 'K'] : [1, 'R'];
  const scaled = Number((value / scale).toPrecision(digits));
  const [whole, fraction = ''] = scaled.toString().split('.');
  return `${whole}${letter}${fraction}`;
}

/** Four-digit resistor code (Panasonic ERJ, ROHM MCR): 10000 -> "1002", 4.7 -> "4R70". */
export function resistanceDigits(value: number): string {
  if (value < 100) {
    const text = value.toPrecision(3);
    return text.includes('.') ? text.replace('.', 'R').padEnd(4, '0').slice(0, 4) : `${text}R`.padEnd(4, '0');
  }
  const exponent = Math.floor(Math.log10(value)) - 2;
  return `${Math.round(value / 10 ** exponent)}${exponent}`;
}

/** E-series preferred values within one decade (1.0 .. 9.x). */
export const E6 = [1.0, 1.5, 2.2, 3.3, 4.7, 6.8];
export const E12 = [1.0, 1.2, 1.5, 1.8, 2.2, 2.7, 3.3, 3.9, 4.7, 5.6, 6.8, 8.2];
export const E24 = [1.0, 1.1, 1.2, 1.3, 1.5, 1.6, 1.8, 2.0, 2.2, 2.4, 2.7, 3.0, 3.3, 3.6, 3.9, 4.3, 4.7, 5.1, 5.6, 6.2, 6.8, 7.5, 8.2, 9.1];
export const E96 = Array.from({ length: 96 }, (_, index) => Number((10 ** (index / 96)).toFixed(2)))
  // The published E96 table rounds a few values differently from the formula.
  .map((value) => ({ 2.67: 2.67, 2.94: 2.94, 3.16: 3.16, 3.46: 3.48, 3.83: 3.83, 4.22: 4.22, 9.2: 9.19 })[value] ?? value);

/** Decimal voltage text: 3.3 -> "3.3V", 50 -> "50V". */
export function volts(value: number): string {
  return `${trim(value)}V`;
}

export function amps(value: number): string {
  return si(value, 'A');
}

export function hertz(value: number): string {
  return si(value, 'Hz');
}
