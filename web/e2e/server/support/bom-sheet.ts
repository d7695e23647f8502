/**
 * A 50-line BOM as KiCad's CSV export writes it (Reference, Value, Footprint,
 * Qty, MPN, Manufacturer), with the mistakes buyers' files hold: part numbers
 * in lower case, with spaces, packaging suffixes (/TR, #PBF) or cut short,
 * parts no catalog has, and a do-not-place line. Every part number but the
 * unknown ones is a canonical part of the demo catalog (seeded whatever the
 * catalog's size). The DNP marks are in an "Assembly" column, whose title
 * readExcel does not know: the buyer maps it on the page.
 */

/** How the catalog should answer a line, as the page shows it. */
export type Expected = 'exact' | 'packaging' | 'loose' | 'unknown' | 'dnp';

export interface BomSheetLine {
  reference: string;
  value: string;
  footprint: string;
  qty: number;
  mpn: string;
  manufacturer: string;
  /** The Assembly column: DNP for a part not placed. */
  assembly?: string;
  expected: Expected;
}

const line = (reference: string, value: string, footprint: string, mpn: string, manufacturer: string, expected: Expected = 'exact', assembly = ''): BomSheetLine => ({
  reference,
  value,
  footprint,
  // KiCad's Qty is the number of references grouped on the line.
  qty: reference.split(',').length,
  mpn,
  manufacturer,
  assembly,
  expected,
});

