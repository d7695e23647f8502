import type { LocalizedText } from '../../../platform/db/schema/localized.ts';
import type { LocalizedSeo } from '../../../platform/db/schema/site.ts';
import { NEWS_TAG } from './news-tags.ts';

/** A news article as the editors wrote it, in English and Chinese; other languages fall back to English. */
export interface NewsArticleSeed {
  id: number;
  title: LocalizedText;
  summary: LocalizedText;
  content: LocalizedText;
  seo: LocalizedSeo;
  author: string;
  tagIds: number[];
  /** Part numbers the article mentions; linked to the catalog's goods when they exist there. */
  partNumbers: string[];
  /** Null for a draft. */
  published: string | null;
  updated: string;
  views: number;
}

export const newsArticleSeed: NewsArticleSeed[] = [
  {
    id: 301,
    published: '2026-03-04T08:00:00Z',
    updated: '2026-03-04T08:00:00Z',
    author: 'Daniel Ortiz',
    views: 2210,
    tagIds: [NEWS_TAG.microcontrollers],
    partNumbers: ['ATMEGA328P-AU'],
    title: { en: 'ATmega328P-AU or ATmega328PB? What changes on your board', zh: 'ATmega328P-AU 还是 ATmega328PB？换料前要检查什么' },
    summary: {
      en: 'The PB variant adds a second UART, SPI and I2C, but it is not a drop-in part. Here is what to check before switching.',
      zh: 'PB 版本增加了第二路 UART、SPI 和 I2C，但并不能直接替换。换料前请检查以下几点。',
    },
    content: {
      en: '<p>When ATmega328P-AU stock runs thin, the ATmega328PB looks like the obvious substitute: same AVR core, same 32 KB flash, same TQFP-32 package. It is close, but not identical.</p><h2>Pins that changed</h2><p>On the 328P, pins 3 and 21 are GND and pin 6 is VCC. On the 328PB, pins 3 and 6 become PE0 and PE1 (GPIO, and the second I2C bus), and pin 21 stays GND. A board that ties pins 3 and 6 to the supply rails will short the new I/O unless the firmware leaves them as inputs.</p><h2>Firmware</h2><p>The 328PB has a different device signature, so the Arduino bootloader and avrdude need the PB definition. Timer and USART register names gain numbered suffixes (UCSR0A stays, UCSR1A is new).</p><h2>Our advice</h2><p>For an existing design, order the 328P-AU from stock and plan the PB for the next board revision.</p>',
      zh: '<p>ATmega328P-AU 缺货时，ATmega328PB 看起来是顺理成章的替代：同样的 AVR 内核、32 KB 闪存和 TQFP-32 封装。它们很接近，但并不相同。</p><h2>引脚变化</h2><p>328P 的第 3、21 脚为 GND，第 6 脚为 VCC。328PB 的第 3、6 脚变为 PE0 和 PE1（GPIO 以及第二路 I2C），第 21 脚仍为 GND。如果板子把第 3、6 脚直接接到电源，除非固件把它们保持为输入，否则会造成短路。</p><h2>固件</h2><p>328PB 的器件签名不同，Arduino 引导程序和 avrdude 需要使用 PB 的定义。定时器和串口寄存器名称增加了编号后缀（UCSR0A 保留，新增 UCSR1A）。</p><h2>建议</h2><p>现有设计请继续采购 328P-AU 现货，在下一版电路板中再改用 PB。</p>',
    },
    seo: {
      en: { title: 'ATmega328P-AU vs ATmega328PB: pin and firmware differences | Chipmart News', keyword: 'ATmega328P-AU, ATmega328PB, AVR, pin compatible', description: 'What changes between the ATmega328P and the ATmega328PB: pins 3 and 6, device signature and registers.' },
      zh: { title: 'ATmega328P-AU 与 ATmega328PB 的引脚和固件差异 | 芯集资讯', keyword: 'ATmega328P-AU, ATmega328PB, AVR, 引脚兼容', description: 'ATmega328P 与 ATmega328PB 的区别：第 3、6 脚、器件签名和寄存器。' },
    },
  },
  {
    id: 302,
    published: '2026-03-26T07:30:00Z',
    updated: '2026-03-27T02:10:00Z',
    author: 'Mei Lin',
    views: 3105,
    tagIds: [NEWS_TAG.passives, NEWS_TAG.designNotes],
    partNumbers: ['GRM188R71H104KA93D'],
    title: { en: 'How to read an MLCC part number', zh: '如何读懂贴片电容型号' },
    summary: {
      en: 'GRM188R71H104KA93D tells you size, dielectric, voltage, capacitance and tolerance once you know where to look. A field-by-field guide for Murata, Samsung and Yageo.',
      zh: '知道看哪里，GRM188R71H104KA93D 就能告诉你尺寸、介质、电压、容值和精度。逐段讲解村田、三星和国巨的命名规则。',
    },
    content: {
      en: '<p>Take the Murata <strong>GRM188R71H104KA93D</strong>, one of the most ordered capacitors on Chipmart.</p><table><tr><th>Field</th><th>Code</th><th>Meaning</th></tr><tr><td>Series</td><td>GRM</td><td>General-purpose MLCC</td></tr><tr><td>Size</td><td>18</td><td>0603 (1.6 x 0.8 mm)</td></tr><tr><td>Height</td><td>8</td><td>0.8 mm</td></tr><tr><td>Dielectric</td><td>R7</td><td>X7R</td></tr><tr><td>Voltage</td><td>1H</td><td>50 V</td></tr><tr><td>Capacitance</td><td>104</td><td>10 x 10^4 pF = 100 nF</td></tr><tr><td>Tolerance</td><td>K</td><td>±10%</td></tr><tr><td>Packaging</td><td>D</td><td>180 mm paper tape reel</td></tr></table><p>Samsung (CL10B104KB8NNNC) and Yageo (CC0603KRX7R9BB104) encode the same facts in a different order. When you cross-reference, match size, dielectric, voltage and tolerance; never match on capacitance alone.</p>',
      zh: '<p>以芯集上采购量最大的电容之一，村田 <strong>GRM188R71H104KA93D</strong> 为例。</p><table><tr><th>字段</th><th>代码</th><th>含义</th></tr><tr><td>系列</td><td>GRM</td><td>通用贴片电容</td></tr><tr><td>尺寸</td><td>18</td><td>0603（1.6 x 0.8 mm）</td></tr><tr><td>厚度</td><td>8</td><td>0.8 mm</td></tr><tr><td>介质</td><td>R7</td><td>X7R</td></tr><tr><td>耐压</td><td>1H</td><td>50 V</td></tr><tr><td>容值</td><td>104</td><td>10 x 10^4 pF = 100 nF</td></tr><tr><td>精度</td><td>K</td><td>±10%</td></tr><tr><td>包装</td><td>D</td><td>180 mm 纸带卷盘</td></tr></table><p>三星（CL10B104KB8NNNC）和国巨（CC0603KRX7R9BB104）用不同的顺序表达同样的信息。做替代时要同时核对尺寸、介质、耐压和精度，不能只看容值。</p>',
    },
    seo: {
      en: { title: 'How to read an MLCC part number (GRM188R71H104KA93D) | Chipmart News', keyword: 'MLCC part number, GRM188R71H104KA93D, Murata, X7R, 0603', description: 'Decode Murata, Samsung and Yageo MLCC part numbers field by field: size, dielectric, voltage, capacitance, tolerance.' },
      zh: { title: '如何读懂贴片电容型号（GRM188R71H104KA93D）| 芯集资讯', keyword: '贴片电容型号, GRM188R71H104KA93D, 村田, X7R, 0603', description: '逐段解读村田、三星、国巨贴片电容型号：尺寸、介质、耐压、容值、精度。' },
    },
  },
  {
    id: 303,
    published: '2026-04-15T06:00:00Z',
    updated: '2026-04-15T06:00:00Z',
    author: 'Hannah Becker',
    views: 1876,
    tagIds: [NEWS_TAG.powerManagement, NEWS_TAG.designNotes],
    partNumbers: ['TPS54331DR', 'LM2596S-5.0'],
    title: { en: 'TPS54331 vs LM2596: choosing a 3 A buck converter', zh: 'TPS54331 与 LM2596：如何选择 3 A 降压芯片' },
    summary: {
      en: 'The LM2596 is in every hobby module, the TPS54331 in most new industrial designs. Switching frequency, efficiency and board area decide which one fits.',
      zh: 'LM2596 出现在各种模块里，TPS54331 则用于多数新的工业设计。开关频率、效率和板面积决定了哪一个更合适。',
    },
    content: {
      en: '<p>Both regulators step 12 V or 24 V down to 5 V or 3.3 V at up to 3 A. They differ in almost everything else.</p><table><tr><th></th><th>LM2596S-5.0</th><th>TPS54331DR</th></tr><tr><td>Switching frequency</td><td>150 kHz</td><td>570 kHz</td></tr><tr><td>Input range</td><td>4.5-40 V</td><td>3.5-28 V</td></tr><tr><td>Switch</td><td>Bipolar, external diode</td><td>Integrated 80 mΩ MOSFET, external diode</td></tr><tr><td>Package</td><td>TO-263-5</td><td>SOIC-8</td></tr><tr><td>Typical inductor</td><td>33 µH</td><td>10 µH</td></tr></table><p>At 12 V in and 5 V / 2 A out, the TPS54331 reaches about 90% efficiency against 80% for the LM2596, and its smaller inductor saves roughly half the board area. Choose the LM2596 when the input can exceed 28 V, the TPS54331 everywhere else.</p>',
      zh: '<p>两者都能把 12 V 或 24 V 降到 5 V 或 3.3 V，输出最高 3 A，其余几乎都不同。</p><table><tr><th></th><th>LM2596S-5.0</th><th>TPS54331DR</th></tr><tr><td>开关频率</td><td>150 kHz</td><td>570 kHz</td></tr><tr><td>输入范围</td><td>4.5-40 V</td><td>3.5-28 V</td></tr><tr><td>开关管</td><td>双极型，外置二极管</td><td>内置 80 mΩ MOSFET，外置二极管</td></tr><tr><td>封装</td><td>TO-263-5</td><td>SOIC-8</td></tr><tr><td>典型电感</td><td>33 µH</td><td>10 µH</td></tr></table><p>在 12 V 输入、5 V / 2 A 输出时，TPS54331 效率约 90%，LM2596 约 80%，更小的电感还能节省约一半板面积。输入可能超过 28 V 时选 LM2596，其他情况选 TPS54331。</p>',
    },
    seo: {
      en: { title: 'TPS54331 vs LM2596 3 A buck converter comparison | Chipmart News', keyword: 'TPS54331DR, LM2596, buck converter, 3A regulator', description: 'Switching frequency, efficiency, input range and board area of the TPS54331 and the LM2596 compared.' },
      zh: { title: 'TPS54331 与 LM2596 降压芯片对比 | 芯集资讯', keyword: 'TPS54331DR, LM2596, 降压芯片, 3A 稳压', description: '对比 TPS54331 与 LM2596 的开关频率、效率、输入范围和板面积。' },
    },
  },
  {
    id: 304,
    published: '2026-05-06T09:00:00Z',
    updated: '2026-05-06T09:00:00Z',
    author: 'Chipmart Editorial',
    views: 942,
    tagIds: [NEWS_TAG.companyNews],
    partNumbers: [],
    title: { en: 'Chipmart opens a Seoul office and a Korean-language site', zh: '芯集设立首尔办公室并上线韩文站点' },
    summary: {
      en: 'Korean buyers can now order in KRW with local sales support and next-day delivery from our Incheon bonded stock.',
      zh: '韩国客户现在可以用韩元下单，享受本地销售支持，并从仁川保税库存次日送达。',
    },
    content: {
      en: '<p>From 6 May, Chipmart Korea Co., Ltd. serves buyers from its office on Gangnam-daero in Seoul. The new Korean-language site shows prices in KRW and offers Korean, English, Chinese, German, French and Japanese.</p><p>Popular parts for Korean EMS customers (STM32 and ESP32 modules, MLCCs from Samsung Electro-Mechanics and Murata, and TI power ICs) are held in bonded stock near Incheon airport for next-day delivery in the Seoul area.</p><p>Our Korean sales team is available on weekdays from 09:00 to 18:00 KST at kr-sales@chipmart.example.</p>',
      zh: '<p>自 5 月 6 日起，Chipmart Korea Co., Ltd. 在首尔江南大路的办公室为客户服务。全新的韩文站点以韩元显示价格，提供韩语、英语、中文、德语、法语和日语。</p><p>韩国 EMS 客户常用的物料（STM32 和 ESP32 模块、三星电机与村田的贴片电容、TI 电源芯片）存放在仁川机场附近的保税仓，首尔地区次日送达。</p><p>韩国销售团队工作时间为工作日 09:00-18:00（韩国时间），邮箱 kr-sales@chipmart.example。</p>',
    },
    seo: {
      en: { title: 'Chipmart opens Seoul office and Korean site | Chipmart News', keyword: 'Chipmart Korea, electronic components Korea, KRW prices', description: 'Chipmart Korea opens in Seoul with KRW prices, local sales and next-day delivery from Incheon.' },
      zh: { title: '芯集设立首尔办公室并上线韩文站 | 芯集资讯', keyword: '芯集韩国, 韩国电子元器件, 韩元报价', description: '芯集韩国在首尔开业，韩元报价、本地销售、仁川次日达。' },
    },
  },
  {
    id: 305,
    published: '2026-05-28T05:30:00Z',
    updated: '2026-05-29T01:00:00Z',
    author: 'Mei Lin',
    views: 2644,
    tagIds: [NEWS_TAG.passives, NEWS_TAG.designNotes],
    partNumbers: ['CL10A106KP8NNNC', 'GRM188R71H104KA93D'],
    title: { en: 'DC bias: why your 10 µF capacitor measures 3 µF', zh: '直流偏压：为什么 10 µF 电容只剩 3 µF' },
    summary: {
      en: 'Class II ceramics lose capacitance under voltage. A 10 µF X5R 0603 at 5 V keeps about a third of its rating; here is how to size for it.',
      zh: 'II 类陶瓷电容在加压后容值会下降。0603 封装的 10 µF X5R 在 5 V 下只剩约三分之一，本文介绍如何选型。',
    },
    content: {
      en: '<p>X5R and X7R dielectrics are ferroelectric: the field across the dielectric aligns its domains and the effective permittivity falls. The smaller the case and the thinner the layers, the stronger the effect.</p><h2>A worked example</h2><p>The Samsung <strong>CL10A106KP8NNNC</strong> (10 µF, 10 V, X5R, 0603) keeps roughly 3.5 µF at 5 V DC according to the manufacturer\'s characterisation data. The same 10 µF in 0805 keeps about 5.5 µF, and in 1206 about 7.5 µF.</p><h2>How to design for it</h2><ul><li>Read the DC-bias curve, not the rated value, for every decoupling and output capacitor of a regulator.</li><li>Step up one case size before stepping up the voltage rating; a higher rating in the same size barely helps.</li><li>Use C0G for timing and filters: it has no DC-bias loss.</li></ul>',
      zh: '<p>X5R 和 X7R 介质属于铁电材料：介质两端的电场使电畴取向一致，有效介电常数随之下降。封装越小、介质层越薄，影响越明显。</p><h2>实例</h2><p>根据原厂特性数据，三星 <strong>CL10A106KP8NNNC</strong>（10 µF、10 V、X5R、0603）在 5 V 直流下约剩 3.5 µF。同样 10 µF 的 0805 约剩 5.5 µF，1206 约剩 7.5 µF。</p><h2>设计建议</h2><ul><li>稳压器的去耦和输出电容要看直流偏压曲线，而不是标称值。</li><li>优先加大封装而不是提高耐压；同尺寸下提高耐压帮助很小。</li><li>定时和滤波电路使用 C0G，它没有直流偏压损失。</li></ul>',
    },
    seo: {
      en: { title: 'MLCC DC bias derating explained | Chipmart News', keyword: 'DC bias, MLCC derating, X5R, CL10A106KP8NNNC', description: 'Why ceramic capacitors lose capacitance under DC voltage and how to choose case size and dielectric.' },
      zh: { title: '贴片电容直流偏压降额详解 | 芯集资讯', keyword: '直流偏压, 电容降额, X5R, CL10A106KP8NNNC', description: '陶瓷电容在直流电压下容值下降的原因，以及如何选择封装和介质。' },
    },
  },
  {
    id: 306,
    published: '2026-06-18T08:00:00Z',
    updated: '2026-06-18T08:00:00Z',
    author: 'Hannah Becker',
    views: 1533,
    tagIds: [NEWS_TAG.analog, NEWS_TAG.designNotes],
    partNumbers: ['LM358DR', 'LMV358IDR'],
    title: { en: 'LM358 or LMV358 for a 3.3 V design?', zh: '3.3 V 设计该用 LM358 还是 LMV358？' },
    summary: {
      en: 'The LM358 needs 3 V and its output stops 1.5 V below the supply. On a 3.3 V rail, the rail-to-rail output LMV358 is usually the right call.',
      zh: 'LM358 最低需要 3 V 供电，输出比电源低 1.5 V 就到顶了。在 3.3 V 电源下，轨到轨输出的 LMV358 通常是更好的选择。',
    },
    content: {
      en: '<p>The <strong>LM358DR</strong> is the most ordered op amp on Chipmart, and it is often used where it does not fit.</p><ul><li><strong>Output swing:</strong> the LM358 output reaches only about VCC - 1.5 V. On 3.3 V, that is 1.8 V, which wastes half the ADC range.</li><li><strong>Input range:</strong> both include the negative rail, so single-supply sensing near 0 V works with either.</li><li><strong>Supply:</strong> LM358 from 3 V, LMV358 from 2.7 V to 5.5 V.</li></ul><p>The <strong>LMV358IDR</strong> swings to within about 50 mV of both rails and is pin-compatible in SOIC-8. Keep the LM358 for 5 V to 30 V supplies, where the LMV358 cannot go.</p>',
      zh: '<p><strong>LM358DR</strong> 是芯集上采购量最大的运放，但它常被用在不合适的地方。</p><ul><li><strong>输出摆幅：</strong>LM358 输出最高只到约 VCC - 1.5 V。3.3 V 供电时只有 1.8 V，浪费了一半 ADC 量程。</li><li><strong>输入范围：</strong>两者都包含负电源轨，单电源下测量接近 0 V 的信号都没问题。</li><li><strong>供电：</strong>LM358 最低 3 V，LMV358 为 2.7 V 至 5.5 V。</li></ul><p><strong>LMV358IDR</strong> 输出可以达到距两侧电源轨约 50 mV，SOIC-8 引脚兼容。5 V 至 30 V 供电时仍然用 LM358，LMV358 无法工作在这个电压。</p>',
    },
    seo: {
      en: { title: 'LM358 vs LMV358 on a 3.3 V supply | Chipmart News', keyword: 'LM358DR, LMV358IDR, op amp 3.3V, rail-to-rail', description: 'Output swing, input range and supply limits of the LM358 and the LMV358 compared for 3.3 V designs.' },
      zh: { title: '3.3 V 供电下 LM358 与 LMV358 对比 | 芯集资讯', keyword: 'LM358DR, LMV358IDR, 3.3V 运放, 轨到轨', description: '对比 LM358 与 LMV358 在 3.3 V 设计中的输出摆幅、输入范围和供电范围。' },
    },
  },
  {
    id: 307,
    published: '2026-07-09T07:00:00Z',
    updated: '2026-07-10T03:00:00Z',
    author: 'Chipmart Editorial',
    views: 1120,
    tagIds: [NEWS_TAG.supplyChain, NEWS_TAG.designNotes],
    partNumbers: [],
    title: { en: 'Moisture sensitivity levels: MSL, floor life and baking', zh: '湿敏等级：MSL、车间寿命与烘烤' },
    summary: {
      en: 'An MSL 3 part has 168 hours of floor life after the bag is opened. What the levels mean, and what to do when a reel has been open too long.',
      zh: 'MSL 3 物料开袋后车间寿命为 168 小时。本文解释各等级含义，以及开封过久的卷盘该如何处理。',
    },
    content: {
      en: '<p>Plastic packages absorb moisture from the air. In a reflow oven that moisture turns to steam and can crack the package or lift the die ("popcorning"). J-STD-020 classifies parts by how long they may sit on the factory floor (30 °C / 60% RH) after the dry pack is opened.</p><table><tr><th>Level</th><th>Floor life</th></tr><tr><td>MSL 1</td><td>Unlimited</td></tr><tr><td>MSL 2</td><td>1 year</td></tr><tr><td>MSL 3</td><td>168 hours</td></tr><tr><td>MSL 4</td><td>72 hours</td></tr><tr><td>MSL 5</td><td>48 hours</td></tr></table><p>If the humidity indicator card shows 10% or more, or the floor life has run out, bake before reflow as J-STD-033 specifies (for example 24 hours at 125 °C for most reels of small packages). Chipmart reseals every opened MSL 3+ reel with fresh desiccant and a new indicator card before shipping.</p>',
      zh: '<p>塑封器件会从空气中吸收水分。回流焊时水分汽化，可能导致封装开裂或芯片分层（“爆米花”效应）。J-STD-020 按干燥包装开封后可在车间（30 °C / 60% RH）存放的时间对器件分级。</p><table><tr><th>等级</th><th>车间寿命</th></tr><tr><td>MSL 1</td><td>无限制</td></tr><tr><td>MSL 2</td><td>1 年</td></tr><tr><td>MSL 3</td><td>168 小时</td></tr><tr><td>MSL 4</td><td>72 小时</td></tr><tr><td>MSL 5</td><td>48 小时</td></tr></table><p>如果湿度指示卡显示 10% 或以上，或车间寿命已用完，请按 J-STD-033 在回流焊前烘烤（例如多数小封装卷盘为 125 °C 烘烤 24 小时）。芯集对每一盘开封过的 MSL 3 及以上物料，发货前都会重新真空包装并更换干燥剂和湿度卡。</p>',
    },
    seo: {
      en: { title: 'MSL levels, floor life and baking explained | Chipmart News', keyword: 'MSL, moisture sensitivity level, J-STD-020, J-STD-033, baking', description: 'What MSL 1 to 5 mean, how long parts may stay out of the dry pack and when to bake them.' },
      zh: { title: '湿敏等级、车间寿命与烘烤详解 | 芯集资讯', keyword: 'MSL, 湿敏等级, J-STD-020, J-STD-033, 烘烤', description: 'MSL 1 至 5 的含义、开袋后可存放多久以及何时需要烘烤。' },
    },
  },
  {
    id: 308,
    published: '2026-08-12T06:30:00Z',
    updated: '2026-08-12T06:30:00Z',
    author: 'Daniel Ortiz',
    views: 2987,
    tagIds: [NEWS_TAG.wireless, NEWS_TAG.microcontrollers],
    partNumbers: ['ESP32-WROOM-32E', 'ESP32-C3-MINI-1'],
    title: { en: 'ESP32-WROOM-32E or ESP32-C3-MINI-1 for a Wi-Fi product?', zh: 'Wi-Fi 产品选 ESP32-WROOM-32E 还是 ESP32-C3-MINI-1？' },
    summary: {
      en: 'Dual Xtensa cores and classic Bluetooth, or a single RISC-V core in a smaller, cheaper module? A checklist for choosing.',
      zh: '双核 Xtensa 加经典蓝牙，还是更小更便宜的单核 RISC-V 模组？一份选型清单。',
    },
    content: {
      en: '<p>Both modules are FCC, CE and SRRC certified, so neither needs its own radio certification for most products. The choice comes down to what the firmware needs.</p><ul><li><strong>ESP32-WROOM-32E:</strong> two Xtensa LX6 cores at 240 MHz, 520 KB SRAM, Wi-Fi 4 and Bluetooth Classic plus BLE 4.2, 18 x 25.5 mm. Pick it for audio (A2DP), Bluetooth SPP or heavy dual-core workloads.</li><li><strong>ESP32-C3-MINI-1:</strong> one RISC-V core at 160 MHz, 400 KB SRAM, Wi-Fi 4 and BLE 5, 13.2 x 16.6 mm, and usually 30-40% cheaper.</li></ul><p>For sensors, smart plugs and gateways that only need Wi-Fi and BLE, the C3 is the better buy. Both are in stock on Chipmart in reels of 650 and 1,000.</p>',
      zh: '<p>两款模组都有 FCC、CE 和 SRRC 认证，大多数产品无需单独做射频认证。选择取决于固件需求。</p><ul><li><strong>ESP32-WROOM-32E：</strong>双核 Xtensa LX6，240 MHz，520 KB SRAM，Wi-Fi 4，经典蓝牙加 BLE 4.2，尺寸 18 x 25.5 mm。需要音频（A2DP）、蓝牙串口或双核重负载时选它。</li><li><strong>ESP32-C3-MINI-1：</strong>单核 RISC-V，160 MHz，400 KB SRAM，Wi-Fi 4 和 BLE 5，尺寸 13.2 x 16.6 mm，价格通常低 30-40%。</li></ul><p>只需要 Wi-Fi 和 BLE 的传感器、智能插座和网关，C3 更划算。两款在芯集均有现货，卷盘 650 和 1000 片。</p>',
    },
    seo: {
      en: { title: 'ESP32-WROOM-32E vs ESP32-C3-MINI-1 | Chipmart News', keyword: 'ESP32-WROOM-32E, ESP32-C3-MINI-1, Wi-Fi module, RISC-V', description: 'Cores, memory, Bluetooth and size of the ESP32-WROOM-32E and ESP32-C3-MINI-1 compared.' },
      zh: { title: 'ESP32-WROOM-32E 与 ESP32-C3-MINI-1 对比 | 芯集资讯', keyword: 'ESP32-WROOM-32E, ESP32-C3-MINI-1, Wi-Fi 模组, RISC-V', description: '对比 ESP32-WROOM-32E 与 ESP32-C3-MINI-1 的内核、内存、蓝牙和尺寸。' },
    },
  },
  {
    id: 309,
    published: '2026-09-03T08:00:00Z',
    updated: '2026-09-03T08:00:00Z',
    author: 'Hannah Becker',
    views: 1364,
    tagIds: [NEWS_TAG.powerManagement, NEWS_TAG.wireless],
    partNumbers: ['XC6206P332MR', 'AMS1117-3.3', 'ESP32-WROOM-32E'],
    title: { en: 'Powering an ESP32 from one Li-ion cell: LDO or buck?', zh: '单节锂电池给 ESP32 供电：LDO 还是降压？' },
    summary: {
      en: 'The AMS1117 drops out long before the cell is empty, and the XC6206 cannot supply Wi-Fi bursts. What works, and why.',
      zh: 'AMS1117 在电池放空前早已掉压，XC6206 又扛不住 Wi-Fi 峰值电流。哪些方案可行，原因是什么。',
    },
    content: {
      en: '<p>A Li-ion cell runs from 4.2 V down to about 3.0 V. An ESP32 needs 3.0-3.6 V and draws current peaks of around 500 mA when Wi-Fi transmits.</p><ul><li><strong>AMS1117-3.3:</strong> 1.1 V dropout at 800 mA, so the output sags below 3.0 V once the cell falls under about 4.1 V. Not suitable.</li><li><strong>XC6206P332MR:</strong> low dropout, but rated 200 mA; Wi-Fi bursts pull it out of regulation and brown out the chip.</li><li><strong>A 500 mA+ low-dropout LDO</strong> (dropout under 250 mV) works down to about 3.3 V of cell voltage and is the simplest answer.</li><li><strong>A buck-boost converter</strong> such as the TPS63020 uses the whole cell capacity and is worth it for battery life above a few days.</li></ul><p>Whatever you choose, put 22 µF or more of low-ESR capacitance next to the module; see our DC-bias note for why one 10 µF 0603 is not enough.</p>',
      zh: '<p>锂电池电压从 4.2 V 降到约 3.0 V。ESP32 需要 3.0-3.6 V，Wi-Fi 发射时电流峰值约 500 mA。</p><ul><li><strong>AMS1117-3.3：</strong>800 mA 时压差 1.1 V，电池电压低于约 4.1 V 时输出就会跌破 3.0 V，不适用。</li><li><strong>XC6206P332MR：</strong>压差小，但额定电流只有 200 mA，Wi-Fi 峰值会让它失去稳压，导致芯片欠压复位。</li><li><strong>500 mA 以上的低压差 LDO</strong>（压差小于 250 mV）可以工作到电池约 3.3 V，是最简单的方案。</li><li><strong>升降压转换器</strong>（如 TPS63020）能用尽电池容量，需要数天以上续航时值得采用。</li></ul><p>无论哪种方案，都要在模组旁放置 22 µF 以上的低 ESR 电容；为什么一颗 0603 的 10 µF 不够，请看我们关于直流偏压的文章。</p>',
    },
    seo: {
      en: { title: 'ESP32 Li-ion power supply: LDO or buck-boost | Chipmart News', keyword: 'ESP32 power supply, AMS1117, XC6206, LDO, buck-boost, Li-ion', description: 'Why the AMS1117 and XC6206 fail on a Li-ion powered ESP32, and which regulators work.' },
      zh: { title: '锂电池供电 ESP32：LDO 还是升降压 | 芯集资讯', keyword: 'ESP32 供电, AMS1117, XC6206, LDO, 升降压, 锂电池', description: '为什么 AMS1117 和 XC6206 不适合锂电池供电的 ESP32，以及哪些稳压方案可行。' },
    },
  },
  {
    id: 310,
    published: '2026-09-24T07:00:00Z',
    updated: '2026-09-25T02:30:00Z',
    author: 'Chipmart Editorial',
    views: 1789,
    tagIds: [NEWS_TAG.supplyChain, NEWS_TAG.companyNews],
    partNumbers: [],
    title: { en: 'Spotting counterfeit chips: what our inspectors check', zh: '识别假冒芯片：我们的检验员查什么' },
    summary: {
      en: 'Remarked date codes, sanded tops and wrong dies. A look inside our Shenzhen inspection lab and the signs any buyer can check.',
      zh: '改写的批次、打磨过的表面、错误的晶圆。走进我们深圳检验室，看看买家自己也能检查的迹象。',
    },
    content: {
      en: '<p>Last quarter our Shenzhen lab rejected 1.8% of independent-source lots. The most common findings:</p><ol><li><strong>Remarking:</strong> a newer date code laser-printed over a sanded surface. Under 20x magnification the surface texture differs from the package edges.</li><li><strong>Blacktopping:</strong> a coating that hides old markings. An acetone swab test removes it.</li><li><strong>Wrong die:</strong> X-ray shows a different die size or bond-wire pattern from a known-good sample.</li><li><strong>Mixed lots:</strong> one reel with several date codes or manufacturing sites.</li></ol><p>Every rejected lot is reported to ERAI and never offered again. Parts you buy on Chipmart carry the inspection result on the packing list.</p>',
      zh: '<p>上个季度，我们深圳检验室拒收了 1.8% 的独立渠道批次。最常见的问题：</p><ol><li><strong>重新打标：</strong>在打磨过的表面上激光打印新的批次。20 倍放大下，表面纹理与封装边缘不同。</li><li><strong>涂黑翻新：</strong>用涂层遮盖原有丝印，丙酮擦拭即可去除。</li><li><strong>晶圆不符：</strong>X 光显示晶圆尺寸或键合线与已知良品不同。</li><li><strong>混批：</strong>同一盘中有多个批次或产地。</li></ol><p>所有拒收批次都会报告给 ERAI，且永不再上架。您在芯集购买的物料，装箱单上都注明检验结果。</p>',
    },
    seo: {
      en: { title: 'How to spot counterfeit chips | Chipmart News', keyword: 'counterfeit chips, remarking, blacktopping, X-ray inspection, ERAI', description: 'The counterfeit signs our inspectors find most: remarking, blacktopping, wrong dies and mixed lots.' },
      zh: { title: '如何识别假冒芯片 | 芯集资讯', keyword: '假冒芯片, 重新打标, 涂黑翻新, X 光检测, ERAI', description: '检验员最常发现的假冒迹象：重新打标、涂黑翻新、晶圆不符和混批。' },
    },
  },
  {
    id: 311,
    published: '2026-10-14T08:30:00Z',
    updated: '2026-10-15T09:12:00Z',
    author: 'Chipmart Editorial',
    views: 1284,
    tagIds: [NEWS_TAG.microcontrollers, NEWS_TAG.supplyChain],
    partNumbers: ['STM32F103C8T6', 'GD32F103C8T6'],
    title: { en: 'STM32F103 alternatives: pin-compatible MCUs that are in stock', zh: 'STM32F103 替代方案：有现货的引脚兼容单片机' },
    summary: {
      en: 'With STM32F103C8T6 lead times stretching again, we compare GD32F103C8T6, APM32F103C8T6 and CH32F103C8T6 on pinout, peripherals and price.',
      zh: 'STM32F103C8T6 交期再度拉长，我们从引脚、外设和价格对比 GD32F103C8T6、APM32F103C8T6 和 CH32F103C8T6。',
    },
    content: {
      en: '<p>Lead times for the <strong>STM32F103C8T6</strong> moved past 20 weeks at several franchised distributors this autumn.</p><h2>Pinout</h2><p>The GD32F103C8T6, APM32F103C8T6 and CH32F103C8T6 are all pin-compatible in LQFP-48.</p><table><tr><th>Part</th><th>Flash</th><th>Max clock</th><th>Notes</th></tr><tr><td>STM32F103C8T6</td><td>64 KB</td><td>72 MHz</td><td>Reference</td></tr><tr><td>GD32F103C8T6</td><td>64 KB</td><td>108 MHz</td><td>Zero-wait flash region smaller; check timing loops</td></tr><tr><td>APM32F103C8T6</td><td>64 KB</td><td>96 MHz</td><td>Closest register map</td></tr><tr><td>CH32F103C8T6</td><td>64 KB</td><td>72 MHz</td><td>USB needs its own driver</td></tr></table><h2>Firmware</h2><p>Most HAL-based projects run after a clock-tree review. Code that relies on exact flash wait states or undocumented behaviour needs testing. Budget a week of validation before switching production.</p>',
      zh: '<p>今年秋季，<strong>STM32F103C8T6</strong> 在多家授权分销商的交期已超过 20 周。</p><h2>引脚</h2><p>GD32F103C8T6、APM32F103C8T6 和 CH32F103C8T6 均为 LQFP-48 封装引脚兼容。</p><table><tr><th>型号</th><th>闪存</th><th>最高主频</th><th>说明</th></tr><tr><td>STM32F103C8T6</td><td>64 KB</td><td>72 MHz</td><td>参考型号</td></tr><tr><td>GD32F103C8T6</td><td>64 KB</td><td>108 MHz</td><td>零等待闪存区较小，注意延时循环</td></tr><tr><td>APM32F103C8T6</td><td>64 KB</td><td>96 MHz</td><td>寄存器映射最接近</td></tr><tr><td>CH32F103C8T6</td><td>64 KB</td><td>72 MHz</td><td>USB 需要专用驱动</td></tr></table><h2>固件</h2><p>大多数基于 HAL 的项目在检查时钟树后即可运行。依赖精确闪存等待周期或未公开行为的代码需要测试。切换量产前请预留一周验证时间。</p>',
    },
    seo: {
      en: { title: 'STM32F103C8T6 alternatives in stock | Chipmart News', keyword: 'STM32F103C8T6, GD32F103C8T6, APM32F103C8T6, STM32 alternative', description: 'Pin-compatible replacements for the STM32F103C8T6 compared on pinout, peripherals, price and stock.' },
      zh: { title: 'STM32F103C8T6 现货替代方案 | 芯集资讯', keyword: 'STM32F103C8T6, GD32F103C8T6, APM32F103C8T6, STM32 替代', description: '从引脚、外设、价格和库存对比 STM32F103C8T6 的引脚兼容替代型号。' },
    },
  },
  {
    id: 312,
    published: '2026-11-05T06:00:00Z',
    updated: '2026-11-05T06:00:00Z',
    author: 'Mei Lin',
    views: 611,
    tagIds: [NEWS_TAG.marketReport, NEWS_TAG.passives, NEWS_TAG.supplyChain],
    partNumbers: ['GRM188R71H104KA93D', 'CL10A106KP8NNNC'],
    title: { en: 'Component market report, November 2026: MLCCs tighten, MCUs ease', zh: '2026 年 11 月元器件市场报告：电容趋紧，单片机缓和' },
    summary: {
      en: 'Automotive demand pushes high-capacitance MLCC lead times to 16 weeks, while general-purpose MCU stock recovers. What to order now.',
      zh: '汽车需求把大容值贴片电容交期推到 16 周，通用单片机库存则在恢复。现在该采购什么。',
    },
    content: {
      en: '<h2>Passives</h2><p>Lead times for 10 µF and larger MLCCs in 0603 and 0805 rose from 10 to 16 weeks during October as automotive orders grew. Commodity values such as the 100 nF X7R 0603 (GRM188R71H104KA93D) remain in good supply at stable prices.</p><h2>Microcontrollers</h2><p>Stock of mainstream 32-bit MCUs improved for the third month running; prices of the STM32F0 and STM32G0 families fell 5-8% in the spot market.</p><h2>Power and analog</h2><p>Lead times are stable at 8-12 weeks. Buck converters in SOT-23-6 remain the tightest group.</p><h2>What to do now</h2><ul><li>Cover Q1 2027 needs for high-capacitance MLCCs now, or consider a lead-time buy.</li><li>Re-quote MCU orders placed during the shortage; spot prices are below many 2025 contract prices.</li></ul>',
      zh: '<h2>被动元件</h2><p>受汽车订单增长影响，0603 和 0805 封装 10 µF 及以上贴片电容的交期在 10 月从 10 周升至 16 周。100 nF X7R 0603（GRM188R71H104KA93D）等常规容值供应充足，价格稳定。</p><h2>单片机</h2><p>主流 32 位单片机库存连续第三个月改善；STM32F0 和 STM32G0 系列现货价格下降 5-8%。</p><h2>电源与模拟</h2><p>交期稳定在 8-12 周。SOT-23-6 封装的降压芯片仍然最紧张。</p><h2>建议</h2><ul><li>现在就备好 2027 年第一季度的大容值贴片电容，或考虑期货采购。</li><li>对缺货期间下的单片机订单重新询价，现货价已低于许多 2025 年的合同价。</li></ul>',
    },
    seo: {
      en: { title: 'Component market report November 2026 | Chipmart News', keyword: 'component market report, MLCC lead time, MCU prices, November 2026', description: 'MLCC lead times, MCU stock and prices, and power IC availability in November 2026, with buying advice.' },
      zh: { title: '2026 年 11 月元器件市场报告 | 芯集资讯', keyword: '元器件市场报告, 电容交期, 单片机价格, 2026 年 11 月', description: '2026 年 11 月贴片电容交期、单片机库存与价格、电源芯片供应情况及采购建议。' },
    },
  },
  {
    id: 313,
    published: '2026-11-19T08:00:00Z',
    updated: '2026-11-19T08:00:00Z',
    author: 'Daniel Ortiz',
    views: 205,
    tagIds: [NEWS_TAG.microcontrollers, NEWS_TAG.designNotes],
    partNumbers: ['RP2040', 'STM32G030F6P6'],
    title: { en: 'RP2040 or STM32G030 for a low-cost controller board?', zh: '低成本控制板选 RP2040 还是 STM32G030？' },
    summary: {
      en: 'Both cost under a dollar in volume. The RP2040 brings PIO and 264 KB of RAM; the STM32G030 brings on-chip flash and a 20-pin package.',
      zh: '两者批量价格都不到一美元。RP2040 有 PIO 和 264 KB 内存；STM32G030 则有片上闪存和 20 脚小封装。',
    },
    content: {
      en: '<p><strong>RP2040:</strong> dual Cortex-M0+ at 133 MHz, 264 KB SRAM, no internal flash (add a QSPI flash such as the W25Q16), QFN-56, and programmable I/O state machines that can bit-bang almost any protocol.</p><p><strong>STM32G030F6P6:</strong> single Cortex-M0+ at 64 MHz, 32 KB flash and 8 KB SRAM on chip, TSSOP-20, a 12-bit ADC and a hardware I2C and SPI.</p><p>For a small sensor or relay board, the STM32G030 needs fewer parts and less board area. For LED drivers, custom serial protocols or USB, the RP2040 is the more capable choice even with the external flash.</p>',
      zh: '<p><strong>RP2040：</strong>双核 Cortex-M0+，133 MHz，264 KB SRAM，无内部闪存（需外挂 W25Q16 等 QSPI 闪存），QFN-56 封装，可编程 I/O 状态机几乎能模拟任何协议。</p><p><strong>STM32G030F6P6：</strong>单核 Cortex-M0+，64 MHz，片上 32 KB 闪存和 8 KB SRAM，TSSOP-20 封装，带 12 位 ADC 和硬件 I2C、SPI。</p><p>小型传感器或继电器板选 STM32G030，元件更少、板面积更小。LED 驱动、自定义串行协议或 USB 应用，即使要外挂闪存，RP2040 也更强。</p>',
    },
    seo: {
      en: { title: 'RP2040 vs STM32G030 for low-cost boards | Chipmart News', keyword: 'RP2040, STM32G030F6P6, Cortex-M0+, low cost MCU', description: 'RP2040 and STM32G030 compared on memory, package, peripherals and bill of materials.' },
      zh: { title: '低成本控制板：RP2040 与 STM32G030 对比 | 芯集资讯', keyword: 'RP2040, STM32G030F6P6, Cortex-M0+, 低成本单片机', description: '从内存、封装、外设和物料成本对比 RP2040 与 STM32G030。' },
    },
  },
  {
    id: 314,
    published: null,
    updated: '2026-11-21T10:00:00Z',
    author: 'Mei Lin',
    views: 0,
    tagIds: [NEWS_TAG.marketReport],
    partNumbers: [],
    title: { en: 'Component market report, December 2026 (draft)', zh: '2026 年 12 月元器件市场报告（草稿）' },
    summary: { en: 'Draft: year-end lead times and what to expect in Q1 2027.', zh: '草稿：年底交期与 2027 年第一季度展望。' },
    content: { en: '<p>Draft in progress.</p>', zh: '<p>草稿撰写中。</p>' },
    seo: { en: { title: '', keyword: '', description: '' } },
  },
];
