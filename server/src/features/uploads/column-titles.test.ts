import { describe, expect, it } from 'vitest';
import { suggestedFieldOf, suggestedFieldsOf } from './column-titles.ts';

describe('column titles of the usual BOM exports', () => {
  it('maps a KiCad 8 BOM, leaving the datasheet and library columns alone', () => {
    expect(suggestedFieldsOf(['Reference', 'Value', 'Datasheet', 'Footprint', 'Qty', 'DNP', 'LibPart', 'Manufacturer_Part_Number'])).toEqual([
      'reference_designators',
      'value',
      null,
      'package',
      'quantity',
      'dnp',
      null,
      'part_number',
    ]);
    expect(suggestedFieldOf('Reference(s)')).toBe('reference_designators');
    expect(suggestedFieldOf('Quantity')).toBe('quantity');
    expect(suggestedFieldOf('MPN')).toBe('part_number');
  });

  it("maps an Altium BOM: Comment is the value, the numbered manufacturer columns are the first supplier's", () => {
    expect(suggestedFieldsOf(['Comment', 'Description', 'Designator', 'Footprint', 'LibRef', 'Quantity', 'Manufacturer 1', 'Manufacturer Part Number 1'])).toEqual([
      'value',
      'description',
      'reference_designators',
      'package',
      null,
      'quantity',
      'manufacturer',
      'part_number',
    ]);
  });

  it("maps an Eagle BOM: with an MPN column, Eagle's Part column holds the designators", () => {
    expect(suggestedFieldsOf(['Part', 'Value', 'Device', 'Package', 'Description', 'MF', 'MPN'])).toEqual([
      'reference_designators',
      'value',
      null,
      'package',
      'description',
      'manufacturer',
      'part_number',
    ]);
    // A home-made list's bare "Part" column is still its part number.
    expect(suggestedFieldsOf(['Part', 'Qty', 'RefDes'])).toEqual(['part_number', 'quantity', 'reference_designators']);
    // Eagle's Part next to another designator column stays unmapped.
    expect(suggestedFieldsOf(['Parts', 'Designator', 'MPN'])).toEqual([null, 'reference_designators', 'part_number']);
  });

  it("maps JLCPCB's template without taking the LCSC code for a manufacturer part number", () => {
    expect(suggestedFieldsOf(['Comment', 'Designator', 'Footprint', 'LCSC Part #'])).toEqual(['value', 'reference_designators', 'package', null]);
  });

  it('maps Mouser and DigiKey columns, leaving the distributor and customer codes alone', () => {
    expect(suggestedFieldsOf(['Mouser #', 'Mfr. Part #', 'Mfr.', 'Customer Reference', 'Description', 'Order Qty.', 'Price (USD)'])).toEqual([
      null,
      'part_number',
      'manufacturer',
      null,
      'description',
      'quantity',
      'target_price',
    ]);
    expect(suggestedFieldsOf(['Digi-Key Part Number', 'Manufacturer Part Number', 'Manufacturer', 'Quantity'])).toEqual([null, 'part_number', 'manufacturer', 'quantity']);
    expect(suggestedFieldOf('Mfr. No')).toBe('part_number');
    expect(suggestedFieldOf('Mfg Part Number')).toBe('part_number');
    expect(suggestedFieldOf('Manufacturer Part')).toBe('part_number');
    expect(suggestedFieldOf('Manufacturer P/N')).toBe('part_number');
  });

  it('maps only columns that plainly mark do-not-place parts, never their opposite', () => {
    for (const title of ['DNP', 'DNF', 'Do not populate', 'Do Not Place', 'Not fitted', '不贴', '不焊', 'Nicht bestücken', 'Non monté', '未実装', 'Не устанавливать', '미실장']) {
      expect([title, suggestedFieldOf(title)]).toEqual([title, 'dnp']);
    }
    for (const title of ['Fitted', 'Populate', 'Mount', '贴片', 'Bestückt']) expect([title, suggestedFieldOf(title)]).toEqual([title, null]);
  });

  it('maps the value and the other fields in the shop languages', () => {
    const fields = (titles: string[]) => titles.map(suggestedFieldOf);
    expect(fields(['型号', '位号', '封装', '数量', '不贴', '标称值', '品牌'])).toEqual(['part_number', 'reference_designators', 'package', 'quantity', 'dnp', 'value', 'manufacturer']);
    expect(fields(['Wert', 'Valeur', '定数', 'Номинал', '값'])).toEqual(['value', 'value', 'value', 'value', 'value']);
    expect(fields(['Footprint', 'Gehäuse', 'Boîtier', 'パッケージ', 'Корпус', '패키지'])).toEqual(Array(6).fill('package'));
  });

  it('keeps the titles it read before', () => {
    const fields = (titles: string[]) => titles.map(suggestedFieldOf);
    expect(fields(['Part Number', 'Part #', 'Manufacturer', 'Qty/Board', 'Target Price (USD)', 'Description', 'Package', 'RefDes', '备注'])).toEqual([
      'part_number',
      'part_number',
      'manufacturer',
      'quantity',
      'target_price',
      'description',
      'package',
      'reference_designators',
      'description',
    ]);
  });
});
