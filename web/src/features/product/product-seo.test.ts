import type { CatalogGoodsDetail } from '@chipmart/generated/internal/model/index';
import { describe, expect, it } from 'vitest';
import { productJsonLd, productTitle } from './product-seo.ts';

const detail = {
  goods: {
    goods_id: 100001,
    part_number: 'STM32F103C8T6',
    brand_id: 1,
    brand_name: 'STMicroelectronics',
    package: 'LQFP-48',
    description: 'ARM Cortex-M3 MCU, 64KB Flash',
    icons: '/images/goods/100001.svg',
    goods_page_url: '/product-detail/100001',
    category_id: 1103,
    category_name: 'ARM Cortex-M',
    stock: 5416,
    moq: 1,
    increment: 1,
    lead_time_days: 2,
    unit_price: 1.187,
    currency_code: 'EUR',
    currency_symbol: '€',
    datasheet_url: null,
  },
  images: ['/images/goods/100001.svg'],
  offers: [
    { sku_id: 2, goods_id: 100001, supplier_id: 7, supplier_name: 'Akihabara Parts Co.', supplier_code: 'APC-JP', stock: 3000, moq: 1500, increment: 1500, lead_time_days: 5, date_code: '2441+', packaging: 'Tape & Reel (TR)', currency_code: 'EUR', currency_symbol: '€', price_range: [{ num: 1500, price: 1.09 }] },
    { sku_id: 3, goods_id: 100001, supplier_id: 5, supplier_name: 'Hanseatic', supplier_code: 'HES-DE', stock: 0, moq: 1, increment: 1, lead_time_days: 3, date_code: '2603+', packaging: 'Tray', currency_code: 'EUR', currency_symbol: '€', price_range: [{ num: 1, price: 2.2 }] },
  ],
} as unknown as CatalogGoodsDetail;

describe('product page head', () => {
  it('titles the page with part number and manufacturer', () => {
    expect(productTitle(detail)).toBe('STM32F103C8T6 STMicroelectronics');
  });

  it('describes the part as a schema.org Product with brand, mpn, sku, absolute images and one offer per supplier', () => {
    const ld = productJsonLd(detail, 'https://shop.example/product-detail/100001');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: 'STM32F103C8T6',
      mpn: 'STM32F103C8T6',
      sku: '100001',
      brand: { '@type': 'Brand', name: 'STMicroelectronics' },
      image: ['https://shop.example/images/goods/100001.svg'],
      description: 'ARM Cortex-M3 MCU, 64KB Flash',
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({ price: 1.09, priceCurrency: 'EUR', availability: 'https://schema.org/InStock', url: 'https://shop.example/product-detail/100001' }),
      expect.objectContaining({ price: 2.2, availability: 'https://schema.org/BackOrder' }),
    ]);
  });
});