export const BOM_LINES: BomSheetLine[] = [
  line('U1', 'STM32F103C8T6', 'Package_QFP:LQFP-48_7x7mm_P0.5mm', 'stm32f103c8t6', 'STMicroelectronics'),
  line('U2', 'STM32G030F6P6', 'Package_SO:TSSOP-20_4.4x6.5mm_P0.65mm', 'STM32G030F6P6', 'ST'),
  line('U3', 'ATmega328P-AU', 'Package_QFP:TQFP-32_7x7mm_P0.8mm', 'atmega328p-au', 'Microchip'),
  line('U4', 'ESP32-WROOM-32E', 'RF_Module:ESP32-WROOM-32', 'ESP32-WROOM-32E', 'Espressif Systems'),
  line('U5', 'CH340G', 'Package_SO:SOIC-16_3.9x9.9mm_P1.27mm', 'CH340G', 'WCH'),
  line('U6', 'TL072', 'Package_SO:SOIC-8_3.9x4.9mm_P1.27mm', 'TL072CDR', 'Texas Instruments'),
  line('U7', 'NE555', 'Package_SO:SOIC-8_3.9x4.9mm_P1.27mm', 'NE555DR', 'Texas Instruments'),
  line('U8', 'TL431', 'Package_TO_SOT_SMD:SOT-23', 'TL431AIDBZR', 'TI'),
  line('U9', 'TPS54331', 'Package_SO:SOIC-8_3.9x4.9mm_P1.27mm', 'TPS54331DR', 'Texas Instruments'),
  line('U10', 'AMS1117-3.3', 'Package_TO_SOT_SMD:SOT-223-3_TabPin2', 'AMS1117-3.3', 'Advanced Monolithic Systems'),
  line('U11', 'XC6206 3.3V', 'Package_TO_SOT_SMD:SOT-23', ' xc6206p332mr ', 'Torex'),
  line('C1,C2,C3,C4,C5,C6', '100n', 'Capacitor_SMD:C_0603_1608Metric', 'GRM188R71H104KA93D', 'Murata'),
  line('C7,C8', '10u', 'Capacitor_SMD:C_0603_1608Metric', 'CL10A106KP8NNNC', 'Samsung Electro-Mechanics'),
  line('C9,C10,C11', '100n', 'Capacitor_SMD:C_0603_1608Metric', 'CC0603KRX7R9BB104', 'Yageo'),
  // Four references, five pieces: a quantity typed by hand, which the buyer corrects on the page.
  { ...line('R1,R2,R3,R4', '10k', 'Resistor_SMD:R_0603_1608Metric', 'RC0603FR-0710KL', 'Yageo'), qty: 5 },
  line('Q1,Q2', 'BSS138', 'Package_TO_SOT_SMD:SOT-23', 'BSS138', 'onsemi'),
  line('Q3', 'AO3400A', 'Package_TO_SOT_SMD:SOT-23', 'AO3400A', 'Alpha & Omega'),
  line('D1,D2', '1N4148W', 'Diode_SMD:D_SOD-123', '1N4148W-7-F', 'Diodes Incorporated'),
  line('D3', 'SS34', 'Diode_SMD:D_SMC', 'SS34', 'onsemi'),
  line('D4', 'SMBJ5.0A', 'Diode_SMD:D_SMB', 'SMBJ5.0A', 'Littelfuse'),
  line('Q4', 'MMBT3904', 'Package_TO_SOT_SMD:SOT-23', 'MMBT3904LT1G', 'onsemi'),
  line('Q5', 'BC847B', 'Package_TO_SOT_SMD:SOT-23', 'BC847B,215', 'Nexperia'),
  line('J1', 'USB_C_Receptacle', 'Connector_USB:USB_C_Receptacle_GCT_USB4105', 'USB4105-GF-A', 'GCT'),
  line('J2', 'Conn_01x02', 'Connector_JST:JST_XH_B2B-XH-A_1x02_P2.50mm_Vertical', 'B2B-XH-A(LF)(SN)', 'JST'),
  line('U12', 'BME280', 'Package_LGA:Bosch_LGA-8_2.5x2.5mm_P0.65mm', 'BME280', 'Bosch Sensortec'),
  line('U13', 'LIS3DH', 'Package_LGA:LGA-16_3x3mm_P0.5mm', 'LIS3DHTR', 'STMicroelectronics'),
  line('U14', 'W25Q128JVS', 'Package_SO:SOIC-8_5.23x5.23mm_P1.27mm', 'W25Q128JVSIQ', 'Winbond'),
  line('U15', 'AT24C02C', 'Package_SO:SOIC-8_3.9x4.9mm_P1.27mm', 'AT24C02C-SSHM-T', 'Microchip'),
  line('U16', 'SN65HVD230', 'Package_SO:SOIC-8_3.9x4.9mm_P1.27mm', 'SN65HVD230DR', 'Texas Instruments'),
  line('U17', 'TXS0108E', 'Package_SO:TSSOP-20_4.4x6.5mm_P0.65mm', 'TXS0108EPWR', 'Texas Instruments'),
  line('U18', '74HC595', 'Package_SO:SOIC-16_3.9x9.9mm_P1.27mm', 'SN74HC595DR', 'Texas Instruments'),
  line('D5,D6,D7', 'LED_Red', 'LED_SMD:LED_0603_1608Metric', 'LTST-C191KRKT', 'Lite-On'),
  line('U19', 'PC817', 'Package_DIP:DIP-4_W7.62mm', 'PC817X2NSZ9F', 'Sharp'),
  line('Y1', '16MHz', 'Crystal:Crystal_SMD_3225-4Pin_3.2x2.5mm', 'ABM8-16.000MHZ-B2-T', 'Abracon'),
  line('U20', 'MPU-6050', 'Sensor_Motion:InvenSense_QFN-24_4x4mm_P0.5mm', 'MPU-6050', 'TDK InvenSense'),
  line('U21', 'MAX232', 'Package_SO:SOIC-16_3.9x9.9mm_P1.27mm', 'MAX232ESE+T', 'Maxim Integrated'),
  line('U22', 'nRF52832', 'Package_DFN_QFN:QFN-48-1EP_6x6mm_P0.4mm', 'nRF52832-QFAA-R', 'Nordic Semiconductor'),
  line('U23', 'DS18B20', 'Package_TO_SOT_THT:TO-92_Inline', 'DS18B20+', 'Maxim Integrated'),
  line('Q6', 'IRLZ44N', 'Package_TO_SOT_THT:TO-220-3_Vertical', 'IRLZ44NPBF', 'Infineon'),
  line('U24', 'STM32F030F4P6', 'Package_SO:TSSOP-20_4.4x6.5mm_P0.65mm', 'STM32F030F4P6', 'STMicroelectronics'),
  // Packaging suffixes and typing: the same part in another packaging, suggested until the buyer confirms it.
  line('U25', 'LM358', 'Package_SO:SOIC-8_3.9x4.9mm_P1.27mm', 'LM358DR/TR', 'Texas Instruments', 'packaging'),
  line('Q7,Q8', '2N7002', 'Package_TO_SOT_SMD:SOT-23', '2N7002', 'Nexperia', 'packaging'),
  line('U26', 'MP1584', 'Package_SO:SOIC-8-1EP_3.9x4.9mm_P1.27mm', 'MP1584EN-LF-Z/TR', 'MPS', 'packaging'),
  line('U27', 'DS18B20', 'Package_TO_SOT_THT:TO-92_Inline', 'ds18b20+ #pbf', 'Maxim Integrated', 'packaging'),
  // Equal only without punctuation, or cut short: a likeness, suggested.
  line('U28', 'LM2596S-5', 'Package_TO_SOT_SMD:TO-263-5_TabPin3', 'LM 2596S-5.0', 'Texas Instruments', 'loose'),
  line('U29', '5V LDO', 'Package_TO_SOT_SMD:SOT-223-3_TabPin2', 'AMS1117', 'Advanced Monolithic Systems', 'loose'),
  // Parts no catalog has.
  line('U30', 'CUSTOM_ASIC', 'Package_QFP:LQFP-64_10x10mm_P0.5mm', 'QZX-88172-NOSUCH', '', 'unknown'),
  line('SW1', 'SW_Push', 'Button_Switch_SMD:SW_Push_1P1T_NO_6x6mm', 'ZZPB-6X6-ACME9', '', 'unknown'),
  line('BT1', 'CR2032', 'Battery:BatteryHolder_Keystone_3034_1x20mm', 'XJQ-HOLDER-77Q', '', 'unknown'),
  // Fitted in another variant of the board only.
  line('U31', 'PIC16F877A', 'Package_DIP:DIP-40_W15.24mm', 'PIC16F877A-I/P', 'Microchip', 'dnp', 'DNP'),
];

