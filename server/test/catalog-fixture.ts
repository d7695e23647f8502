import { seedHomeContent } from '../src/features/catalog/index.ts';
import type { Database } from '../src/platform/db/open.ts';
import {
  categories,
  categoryParameters,
  currencies,
  goods,
  manufacturers,
  newsArticles,
  newsArticleTags,
  newsTags,
  siteConfigs,
  skus,
  suppliers,
  type UsdPriceBreak,
} from '../src/platform/db/schema/index.ts';
import type { LocalizedText } from '../src/platform/db/schema/localized.ts';
import { SeedRandom } from '../src/platform/seed-random.ts';

/** The fixed clock of catalog tests. */
export const FIXTURE_NOW = new Date('2026-11-22T10:00:00Z');

const names = (en: string, de: string, zh: string): LocalizedText => ({ en, de, zh, fr: en, jp: zh, ru: en, ko: en });

/** Part ids by part number, for readable assertions. */
export const part = {
  stm32f103c8t6: 1,
  stm32f103rct6: 2,
  stm32f030f4p6: 3,
  gd32f103c8t6: 4,
  pic18f4550: 5,
  lm358dr: 6,
  lm358p: 7,
  grm188r71h104: 8,
  c0603c104k5ractu: 9,
  grm155r71c104: 10,
  grm188r61e106: 11,
  stm32f103c8t7: 12,
  hc595: 13,
  hc595d: 14,
  hc595pw: 15,
  sn74hc595n: 16,
  hc594d: 17,
  lm2596s50: 18,
} as const;

interface PartSeed {
  id: number;
  partNumber: string;
  manufacturerId: number;
  categoryId: number;
  package: string;
  description: string;
  parameters: Record<string, string>;
  popularity: number;
  offers: Array<{ supplierId: number; stock: number; moq: number; increment: number; leadTimeDays: number; breaks: UsdPriceBreak[] }>;
  datasheetUrl?: string;
}

