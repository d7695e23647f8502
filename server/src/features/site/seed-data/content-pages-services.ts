import type { ContentPageSeed } from './content-page-seed.ts';

/** Pages of the supply services: the terms of lead-time buys, selling surplus stock and becoming a supplier. */
export const servicePages: ContentPageSeed[] = [
  {
    pageKey: 'lead-time-buy',
    updated: '2026-09-01T06:00:00Z',
    title: { en: 'Lead-Time Buy', zh: '期货采购', de: 'Lieferzeit-Kauf', fr: 'Achat à délai', jp: 'リードタイム購入', ru: 'Закупка под срок поставки', ko: '리드타임 구매' },
    seo: {
      en: { title: 'Lead-Time Buy - Secure Long-Lead Components Early | Chipmart', keyword: 'lead time buy, long lead time components, allocation parts, MCU lead time', description: 'Reserve long-lead MCUs, power ICs and passives ahead of allocation with scheduled deliveries and locked prices.' },
      zh: { title: '期货采购 - 提前锁定长交期物料 | 芯集', keyword: '期货采购, 长交期物料, 配额物料, 单片机交期', description: '提前预订长交期的单片机、电源芯片和被动元件，分批交货，锁定价格。' },
    },
    content: {
      en: '<h2>Order now, receive on your schedule</h2><p>For parts with factory lead times of 12 weeks or more, a lead-time buy places your order with the manufacturer or franchised distributor today, at today\'s price, with deliveries scheduled to your production plan.</p><h2>Terms</h2><ul><li>Deposit of 30% at order, balance before each delivery.</li><li>Price locked for the confirmed quantity; non-cancellable, non-returnable once placed with the factory.</li><li>Split deliveries of at least one full reel or tray.</li></ul><p>Add parts to an RFQ and choose "lead-time buy" to receive a scheduled quote.</p>',
      zh: '<h2>现在下单，按计划交货</h2><p>对于原厂交期 12 周以上的物料，期货采购会按今天的价格立即向原厂或授权分销商下单，并按您的生产计划分批交货。</p><h2>条款</h2><ul><li>下单时支付 30% 定金，每批交货前付清余款。</li><li>确认数量的价格锁定；向原厂下单后不可取消、不可退货。</li><li>分批交货每批至少一整盘或一整盒。</li></ul><p>将物料加入询价单并选择“期货采购”，即可获得分批交货报价。</p>',
    },
  },
  {
    pageKey: 'sell-your-excess',
    updated: '2026-07-08T08:00:00Z',
    title: { en: 'Sell Your Excess', zh: '出售剩余库存', de: 'Überschuss verkaufen', fr: 'Vendre vos surplus', jp: '余剰在庫を売る', ru: 'Продать излишки', ko: '잉여 재고 판매' },
    seo: {
      en: { title: 'Sell Your Excess Components | Chipmart', keyword: 'sell excess components, surplus electronic parts, consignment', description: 'List your surplus components on Chipmart or sell them to us outright. Offers within two working days.' },
      zh: { title: '出售剩余元器件 | 芯集', keyword: '出售剩余物料, 电子元器件回收, 寄售', description: '将剩余元器件在芯集上架寄售或直接卖给我们，两个工作日内报价。' },
    },
    content: {
      en: '<h2>Two ways to sell</h2><p><strong>Outright purchase:</strong> we make an offer for the whole lot and pay after inspection. <strong>Consignment:</strong> your stock is listed on Chipmart at a price you approve, and you receive 80% of each sale.</p><p>Send a spreadsheet with part number, manufacturer, quantity, date code and packaging to <a href="mailto:excess@chipmart.example">excess@chipmart.example</a>.</p>',
      zh: '<h2>两种出售方式</h2><p><strong>直接收购：</strong>我们对整批物料报价，检验后付款。<strong>寄售：</strong>库存以您认可的价格在芯集上架，每笔成交您获得 80% 货款。</p><p>请将包含型号、品牌、数量、批次和包装的表格发送至 <a href="mailto:excess@chipmart.example">excess@chipmart.example</a>。</p>',
    },
  },
  {
    pageKey: 'supplier-registration',
    updated: '2026-08-14T03:20:00Z',
    title: { en: 'Become a Supplier', zh: '供应商入驻', de: 'Lieferant werden', fr: 'Devenir fournisseur', jp: 'サプライヤー登録', ru: 'Стать поставщиком', ko: '공급사 등록' },
    seo: {
      en: { title: 'Become a Chipmart Supplier', keyword: 'sell on Chipmart, component supplier registration, distributor partnership', description: 'Register as a supplier to list your component stock on Chipmart and reach business buyers worldwide.' },
      zh: { title: '成为芯集供应商', keyword: '芯集入驻, 元器件供应商注册, 分销合作', description: '注册成为供应商，在芯集上架元器件库存，触达全球企业买家。' },
    },
    content: {
      en: '<h2>Who can join</h2><p>Franchised distributors, manufacturers and independent distributors with a registered business, a traceable supply chain and an inventory of at least 500 line items.</p><h2>What you need</h2><ul><li>Business licence (PDF or image).</li><li>A contact for orders and a contact for quality issues.</li><li>A stock file (CSV or Excel) with part number, manufacturer, quantity, price breaks and date code.</li></ul><p>We review applications within five working days. Approved suppliers upload stock daily and are paid 15 days after delivery.</p>',
      zh: '<h2>入驻条件</h2><p>具有合法注册、供应链可追溯、库存不少于 500 个型号的授权分销商、原厂和独立分销商。</p><h2>所需材料</h2><ul><li>营业执照（PDF 或图片）。</li><li>订单联系人和品质联系人。</li><li>库存文件（CSV 或 Excel），包含型号、品牌、数量、阶梯价格和批次。</li></ul><p>我们在五个工作日内完成审核。通过后每日更新库存，货物签收后 15 天结算。</p>',
    },
  },
];
