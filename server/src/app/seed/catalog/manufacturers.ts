import type { LocalizedText } from '../../../platform/db/schema/localized.ts';
import { manufacturerProfiles, type ManufacturerFocus, type ManufacturerProfile } from './manufacturer-profiles.ts';

/** What a manufacturer makes, as a phrase that fits the shorter profile sentence of each locale. */
const focusPhrases: Record<ManufacturerFocus, { de: string; fr: string; jp: string; ru: string; ko: string }> = {
  mcu_analog: { de: 'Mikrocontroller, Analog- und Leistungshalbleiter', fr: 'des microcontrôleurs, des circuits analogiques et des semi-conducteurs de puissance', jp: 'マイコン、アナログ IC、パワー半導体', ru: 'микроконтроллеров, аналоговых и силовых полупроводников', ko: '마이크로컨트롤러, 아날로그 IC, 전력 반도체' },
  analog_power: { de: 'Analog- und Power-Management-ICs', fr: "des circuits analogiques et de gestion de l'alimentation", jp: 'アナログ IC と電源管理 IC', ru: 'аналоговых микросхем и микросхем управления питанием', ko: '아날로그 IC 및 전원 관리 IC' },
  discretes_power: { de: 'diskrete Halbleiter und Leistungshalbleiter', fr: 'des semi-conducteurs discrets et de puissance', jp: 'ディスクリート半導体とパワー半導体', ru: 'дискретных и силовых полупроводников', ko: '개별 반도체 및 전력 반도체' },
  passives: { de: 'passive Bauelemente wie Kondensatoren, Widerstände und Induktivitäten', fr: 'des composants passifs : condensateurs, résistances et inductances', jp: 'コンデンサ、抵抗器、インダクタなどの受動部品', ru: 'пассивных компонентов: конденсаторов, резисторов и катушек индуктивности', ko: '커패시터, 저항기, 인덕터 등 수동 부품' },
  connectors: { de: 'Steckverbinder und Verbindungstechnik', fr: "des connecteurs et des solutions d'interconnexion", jp: 'コネクタと接続ソリューション', ru: 'разъёмов и соединительных решений', ko: '커넥터 및 연결 솔루션' },
  memory: { de: 'Speicherbausteine (Flash, DRAM, SRAM)', fr: 'des mémoires (Flash, DRAM, SRAM)', jp: 'メモリ製品（フラッシュ、DRAM、SRAM）', ru: 'микросхем памяти (Flash, DRAM, SRAM)', ko: '메모리 반도체(플래시, DRAM, SRAM)' },
  wireless: { de: 'Funk-SoCs und Funkmodule', fr: 'des SoC et des modules sans fil', jp: '無線 SoC と無線モジュール', ru: 'беспроводных SoC и модулей', ko: '무선 SoC 및 무선 모듈' },
  sensors: { de: 'Sensoren', fr: 'des capteurs', jp: 'センサ', ru: 'датчиков', ko: '센서' },
  optoelectronics: { de: 'LEDs und optoelektronische Bauelemente', fr: 'des LED et des composants optoélectroniques', jp: 'LED と光半導体', ru: 'светодиодов и оптоэлектронных компонентов', ko: 'LED 및 광전자 부품' },
  frequency: { de: 'Quarze, Oszillatoren und weitere Bauelemente zur Frequenzsteuerung', fr: 'des quartz, des oscillateurs et des composants de contrôle de fréquence', jp: '水晶振動子や発振器などの周波数制御部品', ru: 'кварцевых резонаторов, генераторов и других компонентов управления частотой', ko: '크리스털, 발진기 등 주파수 제어 부품' },
  protection: { de: 'Schaltungsschutz wie Sicherungen und TVS-Dioden', fr: 'des composants de protection des circuits, dont des fusibles et des diodes TVS', jp: 'ヒューズや TVS ダイオードなどの回路保護部品', ru: 'компонентов защиты цепей, в том числе предохранителей и TVS-диодов', ko: '퓨즈, TVS 다이오드 등 회로 보호 부품' },
  interface_ics: { de: 'Schnittstellen-ICs und USB-Brücken', fr: "des circuits d'interface et des ponts USB", jp: 'インターフェース IC と USB ブリッジ IC', ru: 'интерфейсных микросхем и мостов USB', ko: '인터페이스 IC 및 USB 브리지 IC' },
  logic_discretes: { de: 'Logik-ICs und diskrete Halbleiter', fr: 'des circuits logiques et des semi-conducteurs discrets', jp: 'ロジック IC とディスクリート半導体', ru: 'логических микросхем и дискретных полупроводников', ko: '로직 IC 및 개별 반도체' },
};

function countryIn(locale: string, code: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** The full en and zh profile, and a shorter profile in the other locales built from what the company makes, where and since when. */
export function describeManufacturer(profile: ManufacturerProfile): Required<LocalizedText> {
  const phrase = focusPhrases[profile.focus];
  const { name, founded, country } = profile;
  return {
    en: profile.en,
    zh: profile.zh,
    de: `${name} stellt ${phrase.de} her. Hauptsitz: ${countryIn('de', country)}${founded ? `; gegründet ${founded}` : ''}.`,
    fr: `${name} fabrique ${phrase.fr}. Siège : ${countryIn('fr', country)}${founded ? ` ; fondée en ${founded}` : ''}.`,
    jp: `${name}は${phrase.jp}のメーカーです。本社所在地：${countryIn('ja', country)}${founded ? `、設立：${founded}年` : ''}。`,
    ru: `${name} — производитель ${phrase.ru}. Штаб-квартира: ${countryIn('ru', country)}${founded ? `; год основания: ${founded}` : ''}.`,
    ko: `${name}은(는) ${phrase.ko} 제조사입니다. 본사: ${countryIn('ko', country)}${founded ? `, 설립: ${founded}년` : ''}.`,
  };
}

export interface ManufacturerRow {
  id: number;
  name: string;
  slug: string;
  logo: string;
  website: string;
  country: string;
  foundedYear: number | null;
  description: Required<LocalizedText>;
}

/** Manufacturer rows with ids in list order (1, 2, ...), so STMicroelectronics is always 1. */
export const manufacturerRows: ManufacturerRow[] = manufacturerProfiles.map((profile, index) => ({
  id: index + 1,
  name: profile.name,
  slug: profile.slug,
  logo: `/images/manufacturers/${profile.slug}.svg`,
  website: profile.website,
  country: profile.country,
  foundedYear: profile.founded,
  description: describeManufacturer(profile),
}));

const idBySlug = new Map(manufacturerRows.map((row) => [row.slug, row]));

export function manufacturerBySlug(slug: string): ManufacturerRow {
  const row = idBySlug.get(slug);
  if (!row) throw new Error(`Unknown manufacturer slug in seed data: ${slug}`);
  return row;
}