const parts: PartSeed[] = [
  {
    id: part.stm32f103c8t6,
    partNumber: 'STM32F103C8T6',
    manufacturerId: 1,
    categoryId: 1103,
    package: 'LQFP-48',
    description: 'ARM Cortex-M3 MCU, 64KB Flash, 20KB RAM, 72MHz, 2.0-3.6V',
    parameters: { core: 'Cortex-M3', flash_size: '64KB' },
    popularity: 900,
    datasheetUrl: 'https://www.st.com/resource/en/datasheet/stm32f103c8.pdf',
    offers: [
      { supplierId: 1, stock: 48200, moq: 1, increment: 1, leadTimeDays: 2, breaks: [{ num: 1, price: 2.35 }, { num: 100, price: 2.1 }, { num: 1000, price: 1.95 }] },
      { supplierId: 2, stock: 0, moq: 10, increment: 10, leadTimeDays: 20, breaks: [{ num: 10, price: 2.2 }] },
      { supplierId: 3, stock: 5000, moq: 250, increment: 250, leadTimeDays: 5, breaks: [{ num: 250, price: 2.05 }, { num: 2500, price: 1.8 }] },
    ],
  },
  { id: part.stm32f103rct6, partNumber: 'STM32F103RCT6', manufacturerId: 1, categoryId: 1103, package: 'LQFP-64', description: 'ARM Cortex-M3 MCU, 256KB Flash, 48KB RAM, 72MHz', parameters: { core: 'Cortex-M3', flash_size: '256KB' }, popularity: 500, offers: [{ supplierId: 1, stock: 3200, moq: 1, increment: 1, leadTimeDays: 2, breaks: [{ num: 1, price: 4.9 }] }] },
  { id: part.stm32f030f4p6, partNumber: 'STM32F030F4P6', manufacturerId: 1, categoryId: 1103, package: 'TSSOP-20', description: 'ARM Cortex-M0 MCU, 16KB Flash, 4KB RAM, 48MHz', parameters: { core: 'Cortex-M0', flash_size: '16KB' }, popularity: 700, offers: [{ supplierId: 2, stock: 96500, moq: 1, increment: 1, leadTimeDays: 2, breaks: [{ num: 1, price: 0.58 }] }] },
  { id: part.gd32f103c8t6, partNumber: 'GD32F103C8T6', manufacturerId: 5, categoryId: 1103, package: 'LQFP-48', description: 'ARM Cortex-M3 MCU, 64KB Flash, 20KB RAM, 108MHz', parameters: { core: 'Cortex-M3', flash_size: '64KB' }, popularity: 400, offers: [{ supplierId: 3, stock: 126000, moq: 10, increment: 10, leadTimeDays: 3, breaks: [{ num: 10, price: 1.42 }] }] },
  { id: part.pic18f4550, partNumber: 'PIC18F4550-I/PT', manufacturerId: 2, categoryId: 1102, package: 'TQFP-44', description: '8-bit PIC MCU, 32KB Flash, USB 2.0 full speed', parameters: { core: 'PIC18', flash_size: '32KB' }, popularity: 300, offers: [{ supplierId: 1, stock: 1800, moq: 1, increment: 1, leadTimeDays: 4, breaks: [{ num: 1, price: 6.12 }] }] },
  { id: part.lm358dr, partNumber: 'LM358DR', manufacturerId: 3, categoryId: 1301, package: 'SOIC-8', description: 'Dual operational amplifier, 3V to 32V, 700kHz, SOIC-8', parameters: { channels: '2' }, popularity: 800, offers: [{ supplierId: 2, stock: 187500, moq: 10, increment: 10, leadTimeDays: 1, breaks: [{ num: 10, price: 0.214 }] }] },
  { id: part.lm358p, partNumber: 'LM358P', manufacturerId: 3, categoryId: 1301, package: 'PDIP-8', description: 'Dual operational amplifier, 3V to 32V, 700kHz, PDIP-8', parameters: { channels: '2' }, popularity: 200, offers: [{ supplierId: 1, stock: 0, moq: 1, increment: 1, leadTimeDays: 0, breaks: [{ num: 1, price: 0.39 }] }] },
  { id: part.grm188r71h104, partNumber: 'GRM188R71H104KA93D', manufacturerId: 4, categoryId: 2101, package: '0603', description: 'MLCC 100nF ±10% 50V X7R 0603', parameters: { capacitance: '100nF', voltage_rating: '50V', dielectric: 'X7R' }, popularity: 950, offers: [{ supplierId: 3, stock: 2000000, moq: 4000, increment: 4000, leadTimeDays: 1, breaks: [{ num: 4000, price: 0.0038 }, { num: 20000, price: 0.0034 }] }] },
  { id: part.c0603c104k5ractu, partNumber: 'C0603C104K5RACTU', manufacturerId: 6, categoryId: 2101, package: '0603', description: 'MLCC 100nF ±10% 50V X7R 0603', parameters: { capacitance: '100nF', voltage_rating: '50V', dielectric: 'X7R' }, popularity: 600, offers: [{ supplierId: 2, stock: 920000, moq: 4000, increment: 4000, leadTimeDays: 3, breaks: [{ num: 4000, price: 0.0052 }] }] },
  { id: part.grm155r71c104, partNumber: 'GRM155R71C104KA88D', manufacturerId: 4, categoryId: 2101, package: '0402', description: 'MLCC 100nF ±10% 16V X7R 0402', parameters: { capacitance: '100nF', voltage_rating: '16V', dielectric: 'X7R' }, popularity: 650, offers: [{ supplierId: 1, stock: 5600000, moq: 10000, increment: 10000, leadTimeDays: 1, breaks: [{ num: 10000, price: 0.0019 }] }] },
  { id: part.grm188r61e106, partNumber: 'GRM188R61E106KA73D', manufacturerId: 4, categoryId: 2101, package: '0603', description: 'MLCC 10µF ±10% 25V X5R 0603', parameters: { capacitance: '10µF', voltage_rating: '25V', dielectric: 'X5R' }, popularity: 100, offers: [{ supplierId: 1, stock: 0, moq: 4000, increment: 4000, leadTimeDays: 12, breaks: [{ num: 4000, price: 0.021 }] }] },
  { id: part.stm32f103c8t7, partNumber: 'STM32F103C8T7', manufacturerId: 1, categoryId: 1103, package: 'LQFP-48', description: 'ARM Cortex-M3 MCU, 64KB Flash, 20KB RAM, 72MHz, -40 to 105°C', parameters: { core: 'Cortex-M3', flash_size: '64KB' }, popularity: 150, offers: [{ supplierId: 2, stock: 700, moq: 1, increment: 1, leadTimeDays: 6, breaks: [{ num: 1, price: 3.1 }] }] },
  { id: part.hc595, partNumber: '74HC595', manufacturerId: 7, categoryId: 1502, package: 'SOP-16', description: '8-bit shift register with output latches', parameters: { logic_family: 'HC' }, popularity: 50, offers: [{ supplierId: 3, stock: 40000, moq: 50, increment: 50, leadTimeDays: 2, breaks: [{ num: 50, price: 0.041 }] }] },
  { id: part.hc595d, partNumber: '74HC595D,118', manufacturerId: 8, categoryId: 1502, package: 'SO-16', description: '8-bit serial-in, serial or parallel-out shift register, 3-state', parameters: { logic_family: 'HC' }, popularity: 450, offers: [{ supplierId: 1, stock: 25000, moq: 2500, increment: 2500, leadTimeDays: 2, breaks: [{ num: 2500, price: 0.098 }] }] },
  { id: part.hc595pw, partNumber: '74HC595PW,118', manufacturerId: 8, categoryId: 1502, package: 'TSSOP-16', description: '8-bit serial-in, serial or parallel-out shift register, 3-state', parameters: { logic_family: 'HC' }, popularity: 120, offers: [{ supplierId: 1, stock: 10000, moq: 2500, increment: 2500, leadTimeDays: 2, breaks: [{ num: 2500, price: 0.11 }] }] },
  { id: part.sn74hc595n, partNumber: 'SN74HC595N', manufacturerId: 3, categoryId: 1502, package: 'PDIP-16', description: '8-bit shift registers with 3-state output registers', parameters: { logic_family: 'HC' }, popularity: 700, offers: [{ supplierId: 2, stock: 8000, moq: 1, increment: 1, leadTimeDays: 2, breaks: [{ num: 1, price: 0.52 }] }] },
  { id: part.hc594d, partNumber: '74HC594D,118', manufacturerId: 8, categoryId: 1502, package: 'SO-16', description: '8-bit shift register with output register', parameters: { logic_family: 'HC' }, popularity: 90, offers: [{ supplierId: 3, stock: 2500, moq: 2500, increment: 2500, leadTimeDays: 4, breaks: [{ num: 2500, price: 0.13 }] }] },
  { id: part.lm2596s50, partNumber: 'LM2596S-5.0/NOPB', manufacturerId: 3, categoryId: 1601, package: 'TO-263-5', description: 'SIMPLE SWITCHER 4.5V-40V input, 5V 3A step-down regulator, 150kHz', parameters: { output_voltage: '5V' }, popularity: 350, offers: [{ supplierId: 3, stock: 9800, moq: 1, increment: 1, leadTimeDays: 3, breaks: [{ num: 1, price: 3.12 }] }] },
];

