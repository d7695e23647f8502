import type { ContentPageSeed } from './content-page-seed.ts';

/** About-us pages: who we are, how parts are checked, certificates, and the surplus and sourcing services. */
export const aboutPages: ContentPageSeed[] = [
  {
    pageKey: 'about-introduce',
    updated: '2026-06-12T09:00:00Z',
    title: { en: 'About Chipmart', zh: '关于芯集', de: 'Über Chipmart', fr: 'À propos de Chipmart', jp: 'Chipmart について', ru: 'О компании Chipmart', ko: 'Chipmart 소개' },
    seo: {
      en: { title: 'About Chipmart - Electronic Components Marketplace', keyword: 'about Chipmart, electronic components distributor, component marketplace', description: 'Chipmart connects business buyers with verified component suppliers: live stock, price breaks and one checkout for parts from many sources.' },
      zh: { title: '关于芯集 - 电子元器件采购平台', keyword: '关于芯集, 电子元器件分销, 元器件采购平台', description: '芯集连接企业采购与认证供应商：实时库存、阶梯价格，多家货源一次结算。' },
    },
    content: {
      en: '<h2>One checkout for parts from many suppliers</h2><p>Chipmart is an online marketplace for electronic components built for engineers, purchasing teams and contract manufacturers. We list stock from franchised distributors, manufacturers\' surplus programmes and vetted independent suppliers side by side, so you can compare price breaks, MOQ, date codes and lead times in one place and pay once.</p><h2>What we do</h2><ul><li>Live stock and quantity pricing for more than a million part numbers, from MLCCs to FPGAs.</li><li>BOM upload and matching: send a spreadsheet, get every line priced with alternatives.</li><li>Request for quotation for parts without a listed price, answered within 24 hours on working days.</li><li>Incoming inspection of every independent-source shipment in our Shenzhen and Hong Kong warehouses.</li></ul><h2>Where we are</h2><p>Chipmart has offices in Santa Clara, Hong Kong, Shenzhen and Seoul, and ships to more than 200 countries with DHL, FedEx, UPS and SF Express.</p>',
      zh: '<h2>多家货源，一次结算</h2><p>芯集是面向工程师、采购团队和电子制造服务商的电子元器件在线采购平台。我们将授权分销商、原厂库存计划和经过审核的独立供应商的库存并列展示，您可以在同一页面比较阶梯价格、最小起订量、批次和交期，并一次付款。</p><h2>我们提供</h2><ul><li>超过一百万个型号的实时库存与阶梯报价，从贴片电容到 FPGA。</li><li>BOM 上传与匹配：上传表格，每一行都会给出报价和替代料。</li><li>无标价型号可提交询价，工作日 24 小时内回复。</li><li>所有独立渠道货物均在深圳和香港仓库进行来料检验。</li></ul><h2>我们的位置</h2><p>芯集在圣克拉拉、香港、深圳和首尔设有办公室，通过 DHL、FedEx、UPS 和顺丰发往 200 多个国家和地区。</p>',
    },
  },
  {
    pageKey: 'quality-control',
    updated: '2026-05-20T08:30:00Z',
    title: { en: 'Quality Control', zh: '质量控制', de: 'Qualitätskontrolle', fr: 'Contrôle qualité', jp: '品質管理', ru: 'Контроль качества', ko: '품질 관리' },
    seo: {
      en: { title: 'Quality Control and Counterfeit Prevention | Chipmart', keyword: 'component inspection, counterfeit prevention, AS6081, X-ray inspection', description: 'How Chipmart inspects components: supplier vetting, visual and X-ray inspection, decapsulation and solderability tests following AS6081.' },
      zh: { title: '质量控制与防伪检测 | 芯集', keyword: '元器件检测, 防假冒, AS6081, X 光检测', description: '芯集如何检测元器件：供应商审核、外观与 X 光检测、开盖和可焊性测试，遵循 AS6081 流程。' },
    },
    content: {
      en: '<h2>Every independent-source part is inspected</h2><p>Parts from franchised distributors ship in the manufacturer\'s sealed packaging with full traceability. Parts from independent sources pass our incoming inspection, which follows SAE AS6081, before they leave the warehouse.</p><h2>Inspection steps</h2><ol><li><strong>Documentation:</strong> packing list, manufacturer labels, date and lot codes checked against the manufacturer\'s formats.</li><li><strong>Visual inspection</strong> at 10-40x: marking quality, lead condition, blacktopping and resurfacing signs.</li><li><strong>X-ray:</strong> die size and bond wires compared with a known-good sample.</li><li><strong>Moisture handling:</strong> MSL 3 and higher parts are baked or resealed with fresh desiccant and humidity indicator cards.</li><li><strong>Lab tests on request:</strong> decapsulation, solderability (J-STD-002) and electrical tests by a partner laboratory.</li></ol><h2>If something is wrong</h2><p>A part that fails inspection is never shipped. If you find a defect after delivery, report it within 90 days and we replace or refund it.</p>',
      zh: '<h2>独立渠道的每一颗料都要检测</h2><p>授权分销渠道的物料以原厂密封包装发货，可完整追溯。独立渠道的物料在出库前必须通过我们依据 SAE AS6081 制定的来料检验。</p><h2>检验流程</h2><ol><li><strong>文件核查：</strong>装箱单、原厂标签、批次号和生产周期按原厂格式核对。</li><li><strong>外观检查</strong>（10-40 倍）：丝印质量、引脚状态、翻新打磨痕迹。</li><li><strong>X 光：</strong>与已知良品比对晶圆尺寸和键合线。</li><li><strong>湿敏管理：</strong>MSL 3 及以上物料经烘烤或重新真空包装，并附干燥剂和湿度指示卡。</li><li><strong>按需实验室检测：</strong>由合作实验室进行开盖、可焊性（J-STD-002）和电性能测试。</li></ol><h2>发现问题怎么办</h2><p>未通过检验的物料绝不发货。收货后 90 天内发现缺陷，我们负责更换或退款。</p>',
    },
  },
  {
    pageKey: 'certification',
    updated: '2026-03-02T10:00:00Z',
    title: { en: 'Certifications', zh: '资质认证', de: 'Zertifizierungen', fr: 'Certifications', jp: '認証', ru: 'Сертификаты', ko: '인증' },
    seo: {
      en: { title: 'Certifications - ISO 9001, ISO 14001, ESD | Chipmart', keyword: 'ISO 9001 distributor, ANSI/ESD S20.20, ERAI member, component certifications', description: 'Chipmart\'s quality and environmental certifications, ESD control programme and industry memberships.' },
      zh: { title: '资质认证 - ISO 9001、ISO 14001、防静电 | 芯集', keyword: 'ISO 9001 分销商, ANSI/ESD S20.20, ERAI 会员, 资质认证', description: '芯集的质量与环境体系认证、防静电管理体系及行业协会会员资格。' },
    },
    content: {
      en: '<h2>Management systems</h2><ul><li><strong>ISO 9001:2015</strong> quality management, covering purchasing, inspection, warehousing and shipping.</li><li><strong>ISO 14001:2015</strong> environmental management for our Shenzhen warehouse.</li><li><strong>ANSI/ESD S20.20</strong> electrostatic discharge control in all handling areas.</li></ul><h2>Industry memberships</h2><p>Chipmart is a member of ERAI and reports suspect counterfeit parts to its database. Our inspection process follows SAE AS6081.</p><h2>Product compliance</h2><p>RoHS and REACH declarations and certificates of conformance are available for every order on request, from the order detail page.</p>',
      zh: '<h2>管理体系</h2><ul><li><strong>ISO 9001:2015</strong> 质量管理体系，覆盖采购、检验、仓储和发货。</li><li><strong>ISO 14001:2015</strong> 环境管理体系，适用于深圳仓库。</li><li><strong>ANSI/ESD S20.20</strong> 防静电管理，覆盖所有作业区域。</li></ul><h2>行业组织</h2><p>芯集是 ERAI 会员，并向其数据库报告可疑假冒器件。我们的检验流程遵循 SAE AS6081。</p><h2>产品合规</h2><p>每笔订单均可在订单详情页申请 RoHS、REACH 声明及出厂合格证明。</p>',
    },
  },
  {
    pageKey: 'excess-inventory',
    updated: '2026-07-08T07:45:00Z',
    title: { en: 'Excess Inventory', zh: '呆滞库存处理', de: 'Überschussbestände', fr: 'Stocks excédentaires', jp: '余剰在庫の買取', ru: 'Излишки склада', ko: '잉여 재고' },
    seo: {
      en: { title: 'Sell Excess Electronic Component Inventory | Chipmart', keyword: 'excess inventory, sell surplus components, obsolete stock', description: 'Turn excess and obsolete component stock into cash: send your list, get an offer within two working days.' },
      zh: { title: '出售电子元器件呆滞库存 | 芯集', keyword: '呆滞库存, 剩余物料回收, 停产库存', description: '把多余和停产的元器件库存变现：提交清单，两个工作日内给出报价。' },
    },
    content: {
      en: '<h2>Your surplus is someone else\'s shortage</h2><p>Cancelled projects, end-of-life products and minimum order quantities leave factories with reels they will never use. We buy or consign that stock and sell it to buyers who need it now.</p><h2>How it works</h2><ol><li>Upload your excess list with part number, manufacturer, quantity, date code and packaging.</li><li>We reply within two working days with a purchase offer or consignment terms.</li><li>On acceptance we arrange pickup; payment follows inspection, usually within 10 days.</li></ol><p>We accept factory-sealed and properly stored open stock. Parts older than five years need a solderability report.</p>',
      zh: '<h2>您的剩余，正是别人的短缺</h2><p>项目取消、产品停产和最小起订量都会让工厂留下用不完的物料。我们收购或寄售这些库存，卖给急需的买家。</p><h2>处理流程</h2><ol><li>上传剩余物料清单，包括型号、品牌、数量、批次和包装。</li><li>我们在两个工作日内给出收购报价或寄售条件。</li><li>确认后安排上门提货，检验通过后付款，通常在 10 天内完成。</li></ol><p>接受原厂密封和妥善保存的散料。生产超过五年的物料需附可焊性报告。</p>',
    },
  },
  {
    pageKey: 'procure',
    updated: '2026-07-08T07:50:00Z',
    title: { en: 'Procurement Services', zh: '代采购服务', de: 'Beschaffungsservice', fr: 'Service d’approvisionnement', jp: '調達代行サービス', ru: 'Услуги закупки', ko: '구매 대행 서비스' },
    seo: {
      en: { title: 'Component Procurement and Shortage Sourcing | Chipmart', keyword: 'component sourcing, shortage parts, procurement service, hard-to-find parts', description: 'Let Chipmart source shortage and hard-to-find components for your BOM from our global supplier network.' },
      zh: { title: '元器件代采购与缺货寻源 | 芯集', keyword: '元器件寻源, 缺货物料, 代采购, 难找物料', description: '芯集通过全球供应商网络为您的 BOM 寻找缺货和难找的元器件。' },
    },
    content: {
      en: '<h2>Sourcing for shortage and hard-to-find parts</h2><p>When a part is on allocation or past its last-time-buy date, our sourcing team searches more than 3,000 suppliers, checks every offer\'s traceability and quotes only parts that pass our quality control.</p><h2>What you get</h2><ul><li>A dedicated account manager for your BOM.</li><li>Quotes with date code, packaging and source type (franchised, OEM surplus or independent).</li><li>Consolidated shipping and one invoice for all lines.</li></ul><p>Send your list through the BOM tool or the RFQ page to start.</p>',
      zh: '<h2>缺货与难找物料寻源</h2><p>当物料处于配额或已过最后采购期时，我们的寻源团队会在 3000 多家供应商中搜索，核查每个报价的可追溯性，只报经过质检的物料。</p><h2>您将获得</h2><ul><li>专属客户经理跟进您的 BOM。</li><li>报价注明批次、包装和货源类型（授权、原厂剩余或独立渠道）。</li><li>所有物料合并发货，一张发票。</li></ul><p>通过 BOM 工具或询价页面提交清单即可开始。</p>',
    },
  },
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
