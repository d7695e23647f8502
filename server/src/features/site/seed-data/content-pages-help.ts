import type { ContentPageSeed } from './content-page-seed.ts';

/** Company-profile pages: how to buy, pay, ship and return, account help, and the policies. */
export const helpPages: ContentPageSeed[] = [
  {
    pageKey: 'how-to-buy',
    updated: '2026-08-19T06:45:00Z',
    title: { en: 'How to Buy', zh: '如何购买', de: 'So kaufen Sie ein', fr: 'Comment acheter', jp: 'ご購入方法', ru: 'Как купить', ko: '구매 방법' },
    seo: {
      en: { title: 'How to Buy Electronic Components | Chipmart', keyword: 'how to buy, order components, Chipmart help', description: 'Step by step guide to searching, ordering and paying for electronic components at Chipmart.' },
      zh: { title: '如何购买电子元器件 | 芯集', keyword: '如何购买, 元器件下单, 芯集帮助', description: '在芯集搜索、下单和支付电子元器件的分步指南。' },
    },
    content: {
      en: '<h2>1. Find your part</h2><p>Search by part number, for example <strong>LM358DR</strong>, or browse by category and manufacturer. Case, spaces and dashes do not matter: "stm32 f103" finds STM32F103C8T6.</p><h2>2. Choose an offer</h2><p>Compare stock, MOQ, order multiple, lead time, date code and price breaks of each supplier offer, then add the quantity you need to the cart. Quantities are raised to the MOQ and the order multiple automatically.</p><h2>3. Check out</h2><p>Choose a shipping address and method, then pay by card, PayPal, bank transfer, WeChat Pay, Alipay or net terms.</p><p>No price shown? Add the part to your RFQ list and we will quote within 24 hours.</p>',
      zh: '<h2>1. 查找物料</h2><p>按型号搜索，例如 <strong>LM358DR</strong>，或按分类和品牌浏览。大小写、空格和横线不影响结果：“stm32 f103” 可以找到 STM32F103C8T6。</p><h2>2. 选择报价</h2><p>比较各供应商的库存、最小起订量、订购倍数、交期、批次和阶梯价格，将所需数量加入购物车。数量会自动调整到最小起订量和订购倍数。</p><h2>3. 结算</h2><p>选择收货地址和配送方式，然后使用银行卡、PayPal、银行转账、微信支付、支付宝或账期付款。</p><p>没有显示价格？将物料加入询价单，我们会在 24 小时内报价。</p>',
    },
  },
  {
    pageKey: 'order-pay',
    updated: '2026-08-19T07:00:00Z',
    title: { en: 'Payment Methods', zh: '支付方式', de: 'Zahlungsarten', fr: 'Moyens de paiement', jp: 'お支払い方法', ru: 'Способы оплаты', ko: '결제 방법' },
    seo: {
      en: { title: 'Payment Methods | Chipmart', keyword: 'payment methods, PayPal, bank transfer, net terms', description: 'Pay for component orders by card, PayPal, bank transfer, WeChat Pay, Alipay or net terms.' },
      zh: { title: '支付方式 | 芯集', keyword: '支付方式, PayPal, 银行转账, 账期', description: '可使用银行卡、PayPal、银行转账、微信支付、支付宝或账期支付元器件订单。' },
    },
    content: {
      en: '<h2>How you can pay</h2><ul><li>Credit and debit cards and PayPal: paid at once, the order ships the same day.</li><li>Bank transfer (T/T): the order ships when the payment arrives, usually 1-3 working days.</li><li>WeChat Pay and Alipay on the inland site, in CNY.</li><li>Net terms: approved companies pay 30 or 60 days after the invoice.</li></ul><p>Orders not paid within 72 hours are cancelled and their stock released.</p>',
      zh: '<h2>支付方式</h2><ul><li>信用卡、借记卡和 PayPal：即时到账，当天发货。</li><li>银行电汇（T/T）：款项到账后发货，通常需要 1-3 个工作日。</li><li>国内站支持微信支付和支付宝，以人民币结算。</li><li>账期：通过审核的企业可在开票后 30 或 60 天付款。</li></ul><p>72 小时内未付款的订单将被取消，库存随之释放。</p>',
      de: '<h2>So können Sie bezahlen</h2><ul><li>Kredit- und Debitkarten sowie PayPal: sofort bezahlt, Versand am selben Tag.</li><li>Banküberweisung (T/T): Versand nach Zahlungseingang, meist 1-3 Werktage.</li><li>WeChat Pay und Alipay auf der China-Seite, in CNY.</li><li>Zahlungsziel: freigegebene Firmen zahlen 30 oder 60 Tage nach Rechnung.</li></ul><p>Nicht innerhalb von 72 Stunden bezahlte Bestellungen werden storniert und der Bestand freigegeben.</p>',
      fr: '<h2>Comment payer</h2><ul><li>Cartes de crédit et de débit, PayPal : paiement immédiat, expédition le jour même.</li><li>Virement bancaire (T/T) : expédition à réception du paiement, en général sous 1 à 3 jours ouvrés.</li><li>WeChat Pay et Alipay sur le site Chine, en CNY.</li><li>Paiement à terme : les entreprises agréées paient à 30 ou 60 jours après facture.</li></ul><p>Les commandes non payées sous 72 heures sont annulées et leur stock libéré.</p>',
      jp: '<h2>お支払い方法</h2><ul><li>クレジットカード・デビットカード・PayPal：即時決済、当日出荷。</li><li>銀行振込（T/T）：入金確認後に出荷、通常 1〜3 営業日。</li><li>中国国内サイトでは WeChat Pay と Alipay（人民元）。</li><li>掛け払い：審査済みの法人は請求後 30 日または 60 日でお支払い。</li></ul><p>72 時間以内にお支払いのないご注文はキャンセルされ、在庫は解放されます。</p>',
      ru: '<h2>Как оплатить</h2><ul><li>Кредитные и дебетовые карты, PayPal: оплата сразу, отгрузка в тот же день.</li><li>Банковский перевод (T/T): отгрузка после поступления оплаты, обычно 1–3 рабочих дня.</li><li>WeChat Pay и Alipay на китайском сайте, в юанях.</li><li>Отсрочка платежа: одобренные компании платят через 30 или 60 дней после счёта.</li></ul><p>Заказы, не оплаченные в течение 72 часов, отменяются, а товар возвращается в продажу.</p>',
      ko: '<h2>결제 방법</h2><ul><li>신용카드, 체크카드, PayPal: 즉시 결제, 당일 출고.</li><li>은행 송금(T/T): 입금 확인 후 출고, 보통 영업일 기준 1~3일.</li><li>중국 사이트에서는 WeChat Pay와 Alipay(위안화).</li><li>후불 결제: 승인된 기업은 송장 발행 후 30일 또는 60일 이내 결제.</li></ul><p>72시간 이내에 결제되지 않은 주문은 취소되고 재고가 해제됩니다.</p>',
    },
  },
  {
    pageKey: 'shipping-delivering',
    updated: '2026-08-19T07:10:00Z',
    title: { en: 'Shipping and Delivery', zh: '配送说明', de: 'Versand und Lieferung', fr: 'Expédition et livraison', jp: '配送について', ru: 'Доставка', ko: '배송 안내' },
    seo: {
      en: { title: 'Shipping and Delivery of Components | Chipmart', keyword: 'shipping, DHL Express, FedEx, UPS, SF Express, delivery time', description: 'Carriers, transit times, shipping costs, customs and packaging of Chipmart orders.' },
      zh: { title: '元器件配送说明 | 芯集', keyword: '配送, DHL, FedEx, UPS, 顺丰, 运输时效', description: '芯集订单的承运商、运输时效、运费、清关和包装说明。' },
    },
    content: {
      en: '<h2>Carriers and transit times</h2><table><tr><th>Carrier</th><th>Transit</th></tr><tr><td>DHL Express</td><td>3-5 working days</td></tr><tr><td>FedEx International Priority</td><td>2-4 working days</td></tr><tr><td>UPS Worldwide Saver</td><td>3-6 working days</td></tr><tr><td>EMS</td><td>7-15 working days</td></tr><tr><td>SF Express (mainland China)</td><td>1-3 working days</td></tr></table><p>Orders paid before 15:00 Hong Kong time ship the same working day from stock.</p><h2>Customs and duties</h2><p>International shipments are sent DAP: import duties and taxes are paid by the receiver. Commercial invoices state the HTS code and country of origin of every line.</p><h2>Packaging</h2><p>Moisture-sensitive parts travel in sealed moisture barrier bags with desiccant; everything ships in ESD-safe packaging.</p>',
      zh: '<h2>承运商与时效</h2><table><tr><th>承运商</th><th>时效</th></tr><tr><td>DHL Express</td><td>3-5 个工作日</td></tr><tr><td>FedEx International Priority</td><td>2-4 个工作日</td></tr><tr><td>UPS Worldwide Saver</td><td>3-6 个工作日</td></tr><tr><td>EMS</td><td>7-15 个工作日</td></tr><tr><td>顺丰速运（中国大陆）</td><td>1-3 个工作日</td></tr></table><p>香港时间 15:00 前付款的现货订单当天发货。</p><h2>清关与关税</h2><p>国际包裹按 DAP 条款发运，进口关税和税费由收货方承担。商业发票注明每一行的 HTS 编码和原产地。</p><h2>包装</h2><p>湿敏物料使用密封防潮袋并附干燥剂，所有物料均采用防静电包装。</p>',
    },
  },
  {
    pageKey: 'refund',
    updated: '2026-04-11T05:30:00Z',
    title: { en: 'Returns and Refunds', zh: '退货与退款', de: 'Rückgabe und Erstattung', fr: 'Retours et remboursements', jp: '返品・返金', ru: 'Возврат и возмещение', ko: '반품 및 환불' },
    seo: {
      en: { title: 'Returns and Refunds | Chipmart', keyword: 'return policy, refund, RMA, defective components', description: 'How to return components and get a refund: 90-day quality guarantee and RMA process.' },
      zh: { title: '退货与退款 | 芯集', keyword: '退货政策, 退款, RMA, 不良品', description: '如何退货并获得退款：90 天质量保证和退货流程。' },
    },
    content: {
      en: '<h2>90-day quality guarantee</h2><p>If parts do not match the order or fail to meet the manufacturer\'s datasheet, report it within 90 days of delivery. We replace them or refund the price and the shipping cost.</p><h2>Return process</h2><ol><li>Open the order in My Account and choose "Request return" for the affected lines.</li><li>Attach photos and, for functional failures, a short test report.</li><li>We issue an RMA number within two working days; ship the parts back in their original packaging.</li><li>The refund is made to the original payment method within 5 working days after the parts arrive.</li></ol><p>Parts that were soldered, programmed or stored outside their moisture-sensitivity limits cannot be returned, except for proven defects. Lead-time buys and custom-cut tape are non-cancellable and non-returnable.</p>',
      zh: '<h2>90 天质量保证</h2><p>如物料与订单不符或不满足原厂规格书，请在签收后 90 天内反馈。我们将更换或退还货款及运费。</p><h2>退货流程</h2><ol><li>在“我的账户”中打开订单，对相关行选择“申请退货”。</li><li>上传照片；如为功能问题，请附简短测试报告。</li><li>我们在两个工作日内发放 RMA 编号，请用原包装寄回。</li><li>收到退货后 5 个工作日内原路退款。</li></ol><p>已焊接、已烧录或超出湿敏存储条件的物料不予退货，经证实的质量问题除外。期货订单和定制剪带不可取消、不可退货。</p>',
    },
  },
  {
    pageKey: 'order-management',
    updated: '2026-05-03T04:00:00Z',
    title: { en: 'Managing Your Orders', zh: '订单管理', de: 'Bestellungen verwalten', fr: 'Gérer vos commandes', jp: '注文管理', ru: 'Управление заказами', ko: '주문 관리' },
    seo: {
      en: { title: 'Managing Your Orders | Chipmart', keyword: 'order status, track order, cancel order', description: 'Follow, cancel and confirm receipt of your Chipmart orders.' },
      zh: { title: '订单管理 | 芯集', keyword: '订单状态, 物流跟踪, 取消订单', description: '跟踪、取消和确认收货您的芯集订单。' },
    },
    content: {
      en: '<h2>Order states</h2><ul><li><strong>Awaiting payment:</strong> you can still cancel the order.</li><li><strong>Paid / processing:</strong> the parts are being picked and inspected.</li><li><strong>Shipped:</strong> the tracking number appears on the order page.</li><li><strong>Completed:</strong> you confirmed receipt, or 15 days passed after delivery.</li></ul><p>All orders are listed under My Account &gt; Order status history, with invoices and packing lists to download.</p>',
      zh: '<h2>订单状态</h2><ul><li><strong>待付款：</strong>此时仍可取消订单。</li><li><strong>已付款 / 处理中：</strong>正在拣货和检验。</li><li><strong>已发货：</strong>订单页显示运单号。</li><li><strong>已完成：</strong>您已确认收货，或签收后已满 15 天。</li></ul><p>所有订单都在“我的账户 &gt; 订单历史”中，可下载发票和装箱单。</p>',
    },
  },
  {
    pageKey: 'account-management',
    updated: '2026-05-03T04:10:00Z',
    title: { en: 'Your Account', zh: '账户管理', de: 'Ihr Konto', fr: 'Votre compte', jp: 'アカウント管理', ru: 'Ваш аккаунт', ko: '계정 관리' },
    seo: {
      en: { title: 'Account Management | Chipmart', keyword: 'account, profile, addresses, change password', description: 'Manage your Chipmart profile, addresses, password, sign-in e-mail and credit terms.' },
      zh: { title: '账户管理 | 芯集', keyword: '账户, 个人资料, 地址, 修改密码', description: '管理您的芯集资料、收货地址、密码、登录邮箱和账期。' },
    },
    content: {
      en: '<h2>Profile and company</h2><p>Keep your contact name, company, telephone and country up to date under My Profile; they are printed on quotes and invoices.</p><h2>Addresses</h2><p>Save shipping and billing addresses and choose a default for each.</p><h2>Security</h2><p>Changing your password signs you out on every other device. Changing your sign-in e-mail needs a code sent to the new address.</p><h2>Net terms</h2><p>Companies with a trading history can apply for 30- or 60-day terms under Net Terms.</p>',
      zh: '<h2>个人与公司资料</h2><p>请在“我的资料”中保持联系人、公司、电话和国家信息准确，它们会打印在报价单和发票上。</p><h2>地址</h2><p>保存收货和账单地址，并分别设置默认地址。</p><h2>安全</h2><p>修改密码后，其他设备上的登录会全部失效。修改登录邮箱需要验证发送到新邮箱的验证码。</p><h2>账期</h2><p>有交易记录的企业可在“账期”中申请 30 天或 60 天账期。</p>',
    },
  },
  {
    pageKey: 'api-interface',
    updated: '2026-10-02T02:00:00Z',
    title: { en: 'API Integration', zh: 'API 接口', de: 'API-Anbindung', fr: 'Intégration API', jp: 'API 連携', ru: 'Интеграция по API', ko: 'API 연동' },
    seo: {
      en: { title: 'Partner API for Stock, Prices and Orders | Chipmart', keyword: 'component API, stock API, price API, order API', description: 'Query live stock and prices and place orders from your ERP with the Chipmart partner API.' },
      zh: { title: '库存、价格与下单 API | 芯集', keyword: '元器件 API, 库存接口, 价格接口, 下单接口', description: '通过芯集合作伙伴 API 从您的 ERP 查询实时库存和价格并下单。' },
    },
    content: {
      en: '<h2>Connect your ERP</h2><p>The partner API lets your systems search parts with live stock and price breaks in your currency, place orders against your saved addresses and follow their state.</p><h2>Getting access</h2><ol><li>Apply under My Account &gt; API access; we review applications within two working days.</li><li>Request a token with your e-mail and password; it is valid for 24 hours.</li><li>Send an <code>Idempotency-Key</code> with each order so a retried request never orders twice.</li></ol><p>Limits: 120 requests per minute per account, 30 orders per minute.</p>',
      zh: '<h2>对接您的 ERP</h2><p>合作伙伴 API 让您的系统按您的币种搜索物料的实时库存和阶梯价格，使用已保存地址下单并跟踪订单状态。</p><h2>申请接入</h2><ol><li>在“我的账户 &gt; API 权限”中申请，我们在两个工作日内审核。</li><li>使用邮箱和密码获取令牌，有效期 24 小时。</li><li>每次下单携带 <code>Idempotency-Key</code>，重试请求不会重复下单。</li></ol><p>限制：每个账户每分钟 120 次请求，每分钟 30 个订单。</p>',
    },
  },
  {
    pageKey: 'online-service',
    updated: '2026-06-01T01:00:00Z',
    title: { en: 'Online Service', zh: '在线客服', de: 'Online-Service', fr: 'Service en ligne', jp: 'オンラインサービス', ru: 'Онлайн-поддержка', ko: '온라인 상담' },
    seo: {
      en: { title: 'Online Service - Contact Our Sales Team | Chipmart', keyword: 'customer service, sales contact, live chat', description: 'Reach Chipmart sales and support by chat, e-mail, telephone, WhatsApp or WeChat.' },
      zh: { title: '在线客服 - 联系销售团队 | 芯集', keyword: '客服, 销售联系方式, 在线咨询', description: '通过在线聊天、邮件、电话、WhatsApp 或微信联系芯集销售和客服。' },
    },
    content: {
      en: '<h2>We are here to help</h2><p>Our sales engineers answer chat, e-mail and WhatsApp messages Monday to Friday, 08:00-20:00 Hong Kong time (UTC+8). Messages sent outside these hours are answered the next working morning.</p><p>For quotes, include the part number, quantity and target date so we can answer in one reply.</p>',
      zh: '<h2>我们随时为您服务</h2><p>销售工程师在周一至周五 08:00-20:00（香港时间，UTC+8）回复在线聊天、邮件和 WhatsApp 消息。非工作时间的消息将在下一个工作日上午回复。</p><p>询价时请注明型号、数量和需求日期，以便我们一次答复。</p>',
      de: '<h2>Wir helfen Ihnen gern</h2><p>Unsere Vertriebsingenieure beantworten Chat-, E-Mail- und WhatsApp-Nachrichten montags bis freitags von 08:00 bis 20:00 Uhr Hongkonger Zeit (UTC+8). Nachrichten außerhalb dieser Zeiten beantworten wir am nächsten Werktag vormittags.</p><p>Nennen Sie für Angebote Teilenummer, Menge und Wunschtermin, dann antworten wir in einer Nachricht.</p>',
      fr: '<h2>Nous sommes là pour vous aider</h2><p>Nos ingénieurs commerciaux répondent au chat, aux e-mails et à WhatsApp du lundi au vendredi, de 08:00 à 20:00, heure de Hong Kong (UTC+8). Les messages reçus en dehors de ces horaires sont traités le matin du jour ouvré suivant.</p><p>Pour un devis, indiquez la référence, la quantité et la date souhaitée afin que nous répondions en une seule fois.</p>',
      jp: '<h2>お気軽にご相談ください</h2><p>営業エンジニアが月曜〜金曜の 8:00〜20:00（香港時間、UTC+8）にチャット、メール、WhatsApp でお答えします。時間外のメッセージには翌営業日の午前中にご返信します。</p><p>お見積りの際は、型番・数量・希望納期をお知らせいただくと一度でご回答できます。</p>',
      ru: '<h2>Мы готовы помочь</h2><p>Наши инженеры по продажам отвечают в чате, по электронной почте и в WhatsApp с понедельника по пятницу с 08:00 до 20:00 по гонконгскому времени (UTC+8). На сообщения, отправленные в другое время, мы ответим утром следующего рабочего дня.</p><p>Для запроса цены укажите номер детали, количество и желаемую дату, чтобы мы могли ответить сразу.</p>',
      ko: '<h2>언제든 도와드리겠습니다</h2><p>영업 엔지니어가 월요일부터 금요일까지 홍콩 시간(UTC+8) 08:00~20:00에 채팅, 이메일, WhatsApp 문의에 답변합니다. 업무 시간 외 문의는 다음 영업일 오전에 답변드립니다.</p><p>견적 요청 시 부품 번호, 수량, 희망 납기를 알려 주시면 한 번에 답변드릴 수 있습니다.</p>',
    },
  },
  {
    pageKey: 'faqs',
    updated: '2026-09-15T03:00:00Z',
    title: { en: 'Frequently Asked Questions', zh: '常见问题', de: 'Häufige Fragen', fr: 'Questions fréquentes', jp: 'よくある質問', ru: 'Частые вопросы', ko: '자주 묻는 질문' },
    seo: {
      en: { title: 'FAQs - Ordering Components at Chipmart', keyword: 'FAQ, MOQ, date code, lead time, genuine parts', description: 'Answers to common questions about MOQ, date codes, lead times, genuine parts and invoices.' },
      zh: { title: '常见问题 - 在芯集采购元器件', keyword: '常见问题, 最小起订量, 批次, 交期, 正品', description: '关于最小起订量、批次、交期、正品保障和发票的常见问题解答。' },
    },
    content: {
      en: '<h3>What do MOQ and order multiple mean?</h3><p>MOQ is the smallest quantity a supplier sells; the order multiple is the step above it. An offer with MOQ 100 and multiple 50 accepts 100, 150, 200 and so on.</p><h3>Can I choose the date code?</h3><p>Each offer shows its date code (year and week, e.g. 2436). If you need a newer one, say so in an RFQ.</p><h3>Are the parts genuine?</h3><p>Franchised stock comes with the manufacturer\'s traceability; independent stock passes our AS6081 inspection. Every part is covered by our 90-day guarantee.</p><h3>Do you issue VAT invoices?</h3><p>Yes. The inland site issues Chinese VAT invoices; other sites issue commercial invoices with your VAT number.</p>',
      zh: '<h3>最小起订量和订购倍数是什么意思？</h3><p>最小起订量是供应商的最低销售数量，订购倍数是在此之上的递增单位。最小起订量 100、倍数 50 的报价可以买 100、150、200 等。</p><h3>可以指定批次吗？</h3><p>每个报价都显示批次（年份和周数，如 2436）。如需更新的批次，请在询价中说明。</p><h3>是正品吗？</h3><p>授权渠道库存附原厂追溯信息；独立渠道库存经过 AS6081 检验。所有物料享受 90 天质量保证。</p><h3>能开增值税发票吗？</h3><p>可以。国内站开具增值税发票；其他站点开具注明您税号的商业发票。</p>',
    },
  },
  {
    pageKey: 'other-questions',
    updated: '2026-09-15T03:10:00Z',
    title: { en: 'Other Questions', zh: '其他问题', de: 'Weitere Fragen', fr: 'Autres questions', jp: 'その他のご質問', ru: 'Другие вопросы', ko: '기타 문의' },
    seo: {
      en: { title: 'Other Questions | Chipmart', keyword: 'contact, questions, help', description: 'Could not find your answer? Other ways to get help from Chipmart.' },
      zh: { title: '其他问题 | 芯集', keyword: '联系我们, 问题, 帮助', description: '没有找到答案？通过其他方式获得芯集的帮助。' },
    },
    content: {
      en: '<p>Could not find your answer in the FAQs? Use the feedback button on the right of every page, or write to <a href="mailto:support@chipmart.example">support@chipmart.example</a>. We reply within one working day.</p>',
      zh: '<p>在常见问题中没有找到答案？请使用每个页面右侧的反馈按钮，或发送邮件至 <a href="mailto:support@chipmart.example">support@chipmart.example</a>。我们会在一个工作日内回复。</p>',
      de: '<p>Keine Antwort in den häufigen Fragen gefunden? Nutzen Sie die Feedback-Schaltfläche rechts auf jeder Seite oder schreiben Sie an <a href="mailto:support@chipmart.example">support@chipmart.example</a>. Wir antworten innerhalb eines Werktags.</p>',
      fr: '<p>Vous n\'avez pas trouvé la réponse dans la FAQ ? Utilisez le bouton de commentaires à droite de chaque page ou écrivez à <a href="mailto:support@chipmart.example">support@chipmart.example</a>. Nous répondons sous un jour ouvré.</p>',
      jp: '<p>よくある質問で解決しない場合は、各ページ右側のフィードバックボタンをご利用いただくか、<a href="mailto:support@chipmart.example">support@chipmart.example</a> までご連絡ください。1 営業日以内にご返信します。</p>',
      ru: '<p>Не нашли ответ в разделе частых вопросов? Нажмите кнопку обратной связи справа на любой странице или напишите на <a href="mailto:support@chipmart.example">support@chipmart.example</a>. Мы ответим в течение одного рабочего дня.</p>',
      ko: '<p>자주 묻는 질문에서 답을 찾지 못하셨나요? 각 페이지 오른쪽의 의견 보내기 버튼을 이용하시거나 <a href="mailto:support@chipmart.example">support@chipmart.example</a>로 메일을 보내 주세요. 영업일 기준 1일 이내에 답변드립니다.</p>',
    },
  },
  {
    pageKey: 'privacy-policy',
    updated: '2026-06-30T12:00:00Z',
    title: { en: 'Privacy Policy', zh: '隐私政策', de: 'Datenschutzerklärung', fr: 'Politique de confidentialité', jp: 'プライバシーポリシー', ru: 'Политика конфиденциальности', ko: '개인정보 처리방침' },
    seo: {
      en: { title: 'Privacy Policy | Chipmart', keyword: 'privacy policy, personal data, GDPR', description: 'What personal data Chipmart collects, why, how long it is kept and your rights.' },
      zh: { title: '隐私政策 | 芯集', keyword: '隐私政策, 个人信息, 数据保护', description: '芯集收集哪些个人信息、用途、保存期限以及您的权利。' },
    },
    content: {
      en: '<h2>1. Data we collect</h2><p>The details you enter when you register, order or ask for a quote: name, company, e-mail, telephone, addresses and VAT number; your orders, RFQs and BOMs; and technical data such as IP address and browser, kept in server logs for 30 days.</p><h2>2. Why we use it</h2><p>To process orders and payments, ship parts, answer questions, prevent fraud and meet tax and export-control obligations. With your consent we send the newsletter; you can unsubscribe at any time.</p><h2>3. Who receives it</h2><p>Carriers, payment providers and, for the lines they supply, the suppliers of your order. We never sell personal data.</p><h2>4. How long we keep it</h2><p>Order and invoice records for 10 years as tax law requires; account data until you close the account.</p><h2>5. Your rights</h2><p>You may ask for a copy, correction or deletion of your data by writing to <a href="mailto:privacy@chipmart.example">privacy@chipmart.example</a>.</p>',
      zh: '<h2>1. 我们收集的信息</h2><p>您在注册、下单或询价时填写的信息：姓名、公司、邮箱、电话、地址和税号；您的订单、询价和 BOM；以及 IP 地址、浏览器等技术信息，在服务器日志中保存 30 天。</p><h2>2. 使用目的</h2><p>处理订单和付款、发货、答复咨询、防范欺诈，以及履行税务和出口管制义务。经您同意后我们会发送资讯邮件，您可以随时退订。</p><h2>3. 信息接收方</h2><p>承运商、支付服务商，以及为您订单供货的供应商（仅限其供货部分）。我们绝不出售个人信息。</p><h2>4. 保存期限</h2><p>订单和发票记录按税法要求保存 10 年；账户信息保存至您注销账户。</p><h2>5. 您的权利</h2><p>您可以发送邮件至 <a href="mailto:privacy@chipmart.example">privacy@chipmart.example</a>，要求获取、更正或删除您的个人信息。</p>',
    },
  },
  {
    pageKey: 'term-condition',
    updated: '2026-06-30T12:10:00Z',
    title: { en: 'Terms and Conditions', zh: '条款与条件', de: 'Allgemeine Geschäftsbedingungen', fr: 'Conditions générales', jp: '利用規約', ru: 'Условия продажи', ko: '이용 약관' },
    seo: {
      en: { title: 'Terms and Conditions of Sale | Chipmart', keyword: 'terms and conditions, terms of sale, warranty', description: 'The terms that apply to orders placed at Chipmart: prices, payment, delivery, warranty and liability.' },
      zh: { title: '销售条款与条件 | 芯集', keyword: '条款, 销售条款, 质保', description: '适用于芯集订单的条款：价格、付款、交货、质保和责任。' },
    },
    content: {
      en: '<h2>1. Orders</h2><p>An order is accepted when we confirm it by e-mail. Stock shown on the site is updated continuously; if stock runs out before payment, we tell you and you may cancel at no cost.</p><h2>2. Prices</h2><p>Prices are quoted in USD and shown converted at the day\'s rate in other currencies; the currency of the order is binding. Prices exclude import duties and taxes unless stated.</p><h2>3. Delivery</h2><p>Delivery is DAP to the address you choose. Risk passes to you on delivery.</p><h2>4. Warranty</h2><p>Parts are warranted to match the manufacturer\'s datasheet for 90 days from delivery. Our liability is limited to replacing the parts or refunding their price.</p><h2>5. Export control</h2><p>You agree not to re-export parts in breach of applicable export-control laws.</p>',
      zh: '<h2>1. 订单</h2><p>订单在我们通过邮件确认后生效。网站库存实时更新；若付款前库存售罄，我们会通知您，您可免费取消。</p><h2>2. 价格</h2><p>价格以美元报价，其他币种按当日汇率换算显示；以下单币种为准。除非另有说明，价格不含进口关税和税费。</p><h2>3. 交货</h2><p>按 DAP 条款交付至您选择的地址，货物风险自签收时转移给您。</p><h2>4. 质保</h2><p>自签收起 90 天内，物料保证符合原厂规格书。我们的责任以更换物料或退还货款为限。</p><h2>5. 出口管制</h2><p>您同意不违反适用的出口管制法律转口物料。</p>',
    },
  },
  {
    pageKey: 'cookies-policy',
    updated: '2026-06-30T12:20:00Z',
    title: { en: 'Cookies Policy', zh: 'Cookie 政策', de: 'Cookie-Richtlinie', fr: 'Politique relative aux cookies', jp: 'Cookie ポリシー', ru: 'Политика использования файлов cookie', ko: '쿠키 정책' },
    seo: {
      en: { title: 'Cookies Policy | Chipmart', keyword: 'cookies, tracking, analytics', description: 'Which cookies Chipmart uses and how to control them.' },
      zh: { title: 'Cookie 政策 | 芯集', keyword: 'Cookie, 跟踪, 统计分析', description: '芯集使用哪些 Cookie 以及如何管理。' },
    },
    content: {
      en: '<h2>Cookies we use</h2><ul><li><strong>Necessary:</strong> <code>token</code> and <code>userInfo</code> keep you signed in (7 days); <code>lang</code> remembers your language (365 days).</li><li><strong>Analytics:</strong> Google Analytics measures which pages are used, only with your consent.</li></ul><p>The RFQ and compare lists are kept in your browser\'s local storage, not in cookies. You can delete cookies at any time in your browser settings; you will then be signed out.</p>',
      zh: '<h2>我们使用的 Cookie</h2><ul><li><strong>必要 Cookie：</strong><code>token</code> 和 <code>userInfo</code> 用于保持登录（7 天）；<code>lang</code> 记住您的语言（365 天）。</li><li><strong>统计分析：</strong>仅在您同意后使用 Google Analytics 统计页面访问。</li></ul><p>询价单和对比列表保存在浏览器本地存储中，而不是 Cookie。您可以随时在浏览器设置中删除 Cookie，删除后将退出登录。</p>',
    },
  },
];
