import { expect, it } from 'vitest';
import { manufacturerAgrees } from './manufacturer-names.ts';

it('takes the ways BOMs write a maker as that maker', () => {
  for (const [written, catalog] of [
    ['TI', 'Texas Instruments'],
    ['Texas Instruments Inc.', 'Texas Instruments'],
    ['ST', 'STMicroelectronics'],
    ['STMicro', 'STMicroelectronics'],
    ['ON Semi', 'onsemi'],
    ['ON Semiconductor', 'onsemi'],
    ['Murata Electronics', 'Murata Manufacturing'],
    ['YAGEO', 'Yageo'],
    ['ADI', 'Analog Devices'],
    ['Linear Technology', 'Analog Devices'],
    ['Atmel', 'Microchip Technology'],
    ['Würth', 'Würth Elektronik'],
    ['Wurth Elektronik', 'Würth Elektronik'],
    ['Nexperia B.V.', 'Nexperia'],
  ]) expect([written, catalog, manufacturerAgrees(written!, catalog!)]).toEqual([written, catalog, true]);
});

it('says so when the BOM names another maker, and has no opinion when it names none', () => {
  expect(manufacturerAgrees('GigaDevice', 'STMicroelectronics')).toBe(false);
  expect(manufacturerAgrees('TI', 'Torex Semiconductor')).toBe(false);
  expect(manufacturerAgrees('ST', 'Silicon Labs')).toBe(false);
  expect(manufacturerAgrees('Vishay', 'Yageo')).toBe(false);
  expect(manufacturerAgrees('', 'Yageo')).toBeNull();
  expect(manufacturerAgrees('  ', 'Yageo')).toBeNull();
});