/** The column titles, as KiCad writes them (plus the Assembly column readExcel cannot guess). */
export const BOM_HEADER = ['Reference', 'Value', 'Footprint', 'Qty', 'MPN', 'Manufacturer', 'Assembly'];

const csvCell = (cell: string) => (/[",\n\r]/.test(cell) || cell !== cell.trim() ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The BOM as a CSV file's text, lines ending in CRLF as spreadsheet exports write them. */
export function bomCsv(lines: readonly BomSheetLine[] = BOM_LINES): string {
  const rows = [BOM_HEADER, ...lines.map((entry) => [entry.reference, entry.value, entry.footprint, String(entry.qty), entry.mpn, entry.manufacturer, entry.assembly ?? ''])];
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** How many lines of the sheet the catalog should answer each way. */
export function expectedCounts(lines: readonly BomSheetLine[] = BOM_LINES): Record<Expected, number> {
  const counts: Record<Expected, number> = { exact: 0, packaging: 0, loose: 0, unknown: 0, dnp: 0 };
  for (const entry of lines) counts[entry.expected] += 1;
  return counts;
}

/** The line number (1-based, in sheet order) of the line whose part number is `mpn`, as the page numbers lines. */
export function lineNumberOf(mpn: string): number {
  const index = BOM_LINES.findIndex((entry) => entry.mpn === mpn);
  if (index < 0) throw new Error(`no line ${mpn} in the BOM sheet`);
  return index + 1;
}

/** Lines whose quantity is not the number of their references. */
export const quantityDoubts = (lines: readonly BomSheetLine[] = BOM_LINES) => lines.filter((entry) => entry.expected !== 'dnp' && entry.qty !== entry.reference.split(',').length).length;
