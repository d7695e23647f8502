import type { siteConfigs, siteLanguages } from '../../../platform/db/schema/index.ts';

type SiteConfigRow = typeof siteConfigs.$inferInsert;

const noSocialLinks = { socializeFacebook: '', socializeTwitter: '', socializeInstagram: '', socializeLinkedin: '', socializeYoutube: '' };

/** Each brand variant's own name, logos, WeChat account, contacts, company, social links, analytics ids and default SEO. */
export const siteConfigSeed: SiteConfigRow[] = [
  {
    webKey: 'default',
    brandName: 'Chipmart',
    logoHead: '/images/site/logo-head.svg',
    logoFoot: '/images/site/logo-foot.svg',
    logoAdmin: '/images/site/logo-admin.svg',
    websiteHome: 'https://www.chipmart.example',
    websiteAdmin: 'https://admin.chipmart.example',
    contactTel: '+1 408 555 0143',
    contactEmail: 'sales@chipmart.example',
    contactWhatsApp: '+852 5804 1127',
    contactSkype: 'live:chipmart.sales',
    contactWeChatImg: '/images/site/wechat-qr.svg',
    wechatAccountUrl: 'https://u.wechat.com/chipmart-global',
    socializeFacebook: 'https://www.facebook.com/chipmart',
    socializeTwitter: 'https://twitter.com/chipmart',
    socializeInstagram: 'https://www.instagram.com/chipmart',
    socializeLinkedin: 'https://www.linkedin.com/company/chipmart',
    socializeYoutube: 'https://www.youtube.com/@chipmart',
    trustpilotTemplateId: '5419b6a8b0d04a076446a9ad',
    trustpilotBusinessunitId: '64f1c2a9d3e7b80012a4c6e1',
    companyName: 'Chipmart Electronics Inc.',
    companyAddress: '2350 Mission College Blvd, Suite 400, Santa Clara, CA 95054, USA',
    googleMeasurementId: 'G-7QK2M9XW4R',
    googleTagmanagerId: 'GTM-N6XK3PL',
    seo: {
      en: {
        title: 'Chipmart - Electronic Components Distributor, Chips and Parts in Stock',
        keyword: 'electronic components, IC chips, MCU, capacitors, distributor',
        description: 'Buy electronic components online at Chipmart. Millions of parts in stock from verified suppliers, fast quotes and worldwide shipping.',
      },
      zh: {
        title: 'Chipmart - 电子元器件分销商，芯片现货供应',
        keyword: '电子元器件, 芯片, 单片机, 电容, 分销商',
        description: '在 Chipmart 在线采购电子元器件：认证供应商海量现货、快速报价、全球配送。',
      },
      de: {
        title: 'Chipmart - Distributor für elektronische Bauteile, Chips ab Lager',
        keyword: 'elektronische Bauteile, ICs, Mikrocontroller, Kondensatoren, Distributor',
        description: 'Elektronische Bauteile online bei Chipmart kaufen: Millionen Teile ab Lager von geprüften Lieferanten, schnelle Angebote, weltweiter Versand.',
      },
      fr: {
        title: 'Chipmart - Distributeur de composants électroniques en stock',
        keyword: 'composants électroniques, circuits intégrés, microcontrôleurs, condensateurs, distributeur',
        description: 'Achetez vos composants électroniques en ligne chez Chipmart : des millions de références en stock, devis rapides et livraison mondiale.',
      },
      jp: {
        title: 'Chipmart - 電子部品ディストリビューター、在庫品を即納',
        keyword: '電子部品, IC, マイコン, コンデンサ, 商社',
        description: 'Chipmart で電子部品をオンライン購入。認定サプライヤーの豊富な在庫、迅速な見積もり、世界各国への配送。',
      },
    },
  },
  {
    webKey: 'ru',
    brandName: 'Chipmart',
    logoHead: '/images/site/ru/logo-head.svg',
    logoFoot: '/images/site/ru/logo-foot.svg',
    logoAdmin: '/images/site/ru/logo-admin.svg',
    websiteHome: 'https://ru.chipmart.example',
    websiteAdmin: 'https://admin.chipmart.example',
    contactTel: '+7 495 215 4470',
    contactEmail: 'ru-sales@chipmart.example',
    contactWhatsApp: '+852 5804 1127',
    contactSkype: 'live:chipmart.ru',
    contactWeChatImg: '/images/site/wechat-qr.svg',
    wechatAccountUrl: 'https://u.wechat.com/chipmart-global',
    ...noSocialLinks,
    socializeYoutube: 'https://www.youtube.com/@chipmart-ru',
    trustpilotTemplateId: '',
    trustpilotBusinessunitId: '',
    companyName: 'Chipmart Electronics (HK) Limited',
    companyAddress: 'Unit 1203, 12/F, Kowloon Commerce Centre, 51 Kwai Cheong Road, Kwai Chung, Hong Kong',
    googleMeasurementId: 'G-R4N8T2LZ6C',
    googleTagmanagerId: '',
    seo: {
      en: {
        title: 'Chipmart - Electronic Components with Delivery to Russia and the CIS',
        keyword: 'electronic components Russia, IC chips, microcontrollers, distributor',
        description: 'Electronic components from verified suppliers in stock, priced in USD, with delivery to Russia and the CIS.',
      },
      ru: {
        title: 'Chipmart - электронные компоненты с доставкой в Россию и СНГ',
        keyword: 'электронные компоненты, микросхемы, микроконтроллеры, дистрибьютор',
        description: 'Электронные компоненты от проверенных поставщиков со склада, цены в долларах США, доставка в Россию и страны СНГ.',
      },
    },
  },
  {
    webKey: 'inland',
    brandName: '芯集商城',
    logoHead: '/images/site/inland/logo-head.svg',
    logoFoot: '/images/site/inland/logo-foot.svg',
    logoAdmin: '/images/site/inland/logo-admin.svg',
    websiteHome: 'https://cn.chipmart.example',
    websiteAdmin: 'https://admin-cn.chipmart.example',
    contactTel: '+86 755 8632 9100',
    contactEmail: 'cn-sales@chipmart.example',
    contactWhatsApp: '',
    contactSkype: '',
    contactWeChatImg: '/images/site/inland/wechat-qr.svg',
    wechatAccountUrl: 'https://u.wechat.com/chipmart-cn',
    ...noSocialLinks,
    trustpilotTemplateId: '',
    trustpilotBusinessunitId: '',
    companyName: '深圳芯集电子有限公司',
    companyAddress: '深圳市福田区华强北路1019号华强广场B座18楼',
    googleMeasurementId: '',
    googleTagmanagerId: '',
    seo: {
      en: {
        title: 'Chipmart China - Electronic Components in Stock, Priced in CNY',
        keyword: 'electronic components China, chips, MCU, capacitors, in stock',
        description: 'Genuine electronic components in stock in China, quick quotes, VAT invoices and nationwide delivery.',
      },
      zh: {
        title: '芯集商城 - 电子元器件现货采购平台',
        keyword: '电子元器件, 芯片, 单片机, 电容, 现货',
        description: '芯集商城提供海量电子元器件现货，正品保障，快速报价，全国配送。',
      },
    },
  },
  {
    webKey: 'ko',
    brandName: 'Chipmart 코리아',
    logoHead: '/images/site/ko/logo-head.svg',
    logoFoot: '/images/site/ko/logo-foot.svg',
    logoAdmin: '/images/site/ko/logo-admin.svg',
    websiteHome: 'https://kr.chipmart.example',
    websiteAdmin: 'https://admin.chipmart.example',
    contactTel: '+82 2 6925 3318',
    contactEmail: 'kr-sales@chipmart.example',
    contactWhatsApp: '',
    contactSkype: 'live:chipmart.kr',
    contactWeChatImg: '/images/site/ko/wechat-qr.svg',
    wechatAccountUrl: 'https://u.wechat.com/chipmart-korea',
    ...noSocialLinks,
    socializeInstagram: 'https://www.instagram.com/chipmart.kr',
    socializeYoutube: 'https://www.youtube.com/@chipmart-kr',
    trustpilotTemplateId: '5419b6a8b0d04a076446a9ad',
    trustpilotBusinessunitId: '64f1c2a9d3e7b80012a4c6f3',
    companyName: 'Chipmart Korea Co., Ltd.',
    companyAddress: '14F, 311 Gangnam-daero, Seocho-gu, Seoul 06628, Republic of Korea',
    googleMeasurementId: 'G-K8P3WD5Q1M',
    googleTagmanagerId: 'GTM-KR72VQ9',
    seo: {
      en: {
        title: 'Chipmart Korea - Electronic Components in Stock with Fast Delivery to Korea',
        keyword: 'electronic components Korea, semiconductors, MCU, passive components',
        description: 'Buy electronic components from verified suppliers, in stock, with prices in KRW and fast delivery across Korea.',
      },
      ko: {
        title: 'Chipmart 코리아 - 전자부품 재고 판매, 국내 빠른 배송',
        keyword: '전자부품, 반도체, 마이크로컨트롤러, 수동부품',
        description: '검증된 공급사의 전자부품 재고를 원화 가격으로 구매하고 국내로 빠르게 배송받으세요.',
      },
    },
  },
];

const nativeNames = { en: 'English', zh: '中文', de: 'Deutsch', fr: 'Français', jp: '日本語', ru: 'Русский', ko: '한국어' } as const;

/** Switcher order per variant. The Russian site offers Russian and English only (product spec section 9). */
const localesByWebKey: Record<string, Array<keyof typeof nativeNames>> = {
  default: ['en', 'zh', 'de', 'fr', 'jp'],
  ru: ['ru', 'en'],
  inland: ['zh', 'en'],
  ko: ['ko', 'en', 'zh', 'de', 'fr', 'jp'],
};

export const siteLanguageSeed: Array<typeof siteLanguages.$inferInsert> = Object.entries(localesByWebKey).flatMap(([webKey, codes]) =>
  codes.map((code, index) => ({ webKey, code, name: nativeNames[code], sort: index + 1 })),
);
