import type { components } from '@chipmart/generated/internal/types';
import { defineMessages, type Message } from '../../../platform/i18n/messages.ts';

type BomDoubt = components['schemas']['BomDoubt'];

/** The columns a BOM export adds after the uploaded ones, and its total row. */
export const exportColumnLabels = defineMessages({
  match: { en: 'Match', zh: '匹配', de: 'Zuordnung', fr: 'Correspondance', jp: '照合', ru: 'Сопоставление', ko: '매칭' },
  reason: { en: 'Reason', zh: '原因', de: 'Grund', fr: 'Motif', jp: '理由', ru: 'Причина', ko: '사유' },
  part: { en: 'Part', zh: '匹配型号', de: 'Teil', fr: 'Pièce', jp: '部品', ru: 'Деталь', ko: '부품' },
  manufacturer: { en: 'Manufacturer', zh: '匹配品牌', de: 'Hersteller', fr: 'Fabricant', jp: 'メーカー', ru: 'Производитель', ko: '제조사' },
  supplier: { en: 'Supplier', zh: '供应商', de: 'Lieferant', fr: 'Fournisseur', jp: 'サプライヤー', ru: 'Поставщик', ko: '공급업체' },
  orderQty: { en: 'Order qty', zh: '订购数量', de: 'Bestellmenge', fr: 'Qté commandée', jp: '注文数量', ru: 'Кол-во к заказу', ko: '주문 수량' },
  unitPrice: { en: 'Unit price ({currency})', zh: '单价（{currency}）', de: 'Stückpreis ({currency})', fr: 'Prix unitaire ({currency})', jp: '単価（{currency}）', ru: 'Цена за шт. ({currency})', ko: '단가({currency})' },
  subtotal: { en: 'Subtotal ({currency})', zh: '小计（{currency}）', de: 'Zwischensumme ({currency})', fr: 'Sous-total ({currency})', jp: '小計（{currency}）', ru: 'Сумма ({currency})', ko: '소계({currency})' },
  stock: { en: 'Stock', zh: '库存', de: 'Bestand', fr: 'Stock', jp: '在庫', ru: 'Наличие', ko: '재고' },
  leadTime: { en: 'Lead time (days)', zh: '交期（天）', de: 'Lieferzeit (Tage)', fr: 'Délai (jours)', jp: '納期（日）', ru: 'Срок поставки (дн.)', ko: '납기(일)' },
  total: { en: 'Total', zh: '合计', de: 'Summe', fr: 'Total', jp: '合計', ru: 'Итого', ko: '합계' },
});

/** How a line stands, in the Match column. */
export const matchLabels = defineMessages({
  dnp: { en: 'Do not place', zh: '不贴', de: 'Nicht bestücken', fr: 'Non monté', jp: '未実装', ru: 'Не устанавливать', ko: '미실장' },
  ignored: { en: 'Ignored', zh: '已忽略', de: 'Ignoriert', fr: 'Ignorée', jp: '対象外', ru: 'Пропущена', ko: '제외됨' },
  toConfirm: { en: 'To confirm', zh: '待确认', de: 'Zu bestätigen', fr: 'À confirmer', jp: '要確認', ru: 'Требует подтверждения', ko: '확인 필요' },
  unmatched: { en: 'Unmatched', zh: '未匹配', de: 'Nicht zugeordnet', fr: 'Non trouvée', jp: '該当なし', ru: 'Не найдено', ko: '매칭 안 됨' },
  noStock: { en: 'No stock', zh: '无库存', de: 'Kein Bestand', fr: 'Pas de stock', jp: '在庫なし', ru: 'Нет в наличии', ko: '재고 없음' },
  chosen: { en: 'Chosen by you', zh: '您已选定', de: 'Von Ihnen gewählt', fr: 'Choisie par vous', jp: 'お客様が選択', ru: 'Выбрано вами', ko: '직접 선택함' },
  exact: { en: 'Exact match', zh: '精确匹配', de: 'Exakte Übereinstimmung', fr: 'Correspondance exacte', jp: '完全一致', ru: 'Точное совпадение', ko: '정확히 일치' },
});

/** Each doubt in words, for the Reason column. */
export const doubtLabels: Record<BomDoubt, Message> = defineMessages({
  several_candidates: {
    en: 'Several catalog parts fit equally well',
    zh: '有多个目录型号同样符合',
    de: 'Mehrere Katalogteile passen gleich gut',
    fr: 'Plusieurs pièces du catalogue conviennent aussi bien',
    jp: '同じように該当するカタログ部品が複数あります',
    ru: 'Одинаково подходят несколько деталей каталога',
    ko: '똑같이 맞는 카탈로그 부품이 여러 개입니다',
  },
  manufacturer_disagrees: {
    en: 'The part found is made by another manufacturer',
    zh: '匹配到的型号属于其他品牌',
    de: 'Das gefundene Teil stammt von einem anderen Hersteller',
    fr: "La pièce trouvée est d'un autre fabricant",
    jp: '見つかった部品は別のメーカーのものです',
    ru: 'Найденная деталь другого производителя',
    ko: '찾은 부품은 다른 제조사 제품입니다',
  },
  packaging_variant_only: {
    en: 'Only the same part in another packaging was found',
    zh: '仅找到其他包装的同一型号',
    de: 'Nur dasselbe Teil in anderer Verpackung gefunden',
    fr: "Seule la même pièce dans un autre conditionnement a été trouvée",
    jp: '別の梱包形態の同じ部品しか見つかりませんでした',
    ru: 'Найдена только та же деталь в другой упаковке',
    ko: '다른 포장의 같은 부품만 찾았습니다',
  },
  loose_key_only: {
    en: 'The part numbers are equal only without punctuation or suffixes',
    zh: '型号仅在忽略标点或后缀时相同',
    de: 'Die Teilenummern stimmen nur ohne Satzzeichen oder Suffixe überein',
    fr: 'Les références ne sont égales que sans ponctuation ni suffixes',
    jp: '型番は記号や末尾の文字を除いた場合にのみ一致します',
    ru: 'Номера совпадают только без знаков препинания и суффиксов',
    ko: '부품 번호가 기호나 접미사를 빼야만 같습니다',
  },
  description_only: {
    en: 'Only the manufacturer and description matched',
    zh: '仅品牌和描述相符',
    de: 'Nur Hersteller und Beschreibung stimmen überein',
    fr: 'Seuls le fabricant et la description correspondent',
    jp: 'メーカーと説明だけが一致しました',
    ru: 'Совпали только производитель и описание',
    ko: '제조사와 설명만 일치했습니다',
  },
  no_stock: {
    en: 'No offer of the part has stock',
    zh: '该型号的报价均无库存',
    de: 'Kein Angebot des Teils hat Bestand',
    fr: "Aucune offre de la pièce n'a de stock",
    jp: 'この部品の在庫があるオファーはありません',
    ru: 'Ни в одном предложении нет этой детали в наличии',
    ko: '이 부품의 재고가 있는 오퍼가 없습니다',
  },
  quantity_disagrees_with_designators: {
    en: 'The quantity is not the number of reference designators',
    zh: '数量与位号个数不一致',
    de: 'Die Menge entspricht nicht der Zahl der Bestückungspositionen',
    fr: 'La quantité ne correspond pas au nombre de repères',
    jp: '数量が部品記号の数と一致しません',
    ru: 'Количество не совпадает с числом позиционных обозначений',
    ko: '수량이 참조 번호 개수와 다릅니다',
  },
});
