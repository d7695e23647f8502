import type { formOptions } from '../../../platform/db/schema/index.ts';
import type { LocalizedText } from '../../../platform/db/schema/localized.ts';

type Group = 'feedback_type' | 'company_type' | 'annual_purchase_volume' | 'industry';

const options: Record<Group, LocalizedText[]> = {
  feedback_type: [
    { en: 'Product inquiry', zh: '产品咨询', de: 'Produktanfrage', fr: 'Question sur un produit', jp: '製品に関するお問い合わせ', ru: 'Вопрос о товаре', ko: '제품 문의' },
    { en: 'Order issue', zh: '订单问题', de: 'Problem mit einer Bestellung', fr: 'Problème de commande', jp: 'ご注文について', ru: 'Проблема с заказом', ko: '주문 문제' },
    { en: 'Payment and invoice', zh: '付款与发票', de: 'Zahlung und Rechnung', fr: 'Paiement et facture', jp: 'お支払いと請求書', ru: 'Оплата и счета', ko: '결제 및 송장' },
    { en: 'Shipping and delivery', zh: '物流与配送', de: 'Versand und Lieferung', fr: 'Expédition et livraison', jp: '配送について', ru: 'Доставка', ko: '배송' },
    { en: 'Website suggestion', zh: '网站建议', de: 'Vorschlag zur Website', fr: 'Suggestion pour le site', jp: 'サイトへのご意見', ru: 'Предложение по сайту', ko: '웹사이트 제안' },
    { en: 'Other', zh: '其他', de: 'Sonstiges', fr: 'Autre', jp: 'その他', ru: 'Другое', ko: '기타' },
  ],
  company_type: [
    { en: 'OEM / manufacturer', zh: '品牌厂商 / 制造商', de: 'OEM / Hersteller', fr: 'OEM / fabricant', jp: 'OEM / メーカー', ru: 'OEM / производитель', ko: 'OEM / 제조사' },
    { en: 'EMS / contract manufacturer', zh: 'EMS / 代工厂', de: 'EMS / Auftragsfertiger', fr: 'EMS / sous-traitant', jp: 'EMS / 受託製造', ru: 'EMS / контрактный производитель', ko: 'EMS / 위탁 생산' },
    { en: 'Distributor / trader', zh: '分销商 / 贸易商', de: 'Distributor / Händler', fr: 'Distributeur / négociant', jp: '商社 / ディストリビューター', ru: 'Дистрибьютор / трейдер', ko: '유통사 / 무역상' },
    { en: 'Design house', zh: '方案设计公司', de: 'Designhaus', fr: 'Bureau d’études', jp: '設計会社', ru: 'Дизайн-центр', ko: '설계 회사' },
    { en: 'Research / education', zh: '科研 / 教育', de: 'Forschung / Lehre', fr: 'Recherche / enseignement', jp: '研究 / 教育機関', ru: 'Наука / образование', ko: '연구 / 교육' },
  ],
  annual_purchase_volume: [
    { en: 'Under $50K', zh: '5 万美元以下', de: 'Unter 50.000 $', fr: 'Moins de 50 000 $', jp: '5万ドル未満', ru: 'До 50 тыс. $', ko: '5만 달러 미만' },
    { en: '$50K - $200K', zh: '5 万 - 20 万美元', de: '50.000 - 200.000 $', fr: '50 000 - 200 000 $', jp: '5万〜20万ドル', ru: '50–200 тыс. $', ko: '5만~20만 달러' },
    { en: '$200K - $1M', zh: '20 万 - 100 万美元', de: '200.000 $ - 1 Mio. $', fr: '200 000 $ - 1 M$', jp: '20万〜100万ドル', ru: '200 тыс. – 1 млн $', ko: '20만~100만 달러' },
    { en: '$1M - $5M', zh: '100 万 - 500 万美元', de: '1 - 5 Mio. $', fr: '1 - 5 M$', jp: '100万〜500万ドル', ru: '1–5 млн $', ko: '100만~500만 달러' },
    { en: 'Over $5M', zh: '500 万美元以上', de: 'Über 5 Mio. $', fr: 'Plus de 5 M$', jp: '500万ドル以上', ru: 'Более 5 млн $', ko: '500만 달러 이상' },
  ],
  industry: [
    { en: 'Automotive', zh: '汽车电子', de: 'Automobil', fr: 'Automobile', jp: '自動車', ru: 'Автомобильная электроника', ko: '자동차' },
    { en: 'Industrial automation', zh: '工业自动化', de: 'Industrieautomation', fr: 'Automatisation industrielle', jp: '産業オートメーション', ru: 'Промышленная автоматизация', ko: '산업 자동화' },
    { en: 'Consumer electronics', zh: '消费电子', de: 'Unterhaltungselektronik', fr: 'Électronique grand public', jp: '民生機器', ru: 'Бытовая электроника', ko: '가전제품' },
    { en: 'Telecommunications', zh: '通信', de: 'Telekommunikation', fr: 'Télécommunications', jp: '通信', ru: 'Телекоммуникации', ko: '통신' },
    { en: 'Medical devices', zh: '医疗器械', de: 'Medizintechnik', fr: 'Dispositifs médicaux', jp: '医療機器', ru: 'Медицинская техника', ko: '의료기기' },
    { en: 'Aerospace and defence', zh: '航空航天与国防', de: 'Luft- und Raumfahrt, Verteidigung', fr: 'Aéronautique et défense', jp: '航空宇宙・防衛', ru: 'Авиакосмическая и оборонная отрасль', ko: '항공우주 및 방위' },
  ],
};

export const formOptionSeed: Array<typeof formOptions.$inferInsert> = Object.entries(options).flatMap(([groupKey, labels]) =>
  labels.map((label, index) => ({ groupKey, optionId: index + 1, labels: label })),
);
