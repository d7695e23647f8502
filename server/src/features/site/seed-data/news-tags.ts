import type { newsTags } from '../../../platform/db/schema/index.ts';

export const NEWS_TAG = {
  supplyChain: 1,
  microcontrollers: 2,
  powerManagement: 3,
  passives: 4,
  designNotes: 5,
  wireless: 6,
  companyNews: 7,
  analog: 8,
  marketReport: 9,
} as const;

export const newsTagSeed: Array<typeof newsTags.$inferInsert> = [
  { id: NEWS_TAG.supplyChain, names: { en: 'Supply chain', zh: '供应链', de: 'Lieferkette', fr: 'Chaîne d’approvisionnement', jp: 'サプライチェーン', ru: 'Цепочка поставок', ko: '공급망' } },
  { id: NEWS_TAG.microcontrollers, names: { en: 'Microcontrollers', zh: '单片机', de: 'Mikrocontroller', fr: 'Microcontrôleurs', jp: 'マイコン', ru: 'Микроконтроллеры', ko: '마이크로컨트롤러' } },
  { id: NEWS_TAG.powerManagement, names: { en: 'Power management', zh: '电源管理', de: 'Energiemanagement', fr: 'Gestion de l’énergie', jp: '電源管理', ru: 'Управление питанием', ko: '전원 관리' } },
  { id: NEWS_TAG.passives, names: { en: 'Passive components', zh: '被动元件', de: 'Passive Bauelemente', fr: 'Composants passifs', jp: '受動部品', ru: 'Пассивные компоненты', ko: '수동 부품' } },
  { id: NEWS_TAG.designNotes, names: { en: 'Design notes', zh: '设计笔记', de: 'Design-Hinweise', fr: 'Notes de conception', jp: '設計ノート', ru: 'Заметки по проектированию', ko: '설계 노트' } },
  { id: NEWS_TAG.wireless, names: { en: 'Wireless and IoT', zh: '无线与物联网', de: 'Funk und IoT', fr: 'Sans fil et IoT', jp: '無線・IoT', ru: 'Беспроводная связь и IoT', ko: '무선 및 IoT' } },
  { id: NEWS_TAG.companyNews, names: { en: 'Company news', zh: '公司新闻', de: 'Unternehmensnachrichten', fr: 'Actualités de l’entreprise', jp: '会社ニュース', ru: 'Новости компании', ko: '회사 소식' } },
  { id: NEWS_TAG.analog, names: { en: 'Analog', zh: '模拟器件', de: 'Analog', fr: 'Analogique', jp: 'アナログ', ru: 'Аналоговые схемы', ko: '아날로그' } },
  { id: NEWS_TAG.marketReport, names: { en: 'Market report', zh: '市场报告', de: 'Marktbericht', fr: 'Rapport de marché', jp: '市場レポート', ru: 'Обзор рынка', ko: '시장 보고서' } },
];
