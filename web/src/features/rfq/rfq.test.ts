import { describe, expect, it } from 'vitest';
import { RFQ_STORAGE_KEY } from '@/platform/constants.ts';
import { addRfqItem } from './rfq-list.ts';
import { addToRfq, rfqStore } from './rfq-store.ts';

const stm = { part_number: 'STM32F103C8T6', manufacturer: 'STMicroelectronics', package: 'LQFP-48', date_code: '2430+' };

describe('RFQ list', () => {
  it('gives an item without quantity a quantity of 1', () => {
    expect(addRfqItem([], { part_number: 'LM358DR' })).toEqual([{ part_number: 'LM358DR', qty: 1 }]);
  });

  it('keeps one item for the same part number, manufacturer, package, date code and quantity', () => {
    const once = addRfqItem([], { ...stm, qty: 100 });
    expect(addRfqItem(once, { ...stm, qty: 100 })).toHaveLength(1);
  });

  it('keeps items apart when any of those differ', () => {
    const once = addRfqItem([], { ...stm, qty: 100 });
    expect(addRfqItem(once, { ...stm, qty: 250 })).toHaveLength(2);
    expect(addRfqItem(once, { ...stm, qty: 100, date_code: '2501+' })).toHaveLength(2);
  });

  it('is kept in localStorage under RFQLIST', () => {
    rfqStore.set([]);
    addToRfq({ part_number: 'GRM188R71H104KA93D', manufacturer: 'Murata' });
    expect(JSON.parse(localStorage.getItem(RFQ_STORAGE_KEY)!)).toEqual([{ part_number: 'GRM188R71H104KA93D', manufacturer: 'Murata', qty: 1 }]);
  });

  it('follows changes made in another tab', () => {
    rfqStore.set([]);
    const elsewhere = [{ part_number: 'LM358DR', qty: 5 }];
    localStorage.setItem(RFQ_STORAGE_KEY, JSON.stringify(elsewhere));
    window.dispatchEvent(new StorageEvent('storage', { key: RFQ_STORAGE_KEY }));
    expect(rfqStore.get()).toEqual(elsewhere);
  });
});
