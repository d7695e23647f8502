import { defineMessages } from '../../platform/i18n/messages.ts';

/** Titles and descriptions the server writes into the HTML of catalog pages (the shop's own head matches them). */
export const webMessages = defineMessages({
  documentTitle: {
    en: '{page} | Chipmart',
    zh: '{page} | Chipmart 芯片商城',
    de: '{page} | Chipmart Elektronikshop',
    fr: '{page} | Chipmart, boutique de composants',
    jp: '{page} | Chipmart 電子部品ストア',
    ru: '{page} | Chipmart — магазин компонентов',
    ko: '{page} | Chipmart 부품 쇼핑몰',
  },
  productDescription: {
    en: '{part} by {brand}: {description}. Stock, price breaks and lead times from authorised distributors.',
    zh: '{brand} {part}：{description}。授权分销商的库存、阶梯价格和交期。',
    de: '{part} von {brand}: {description}. Lagerbestand, Staffelpreise und Lieferzeiten autorisierter Distributoren.',
    fr: '{part} de {brand} : {description}. Stock, prix dégressifs et délais de distributeurs agréés.',
    jp: '{brand} {part}：{description}。正規代理店の在庫・数量別価格・納期。',
    ru: '{part} от {brand}: {description}. Склад, ценовые пороги и сроки поставки от авторизованных дистрибьюторов.',
    ko: '{brand} {part}: {description}. 공인 유통사의 재고, 수량별 가격, 리드타임.',
  },
  categoryDescription: {
    en: '{category}: {count} parts with parametric filters, stock and prices from authorised distributors.',
    zh: '{category}：{count} 个型号，支持参数筛选，提供授权分销商的库存和价格。',
    de: '{category}: {count} Bauteile mit parametrischen Filtern, Lagerbestand und Preisen autorisierter Distributoren.',
    fr: '{category} : {count} références avec filtres paramétriques, stock et prix de distributeurs agréés.',
    jp: '{category}：{count} 点の部品をパラメータで絞り込み、正規代理店の在庫と価格を確認できます。',
    ru: '{category}: {count} компонентов с параметрическими фильтрами, складом и ценами авторизованных дистрибьюторов.',
    ko: '{category}: 파라미터 필터, 공인 유통사의 재고와 가격을 갖춘 부품 {count}개.',
  },
  manufacturerDescription: {
    en: '{manufacturer}: {count} parts in the Chipmart catalog. {profile}',
    zh: '{manufacturer}：Chipmart 目录中的 {count} 个型号。{profile}',
    de: '{manufacturer}: {count} Bauteile im Chipmart-Katalog. {profile}',
    fr: '{manufacturer} : {count} références au catalogue Chipmart. {profile}',
    jp: '{manufacturer}：Chipmart カタログの {count} 点の部品。{profile}',
    ru: '{manufacturer}: {count} компонентов в каталоге Chipmart. {profile}',
    ko: '{manufacturer}: Chipmart 카탈로그의 부품 {count}개. {profile}',
  },
});