/** A small real catalog: three top categories, seven manufacturers, eighteen real parts, offers, news, then the home content. */
export async function fillCatalogFixture(db: Database): Promise<void> {
  await db.insert(currencies).values([
    { code: 'USD', symbol: '$', state: 1, ratePerUsd: 1, unitDecimals: 5, totalDecimals: 2, sort: 1 },
    { code: 'EUR', symbol: '€', state: 1, ratePerUsd: 0.92, unitDecimals: 5, totalDecimals: 2, sort: 2 },
    { code: 'JPY', symbol: '¥', state: 1, ratePerUsd: 150.5, unitDecimals: 2, totalDecimals: 0, sort: 3 },
    { code: 'CNY', symbol: '¥', state: 1, ratePerUsd: 7.2, unitDecimals: 5, totalDecimals: 2, sort: 4 },
  ]);
  await db.insert(categories).values([
    { id: 1, parentId: null, level: 1, slug: 'integrated-circuits', names: names('Integrated Circuits', 'Integrierte Schaltungen', '集成电路'), icon: '/images/categories/integrated-circuits.svg', sort: 1 },
    { id: 11, parentId: 1, level: 2, slug: 'microcontrollers', names: names('Microcontrollers', 'Mikrocontroller', '微控制器'), icon: '/images/categories/microcontrollers.svg', sort: 1 },
    { id: 1103, parentId: 11, level: 3, slug: 'arm-cortex-m', names: names('ARM Cortex-M', 'ARM Cortex-M', 'ARM Cortex-M 单片机'), icon: '/images/categories/arm-cortex-m.svg', sort: 1 },
    { id: 1102, parentId: 11, level: 3, slug: 'pic', names: names('PIC', 'PIC', 'PIC 单片机'), icon: '/images/categories/pic.svg', sort: 2 },
    { id: 13, parentId: 1, level: 2, slug: 'amplifiers', names: names('Amplifiers', 'Verstärker', '放大器'), icon: '/images/categories/amplifiers.svg', sort: 2 },
    { id: 1301, parentId: 13, level: 3, slug: 'op-amps', names: names('Op-amps', 'Operationsverstärker', '运算放大器'), icon: '/images/categories/op-amps.svg', sort: 1 },
    { id: 15, parentId: 1, level: 2, slug: 'logic', names: names('Logic', 'Logik', '逻辑芯片'), icon: '/images/categories/logic.svg', sort: 3 },
    { id: 1502, parentId: 15, level: 3, slug: 'shift-registers-flip-flops', names: names('Shift Registers & Flip-Flops', 'Schieberegister und Flipflops', '移位寄存器与触发器'), icon: '/images/categories/shift-registers-flip-flops.svg', sort: 1 },
    { id: 16, parentId: 1, level: 2, slug: 'power-management', names: names('Power Management', 'Stromversorgung', '电源管理'), icon: '/images/categories/power-management.svg', sort: 4 },
    { id: 1601, parentId: 16, level: 3, slug: 'dc-dc-converters', names: names('DC-DC Converters', 'DC/DC-Wandler', 'DC-DC 转换器'), icon: '/images/categories/dc-dc-converters.svg', sort: 1 },
    { id: 2, parentId: null, level: 1, slug: 'passives', names: names('Passive Components', 'Passive Bauelemente', '无源元件'), icon: '/images/categories/passives.svg', sort: 2 },
    { id: 21, parentId: 2, level: 2, slug: 'capacitors', names: names('Capacitors', 'Kondensatoren', '电容器'), icon: '/images/categories/capacitors.svg', sort: 1 },
    { id: 2101, parentId: 21, level: 3, slug: 'mlcc', names: names('MLCC', 'MLCC (Vielschicht-Keramikkondensatoren)', '贴片陶瓷电容 (MLCC)'), icon: '/images/categories/mlcc.svg', sort: 1 },
    { id: 7, parentId: null, level: 1, slug: 'rf-wireless', names: names('RF & Wireless', 'HF und Funk', '射频与无线'), icon: '/images/categories/rf-wireless.svg', sort: 3 },
  ]);
  await db.insert(categoryParameters).values([
    { id: 301, categoryId: 2101, key: 'capacitance', names: names('Capacitance', 'Kapazität', '容值'), unit: 'F', sort: 1 },
    { id: 302, categoryId: 2101, key: 'voltage_rating', names: names('Voltage - Rated', 'Nennspannung', '额定电压'), unit: 'V', sort: 2 },
    { id: 304, categoryId: 2101, key: 'dielectric', names: names('Dielectric', 'Dielektrikum', '介质'), unit: null, sort: 3 },
    { id: 101, categoryId: 1103, key: 'core', names: names('Core', 'Kern', '内核'), unit: null, sort: 1 },
    { id: 102, categoryId: 1103, key: 'flash_size', names: names('Flash Size', 'Flash-Größe', '闪存容量'), unit: 'B', sort: 2 },
    { id: 111, categoryId: 1102, key: 'core', names: names('Core', 'Kern', '内核'), unit: null, sort: 1 },
    { id: 112, categoryId: 1102, key: 'flash_size', names: names('Flash Size', 'Flash-Größe', '闪存容量'), unit: 'B', sort: 2 },
    { id: 410, categoryId: 1301, key: 'channels', names: names('Number of Circuits', 'Anzahl der Schaltungen', '电路数'), unit: null, sort: 1 },
  ]);
  const profile = (en: string): LocalizedText => ({ en, de: `${en} (de)`, zh: `${en}（中文）` });
  await db.insert(manufacturers).values([
    { id: 1, name: 'STMicroelectronics', slug: 'stmicroelectronics', logo: '/images/manufacturers/stmicroelectronics.svg', website: 'https://www.st.com', country: 'CH', foundedYear: 1987, description: profile('STMicroelectronics makes STM32 microcontrollers.') },
    { id: 2, name: 'Microchip Technology', slug: 'microchip', logo: '/images/manufacturers/microchip.svg', website: 'https://www.microchip.com', country: 'US', foundedYear: 1987, description: profile('Microchip makes PIC and AVR microcontrollers.') },
    { id: 3, name: 'Texas Instruments', slug: 'texas-instruments', logo: '/images/manufacturers/texas-instruments.svg', website: 'https://www.ti.com', country: 'US', foundedYear: 1951, description: profile('Texas Instruments makes analog and embedded chips.') },
    { id: 4, name: 'Murata', slug: 'murata', logo: '/images/manufacturers/murata.svg', website: 'https://www.murata.com', country: 'JP', foundedYear: 1944, description: profile('Murata makes ceramic capacitors.') },
    { id: 5, name: 'GigaDevice', slug: 'gigadevice', logo: '/images/manufacturers/gigadevice.svg', website: 'https://www.gigadevice.com', country: 'CN', foundedYear: 2005, description: profile('GigaDevice makes GD32 microcontrollers and flash.') },
    { id: 6, name: 'KEMET', slug: 'kemet', logo: '/images/manufacturers/kemet.svg', website: 'https://www.kemet.com', country: 'US', foundedYear: 1919, description: profile('KEMET makes capacitors.') },
    { id: 7, name: 'UMW', slug: 'umw', logo: '/images/manufacturers/umw.svg', website: 'https://www.umw-ic.com', country: 'CN', foundedYear: null, description: profile('UMW makes standard logic and analog parts.') },
    { id: 8, name: 'Nexperia', slug: 'nexperia', logo: '/images/manufacturers/nexperia.svg', website: 'https://www.nexperia.com', country: 'NL', foundedYear: 2017, description: profile('Nexperia makes discretes and logic.') },
  ]);
  await db.insert(suppliers).values([
    { id: 1, name: 'Shenzhen Hengxin Electronics', code: 'HX-SZ', country: 'CN' },
    { id: 2, name: 'Arrowtech Components Ltd.', code: 'ARW-HK', country: 'HK' },
    { id: 3, name: 'Rhein Elektronik Distribution GmbH', code: 'RED-DE', country: 'DE' },
  ]);
  let skuId = 1;
  for (const seed of parts) {
    const priced = seed.offers.map((offer) => offer.breaks[0]!.price);
    await db.insert(goods).values({
      id: seed.id,
      partNumber: seed.partNumber,
      manufacturerId: seed.manufacturerId,
      categoryId: seed.categoryId,
      package: seed.package,
      description: seed.description,
      parameters: seed.parameters,
      datasheetUrl: seed.datasheetUrl ?? null,
      image: `/images/goods/${seed.id}.svg`,
      lifecycle: seed.id === part.lm358p ? 1 : 0,
      rohs: 0,
      msl: seed.id === part.stm32f103c8t6 ? '3' : null,
      eccn: 'EAR99',
      htsCode: '8542.31.0001',
      popularity: seed.popularity,
      stock: seed.offers.reduce((sum, offer) => sum + offer.stock, 0),
      moq: Math.min(...seed.offers.map((offer) => offer.moq)),
      increment: seed.offers.reduce((best, offer) => (offer.moq < best.moq ? offer : best)).increment,
      leadTimeDays: Math.min(...seed.offers.map((offer) => offer.leadTimeDays)),
      minPriceUsd: Math.min(...priced),
      updatedAt: new Date('2026-11-20T08:00:00Z'),
    });
    await db.insert(skus).values(
      seed.offers.map((offer) => ({
        id: skuId++,
        goodsId: seed.id,
        supplierId: offer.supplierId,
        stock: offer.stock,
        moq: offer.moq,
        increment: offer.increment,
        leadTimeDays: offer.leadTimeDays,
        dateCode: '2544',
        packaging: 'Tape & Reel (TR)',
        priceBreaks: offer.breaks,
        updatedAt: new Date('2026-11-21T08:00:00Z'),
      })),
    );
  }
  await db.insert(siteConfigs).values(siteConfigRow('GTM-5K8QZ2M', 'G-7XH3P1Q9LD'));
  await db.insert(newsTags).values([{ id: 1, names: names('Microcontrollers', 'Mikrocontroller', '微控制器') }]);
  const article = (id: number, title: string, related: number[], publishTime: Date | null) => ({
    id,
    title: names(title, `${title} (de)`, `${title}（中文）`),
    summary: names(`Summary of ${title}`, `Zusammenfassung: ${title}`, `${title} 摘要`),
    content: names('<p>Text</p>', '<p>Text</p>', '<p>正文</p>'),
    seo: { en: { title, keyword: '', description: '' } },
    coverImage: `/images/news/${id}.svg`,
    author: 'Chipmart Editorial',
    relatedGoodsIds: related,
    publishTime,
  });
  await db.insert(newsArticles).values([
    article(1, 'STM32F103C8T6 or GD32F103C8T6: a drop-in comparison', [part.stm32f103c8t6, part.gd32f103c8t6], new Date('2026-10-01T08:00:00Z')),
    article(2, 'Picking a Cortex-M0 for cost-sensitive designs', [part.stm32f030f4p6], new Date('2026-11-01T08:00:00Z')),
    article(3, 'How STMicroelectronics allocates wafers in 2026', [], new Date('2026-09-01T08:00:00Z')),
    article(4, 'MLCC lead times are back to normal', [part.grm188r71h104], new Date('2026-08-01T08:00:00Z')),
    article(5, 'Draft: STM32F103 errata explained', [part.stm32f103c8t6], null),
  ]);
  await db.insert(newsArticleTags).values([{ newsId: 1, tagId: 1 }]);
  await seedHomeContent(db, new SeedRandom(7), FIXTURE_NOW);
}

function siteConfigRow(tagManagerId: string, measurementId: string): typeof siteConfigs.$inferInsert {
  return {
    webKey: 'default',
    logoHead: '/images/logo.svg',
    logoFoot: '/images/logo-foot.svg',
    logoAdmin: '/images/logo-admin.svg',
    websiteHome: 'https://www.chipmart.example',
    websiteAdmin: 'https://admin.chipmart.example',
    contactTel: '+1 408 555 0100',
    contactEmail: 'sales@chipmart.example',
    contactWhatsApp: '+14085550100',
    contactSkype: 'chipmart.sales',
    contactWeChatImg: '/images/wechat.png',
    socializeFacebook: '',
    socializeTwitter: '',
    socializeInstagram: '',
    socializeLinkedin: '',
    socializeYoutube: '',
    trustpilotTemplateId: '',
    trustpilotBusinessunitId: '',
    companyName: 'Chipmart Ltd.',
    companyAddress: '1 Market Street, San Jose, CA',
    googleMeasurementId: measurementId,
    googleTagmanagerId: tagManagerId,
    seo: { en: { title: 'Chipmart', keyword: 'chips', description: 'Electronic components' } },
  };
}
