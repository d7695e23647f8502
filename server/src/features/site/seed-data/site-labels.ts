import type { siteLabels } from '../../../platform/db/schema/index.ts';

/** Part numbers buyers search for most, shown under the search box. */
const hotKeywords = ['STM32F103C8T6', 'ESP32-WROOM-32E', 'LM358DR', 'ATMEGA328P-AU', 'GRM188R71H104KA93D', 'TPS54331DR', 'AMS1117-3.3', 'CH340G', 'NE555DR', 'RP2040'];

/** Entries of the keywords index page, grouped there by initial. */
const indexKeywords = [
  '1N4148W-7-F', '2N7002', '74HC595D', 'AD8606ARZ', 'ADS1115IDGSR', 'AO3400A', 'AT24C02C-SSHM-T', 'ATSAMD21G18A-AU', 'BAT54S', 'BSS138',
  'CC0603KRX7R9BB104', 'CL10A106KP8NNNC', 'DRV8825PWPR', 'ESP32-C3-MINI-1', 'FT232RL', 'GD32F103C8T6', 'GRM188R71H104KA93D', 'INA219AIDCNR',
  'IRF540NPBF', 'IRLML6402TRPBF', 'LM2596S-5.0', 'LM317T', 'LM7805CT', 'LMV358IDR', 'LP2985-33DBVR', 'MAX232ESE', 'MAX3232ESE', 'MCP2515-I/SO',
  'MP1584EN-LF-Z', 'NRF52832-QFAA', 'PIC18F4550-I/PT', 'RC0603FR-0710KL', 'SI2302CDS', 'SN65HVD230DR', 'SS34', 'STM32F407VGT6', 'STM32G030F6P6',
  'TL431AIDBZR', 'TPS63020DSJR', 'ULN2003ADR', 'W25Q128JVSIQ', 'XC6206P332MR',
];

export const siteLabelSeed: Array<typeof siteLabels.$inferInsert> = [
  ...hotKeywords.map((name, index) => ({ id: 41 + index, name, type: 1, sort: index + 1 })),
  ...indexKeywords.map((name, index) => ({ id: 301 + index, name, type: 2, sort: index + 1 })),
];
