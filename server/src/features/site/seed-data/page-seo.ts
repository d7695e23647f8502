import type { pageSeo } from '../../../platform/db/schema/index.ts';

/** SEO texts of the shop's own pages (content pages carry theirs); a row with a path wins over its page key. */
export const pageSeoSeed: Array<typeof pageSeo.$inferInsert> = [
  {
    pageKey: 'home',
    seo: {
      en: { title: 'Chipmart - Buy Electronic Components Online, Chips and Parts in Stock', keyword: 'electronic components, buy chips online, MCU, MLCC, in stock', description: 'Search more than a million electronic components with live stock and price breaks from verified suppliers. Fast quotes and worldwide shipping.' },
      zh: { title: '芯集 - 在线采购电子元器件，芯片现货', keyword: '电子元器件, 在线买芯片, 单片机, 贴片电容, 现货', description: '搜索一百多万种电子元器件，认证供应商实时库存和阶梯价格，快速报价，全球配送。' },
      de: { title: 'Chipmart - Elektronische Bauteile online kaufen, Chips ab Lager', keyword: 'elektronische Bauteile, Chips kaufen, Mikrocontroller, MLCC, ab Lager', description: 'Über eine Million elektronische Bauteile mit Live-Bestand und Staffelpreisen geprüfter Lieferanten. Schnelle Angebote, weltweiter Versand.' },
      fr: { title: 'Chipmart - Achat de composants électroniques en ligne, en stock', keyword: 'composants électroniques, acheter des puces, microcontrôleurs, MLCC, en stock', description: 'Plus d’un million de composants électroniques avec stock en temps réel et prix dégressifs de fournisseurs vérifiés. Devis rapides, livraison mondiale.' },
      jp: { title: 'Chipmart - 電子部品のオンライン購入、在庫品多数', keyword: '電子部品, IC 購入, マイコン, 積層セラミックコンデンサ, 在庫', description: '認定サプライヤーの在庫と数量別価格をリアルタイムで確認できる 100 万点以上の電子部品。迅速な見積もりと世界配送。' },
      ru: { title: 'Chipmart - электронные компоненты онлайн, микросхемы в наличии', keyword: 'электронные компоненты, купить микросхемы, микроконтроллеры, в наличии', description: 'Более миллиона электронных компонентов с актуальными остатками и ценами от проверенных поставщиков. Быстрые предложения и доставка по всему миру.' },
      ko: { title: 'Chipmart - 전자부품 온라인 구매, 재고 보유', keyword: '전자부품, 반도체 구매, 마이크로컨트롤러, MLCC, 재고', description: '검증된 공급사의 실시간 재고와 수량별 가격으로 100만 개 이상의 전자부품을 검색하세요. 빠른 견적, 전 세계 배송.' },
    },
  },
  {
    pageKey: 'news',
    seo: {
      en: { title: 'Component Market News and Design Notes | Chipmart', keyword: 'component news, lead times, semiconductor supply chain, design notes', description: 'Lead-time updates, alternatives for shortage parts and practical design notes from the Chipmart team.' },
      zh: { title: '元器件市场资讯与设计笔记 | 芯集', keyword: '元器件资讯, 交期, 半导体供应链, 设计笔记', description: '芯集团队带来的交期动态、缺货物料替代方案和实用设计笔记。' },
    },
  },
  {
    pageKey: 'manufacturer',
    seo: {
      en: { title: 'Electronic Component Manufacturers A-Z | Chipmart', keyword: 'component manufacturers, semiconductor brands, STMicroelectronics, Texas Instruments, Murata', description: 'Browse parts by manufacturer: profiles and in-stock components from about 60 semiconductor and passive brands.' },
      zh: { title: '电子元器件品牌大全 | 芯集', keyword: '元器件品牌, 半导体厂商, 意法半导体, 德州仪器, 村田', description: '按品牌浏览物料：约 60 家半导体和被动元件品牌的介绍与现货。' },
    },
  },
  {
    pageKey: 'category',
    seo: {
      en: { title: 'Electronic Component Categories | Chipmart', keyword: 'integrated circuits, passives, discretes, connectors, sensors', description: 'Browse components by category with parametric filters: capacitance, voltage, package, core, flash size and more.' },
      zh: { title: '电子元器件分类 | 芯集', keyword: '集成电路, 被动元件, 分立器件, 连接器, 传感器', description: '按分类浏览元器件，支持容值、电压、封装、内核、闪存等参数筛选。' },
    },
  },
  {
    pageKey: 'bom',
    seo: {
      en: { title: 'BOM Tool - Upload and Price Your Bill of Materials | Chipmart', keyword: 'BOM tool, bill of materials, BOM matching, BOM quote', description: 'Upload an Excel BOM and get every line matched with stock, prices and alternatives in minutes.' },
      zh: { title: 'BOM 配单 - 上传物料清单一键报价 | 芯集', keyword: 'BOM 配单, 物料清单, BOM 匹配, BOM 报价', description: '上传 Excel 物料清单，几分钟内为每一行匹配库存、价格和替代料。' },
    },
  },
  {
    pageKey: 'rfq',
    seo: {
      en: { title: 'Request for Quotation | Chipmart', keyword: 'RFQ, request for quote, component quote', description: 'Ask for a quote on parts without a listed price or for volume pricing. Answered within 24 hours on working days.' },
      zh: { title: '询价 | 芯集', keyword: '询价, 报价请求, 元器件报价', description: '对未标价物料或批量价格提交询价，工作日 24 小时内回复。' },
    },
  },
  {
    pageKey: 'featured',
    seo: {
      en: { title: 'Featured Components in Stock | Chipmart', keyword: 'featured parts, in stock, popular components', description: 'Components our buyers order most, in stock and ready to ship.' },
      zh: { title: '精选现货元器件 | 芯集', keyword: '精选物料, 现货, 热门元器件', description: '买家采购最多的元器件，现货库存，即刻发货。' },
    },
  },
  {
    pageKey: 'keywords',
    seo: {
      en: { title: 'Popular Part Numbers A-Z | Chipmart', keyword: 'popular part numbers, component keywords', description: 'An index of part numbers buyers search for most, from 1N4148 to XC6206.' },
      zh: { title: '热门型号索引 | 芯集', keyword: '热门型号, 元器件关键词', description: '买家最常搜索的型号索引，从 1N4148 到 XC6206。' },
    },
  },
  {
    pageKey: 'contact',
    seo: {
      en: { title: 'Contact Chipmart Sales and Support', keyword: 'contact, sales, support, address', description: 'Telephone, e-mail, WhatsApp and office addresses of Chipmart sales and support.' },
      zh: { title: '联系芯集销售与客服', keyword: '联系我们, 销售, 客服, 地址', description: '芯集销售与客服的电话、邮箱、WhatsApp 和办公地址。' },
    },
  },
  {
    pageKey: 'about',
    path: '/about/contact',
    seo: {
      en: { title: 'Our Offices - Santa Clara, Hong Kong, Shenzhen, Seoul | Chipmart', keyword: 'Chipmart offices, Hong Kong warehouse, Shenzhen office', description: 'Where to find Chipmart: offices and warehouses in Santa Clara, Hong Kong, Shenzhen and Seoul.' },
      zh: { title: '办公地址 - 圣克拉拉、香港、深圳、首尔 | 芯集', keyword: '芯集办公室, 香港仓库, 深圳办公室', description: '芯集在圣克拉拉、香港、深圳和首尔的办公室与仓库地址。' },
    },
  },
];
