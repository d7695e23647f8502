import type { LocalizedText } from '../../platform/db/schema/localized.ts';

/** Texts of the demo home page (banners and floor lines), in every locale. */
type Copy = Required<LocalizedText>;

export interface BannerCopy {
  title: Copy;
  /** Where the banner leads; `{category:slug}` and `{manufacturer:slug}` are resolved against the catalog. */
  link: string;
  openInNewTab: boolean;
}

export const bannerCopy: BannerCopy[] = [
  {
    title: {
      en: 'STM32 microcontrollers in stock, ships in 24 h',
      zh: 'STM32 单片机现货供应，24 小时内发货',
      de: 'STM32-Mikrocontroller ab Lager, Versand innerhalb von 24 Stunden',
      fr: 'Microcontrôleurs STM32 en stock, expédiés sous 24 h',
      jp: 'STM32 マイコン在庫あり、24 時間以内に出荷',
      ru: 'Микроконтроллеры STM32 в наличии, отгрузка за 24 часа',
      ko: 'STM32 마이크로컨트롤러 재고 보유, 24시간 내 출고',
    },
    link: '{manufacturer:stmicroelectronics}',
    openInNewTab: false,
  },
  {
    title: {
      en: 'Upload your BOM and get every line priced in minutes',
      zh: '上传 BOM，几分钟内为每一行报价',
      de: 'Laden Sie Ihre Stückliste hoch und erhalten Sie in Minuten Preise für jede Position',
      fr: 'Importez votre nomenclature et obtenez le prix de chaque ligne en quelques minutes',
      jp: 'BOM をアップロードすれば、数分で全行の価格がわかります',
      ru: 'Загрузите спецификацию и получите цены по каждой строке за несколько минут',
      ko: 'BOM을 업로드하면 몇 분 안에 모든 품목의 가격을 확인할 수 있습니다',
    },
    link: '/bom',
    openInNewTab: false,
  },
  {
    title: {
      en: 'Murata MLCC on full reels, millions of pieces ready to ship',
      zh: '村田 MLCC 整盘供应，数百万颗现货待发',
      de: 'Murata-MLCC auf vollen Rollen, Millionen Stück versandbereit',
      fr: 'MLCC Murata en bobines complètes, des millions de pièces prêtes à partir',
      jp: '村田製作所の MLCC をフルリールで、数百万個を即納',
      ru: 'MLCC Murata на полных катушках, миллионы штук готовы к отгрузке',
      ko: '무라타 MLCC 풀릴 공급, 수백만 개 즉시 출고',
    },
    link: '{category:mlcc}',
    openInNewTab: false,
  },
  {
    title: {
      en: 'Request a quote for hard-to-find and end-of-life parts',
      zh: '难寻料与停产料，一键询价',
      de: 'Fordern Sie ein Angebot für schwer erhältliche und abgekündigte Bauteile an',
      fr: 'Demandez un devis pour les composants introuvables ou en fin de vie',
      jp: '入手困難品・生産終了品のお見積りはこちら',
      ru: 'Запросите цену на дефицитные и снятые с производства компоненты',
      ko: '구하기 어려운 부품과 단종 부품 견적을 요청하세요',
    },
    link: '/rfq',
    openInNewTab: false,
  },
  {
    title: {
      en: 'Sell your excess inventory to buyers worldwide',
      zh: '将您的库存呆料销往全球买家',
      de: 'Verkaufen Sie Ihre Überbestände an Käufer weltweit',
      fr: 'Vendez vos stocks excédentaires à des acheteurs du monde entier',
      jp: '余剰在庫を世界中のバイヤーに販売しましょう',
      ru: 'Продайте излишки склада покупателям по всему миру',
      ko: '남는 재고를 전 세계 구매자에게 판매하세요',
    },
    link: '/sell-your-excess',
    openInNewTab: true,
  },
];

/** Lines shown under floor titles, used in turn. */
export const floorSubtitles: Copy[] = [
  {
    en: 'Original parts from franchised and audited suppliers',
    zh: '原厂正品，来自授权及经审核的供应商',
    de: 'Originalteile von autorisierten und geprüften Lieferanten',
    fr: 'Composants d’origine de distributeurs agréés et audités',
    jp: '正規代理店と監査済みサプライヤーの純正品',
    ru: 'Оригинальные компоненты от авторизованных и проверенных поставщиков',
    ko: '공인 및 심사를 거친 공급업체의 정품 부품',
  },
  {
    en: 'Date codes and packaging on every offer',
    zh: '每个报价均标注批次与包装',
    de: 'Datumscode und Verpackung bei jedem Angebot',
    fr: 'Code date et conditionnement indiqués pour chaque offre',
    jp: 'すべてのオファーにデートコードと梱包形態を表示',
    ru: 'Код даты и упаковка указаны в каждом предложении',
    ko: '모든 오퍼에 데이트 코드와 포장 정보 표시',
  },
  {
    en: 'Quantity price breaks from one piece to full reels',
    zh: '从单件到整盘的阶梯价格',
    de: 'Staffelpreise vom Einzelstück bis zur vollen Rolle',
    fr: 'Prix dégressifs de la pièce à la bobine complète',
    jp: '1 個からフルリールまでの数量別価格',
    ru: 'Цены по количеству — от одной штуки до полной катушки',
    ko: '1개부터 풀릴까지 수량별 가격',
  },
];

/** Company names of demo buyers for the order ticker (only ever shown masked), with their country. */
export const demoBuyers: Array<{ name: string; country: string }> = [
  { name: 'Siemens Healthineers', country: 'DE' },
  { name: 'Nordic Automation', country: 'NO' },
  { name: 'Astronic Ltd', country: 'GB' },
  { name: 'Tecnoprint SRL', country: 'IT' },
  { name: 'Kyoto Controls', country: 'JP' },
  { name: 'Hanbit Electronics', country: 'KR' },
  { name: 'Shenzhen Ruixin Tech', country: 'CN' },
  { name: 'Voltaire Systèmes', country: 'FR' },
  { name: 'Maple Circuits Inc', country: 'CA' },
  { name: 'Redwood Robotics', country: 'US' },
  { name: 'Baltic Embedded', country: 'LT' },
  { name: 'Ural Pribor', country: 'RU' },
  { name: 'Alpine Sensorik AG', country: 'CH' },
  { name: 'Delft Photonics', country: 'NL' },
  { name: 'Pampas Energia', country: 'AR' },
  { name: 'Sydney Instruments', country: 'AU' },
  { name: 'Bangalore Power Systems', country: 'IN' },
  { name: 'Warsaw Microtech', country: 'PL' },
];
