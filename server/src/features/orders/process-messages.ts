import { defineMessages } from '../../platform/i18n/messages.ts';

/**
 * Why an order event was refused, said by where the order is now: the buyer
 * learns what happened to the order, not only that the click failed.
 */
export const orderStateRefusals = defineMessages({
  awaitingPayment: {
    en: 'Order {orderSn} has not been paid yet, so this cannot be done now.',
    zh: '订单 {orderSn} 尚未付款，暂时无法执行此操作。',
    de: 'Bestellung {orderSn} ist noch nicht bezahlt; das ist jetzt nicht möglich.',
    fr: "La commande {orderSn} n'est pas encore payée ; cette action n'est pas possible pour l'instant.",
    jp: '注文 {orderSn} はまだ支払われていないため、この操作は今はできません。',
    ru: 'Заказ {orderSn} ещё не оплачен, поэтому сейчас это сделать нельзя.',
    ko: '주문 {orderSn}은(는) 아직 결제되지 않아 지금은 이 작업을 할 수 없습니다.',
  },
  paymentPending: {
    en: 'A payment for order {orderSn} is awaiting confirmation; wait for it before changing the order.',
    zh: '订单 {orderSn} 的付款正在等待确认，请在确认后再更改订单。',
    de: 'Eine Zahlung für Bestellung {orderSn} wartet auf Bestätigung; bitte warten Sie diese ab.',
    fr: 'Un paiement de la commande {orderSn} attend sa confirmation ; attendez-la avant de modifier la commande.',
    jp: '注文 {orderSn} の支払いは確認待ちです。確認されるまでお待ちください。',
    ru: 'Платёж по заказу {orderSn} ожидает подтверждения; дождитесь его, прежде чем менять заказ.',
    ko: '주문 {orderSn}의 결제가 확인을 기다리고 있습니다. 확인된 후에 주문을 변경하세요.',
  },
  processing: {
    en: 'Order {orderSn} is already paid and being prepared for shipping.',
    zh: '订单 {orderSn} 已付款，正在备货发运。',
    de: 'Bestellung {orderSn} ist bereits bezahlt und wird für den Versand vorbereitet.',
    fr: "La commande {orderSn} est déjà payée et en cours de préparation pour l'expédition.",
    jp: '注文 {orderSn} は支払い済みで、出荷の準備中です。',
    ru: 'Заказ {orderSn} уже оплачен и готовится к отправке.',
    ko: '주문 {orderSn}은(는) 이미 결제되어 출고 준비 중입니다.',
  },
  shipped: {
    en: 'Order {orderSn} has already shipped.',
    zh: '订单 {orderSn} 已发货。',
    de: 'Bestellung {orderSn} wurde bereits versandt.',
    fr: 'La commande {orderSn} a déjà été expédiée.',
    jp: '注文 {orderSn} はすでに出荷されています。',
    ru: 'Заказ {orderSn} уже отправлен.',
    ko: '주문 {orderSn}은(는) 이미 발송되었습니다.',
  },
  completed: {
    en: 'Order {orderSn} is already completed.',
    zh: '订单 {orderSn} 已完成。',
    de: 'Bestellung {orderSn} ist bereits abgeschlossen.',
    fr: 'La commande {orderSn} est déjà terminée.',
    jp: '注文 {orderSn} はすでに完了しています。',
    ru: 'Заказ {orderSn} уже завершён.',
    ko: '주문 {orderSn}은(는) 이미 완료되었습니다.',
  },
  cancelled: {
    en: 'Order {orderSn} was cancelled.',
    zh: '订单 {orderSn} 已取消。',
    de: 'Bestellung {orderSn} wurde storniert.',
    fr: 'La commande {orderSn} a été annulée.',
    jp: '注文 {orderSn} はキャンセルされました。',
    ru: 'Заказ {orderSn} отменён.',
    ko: '주문 {orderSn}은(는) 취소되었습니다.',
  },
  refunded: {
    en: 'Order {orderSn} was refunded.',
    zh: '订单 {orderSn} 已退款。',
    de: 'Bestellung {orderSn} wurde erstattet.',
    fr: 'La commande {orderSn} a été remboursée.',
    jp: '注文 {orderSn} は返金されました。',
    ru: 'По заказу {orderSn} оформлен возврат средств.',
    ko: '주문 {orderSn}은(는) 환불되었습니다.',
  },
  notYetDue: {
    en: 'Order {orderSn} is not due for this yet.',
    zh: '订单 {orderSn} 尚未到期，暂不能执行此操作。',
    de: 'Für Bestellung {orderSn} ist das noch nicht fällig.',
    fr: "La commande {orderSn} n'est pas encore arrivée à échéance pour cela.",
    jp: '注文 {orderSn} はまだその期限に達していません。',
    ru: 'Для заказа {orderSn} срок для этого ещё не наступил.',
    ko: '주문 {orderSn}은(는) 아직 이 작업의 기한이 되지 않았습니다.',
  },
  orderNotFound: {
    en: 'No order {orderSn} was found.',
    zh: '未找到订单 {orderSn}。',
    de: 'Bestellung {orderSn} wurde nicht gefunden.',
    fr: 'Aucune commande {orderSn} n’a été trouvée.',
    jp: '注文 {orderSn} は見つかりませんでした。',
    ru: 'Заказ {orderSn} не найден.',
    ko: '주문 {orderSn}을(를) 찾을 수 없습니다.',
  },
});
