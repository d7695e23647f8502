import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedSiteContent } from '../src/features/site/index.ts';
import { registerSiteImages } from '../src/features/site/site-images.ts';
import { categories, currencies, goods, mailOutbox, manufacturers } from '../src/platform/db/schema/index.ts';
import { SeedRandom } from '../src/platform/seed-random.ts';
import { describeEachEngine } from './support/engines.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const contentPageKeys = [
  'about-introduce', 'quality-control', 'certification', 'excess-inventory', 'procure', 'lead-time-buy', 'sell-your-excess', 'supplier-registration',
  'how-to-buy', 'order-pay', 'shipping-delivering', 'refund', 'order-management', 'account-management', 'api-interface', 'online-service', 'faqs',
  'other-questions', 'privacy-policy', 'term-condition', 'cookies-policy',
];

describeEachEngine('site content', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      engine,
      now: () => new Date('2026-11-22T12:00:00Z'),
      prepare: async ({ db }) => {
        // A catalog of one category, one manufacturer and the two parts article 311 mentions.
        await db.insert(categories).values({ id: 1103, parentId: null, level: 3, slug: 'arm-cortex-m', names: { en: 'ARM Cortex-M', zh: 'ARM Cortex-M 单片机' }, icon: '/images/categories/mcu.svg' });
        await db.insert(manufacturers).values({ id: 12, name: 'STMicroelectronics', slug: 'stmicroelectronics', logo: '/images/brands/st.svg', website: 'https://www.st.com', country: 'CH', description: { en: 'European semiconductor maker.' } });
        await db.insert(goods).values([
          { id: 100231, partNumber: 'STM32F103C8T6', manufacturerId: 12, categoryId: 1103, package: 'LQFP-48', description: 'ARM Cortex-M3 MCU, 64KB Flash, 20KB RAM, 72MHz', parameters: {}, image: '/images/goods/100231.svg', stock: 48200, moq: 1, increment: 1, leadTimeDays: 2, minPriceUsd: 2.35 },
          { id: 100877, partNumber: 'GD32F103C8T6', manufacturerId: 12, categoryId: 1103, package: 'LQFP-48', description: 'ARM Cortex-M3 MCU, 64KB Flash, 108MHz', parameters: {}, image: '/images/goods/100877.svg', stock: 126000, moq: 10, increment: 10, leadTimeDays: 3, minPriceUsd: 1.12 },
        ]);
        await seedSiteContent(db, new SeedRandom(42));
      },
    });
  });
  afterAll(async () => server?.close());

  it('gives each site variant its own config, with SEO in the request language', async () => {
    const configs = await Promise.all((['default', 'ru', 'inland', 'ko'] as const).map((webKey) => server.ok('getSiteConfig', { query: { web_key: webKey } })));
    expect(new Set(configs.map((config) => config.company_name)).size).toBe(4);
    expect(new Set(configs.map((config) => config.logo_head)).size).toBe(4);
    const [defaultSite, , inland] = configs;
    expect(defaultSite).toMatchObject({ company_name: 'Chipmart Electronics Inc.', socialize_linkedin: 'https://www.linkedin.com/company/chipmart', google_tagmanager_id: 'GTM-N6XK3PL' });
    expect(inland).toMatchObject({ company_name: '深圳芯集电子有限公司', socialize_facebook: '', google_measurement_id: '' });
    expect(await server.ok('getSiteConfig')).toEqual(defaultSite);
    const inlandChinese = await server.ok('getSiteConfig', { query: { web_key: 'inland' }, headers: { Lang: 'zh' } });
    expect(inlandChinese.seo.title).toBe('芯集商城 - 电子元器件现货采购平台');
    // Korean has no SEO of the default site: English is the fallback.
    expect((await server.ok('getSiteConfig', { headers: { Lang: 'ko' } })).seo).toEqual(defaultSite!.seo);
  });

  it('lists each variant’s languages, English marked as the default', async () => {
    const codes = async (webKey: 'default' | 'ru' | 'inland' | 'ko') => (await server.ok('listLanguages', { query: { web_key: webKey } })).map((language) => language.code);
    expect(await codes('default')).toEqual(['en', 'zh', 'de', 'fr', 'jp']);
    expect(await codes('ru')).toEqual(['ru', 'en']);
    expect(await codes('inland')).toEqual(['zh', 'en']);
    expect(await codes('ko')).toEqual(['ko', 'en', 'zh', 'de', 'fr', 'jp']);
    const languages = await server.ok('listLanguages');
    expect(languages.filter((language) => language.is_default)).toEqual([{ code: 'en', name: 'English', is_default: true }]);
    expect(languages.find((language) => language.code === 'de')?.name).toBe('Deutsch');
  });

  it('finds page SEO by path first, then page key, then content page, then the site default', async () => {
    const home = await server.ok('getPageSeo', { query: { page_key: 'home' }, headers: { Lang: 'de' } });
    expect(home.title).toContain('Elektronische Bauteile');
    const byPath = await server.ok('getPageSeo', { query: { page_key: 'about', path: '/about/contact/' } });
    expect(byPath.title).toContain('Our Offices');
    const contentPage = await server.ok('getPageSeo', { query: { page_key: 'lead-time-buy', path: '/lead-time-buy' } });
    expect(contentPage.title).toBe('Lead-Time Buy - Secure Long-Lead Components Early | Chipmart');
    const unknown = await server.ok('getPageSeo', { query: { page_key: 'compare' } });
    expect(unknown).toEqual((await server.ok('getSiteConfig')).seo);
    // News SEO exists in English and Chinese only: German falls back to English.
    expect(await server.ok('getPageSeo', { query: { page_key: 'news' }, headers: { Lang: 'de' } })).toEqual(await server.ok('getPageSeo', { query: { page_key: 'news' } }));
  });

  it('serves every content page from the database, localized with English as the fallback', async () => {
    for (const pageKey of contentPageKeys) {
      const page = await server.ok('getContentPage', { params: { pageKey } });
      expect(page.page_key).toBe(pageKey);
      expect(page.content).toMatch(/^<(h2|h3|p)>/);
    }
    const english = await server.ok('getContentPage', { params: { pageKey: 'how-to-buy' } });
    const chinese = await server.ok('getContentPage', { params: { pageKey: 'how-to-buy' }, headers: { Lang: 'zh' } });
    expect([english.title, chinese.title]).toEqual(['How to Buy', '如何购买']);
    expect(chinese.content).toContain('LM358DR');
    const german = await server.ok('getContentPage', { params: { pageKey: 'how-to-buy' }, headers: { Lang: 'de' } });
    expect(german.title).toBe('So kaufen Sie ein');
    expect(german.content).toContain('Teilenummer');
    const germanService = await server.ok('getContentPage', { params: { pageKey: 'online-service' }, headers: { Lang: 'de' } });
    expect(germanService.content).toContain('Vertriebsingenieure');
  });

  it('answers 404 for a page that does not exist', async () => {
    const result = await server.call('getContentPage', { params: { pageKey: 'no-such-page' } });
    expect([result.status, result.code, result.message]).toEqual([404, 4040, 'This page does not exist']);
  });

  it('pages published news newest first, leaving drafts out', async () => {
    const first = await server.ok('listNews', { query: { page: 1, page_size: 5 } });
    expect(first.total).toBe(13);
    expect(first.lists.map((news) => news.news_id)).toEqual([313, 312, 311, 310, 309]);
    const last = await server.ok('listNews', { query: { page: 3, page_size: 5 } });
    expect(last.lists.map((news) => news.news_id)).toEqual([303, 302, 301]);
    expect(await server.ok('listNews', { query: { page: 4, page_size: 5 } })).toMatchObject({ lists: [], total: 13, page: 4 });
    expect(first.lists[2]).toMatchObject({ news_page_url: '/news/311', cover_image: '/images/news/311.svg', tags: ['Supply chain', 'Microcontrollers'] });
  });

  it('filters news by tag name in the request language and by keyword', async () => {
    const mcu = await server.ok('listNews', { query: { tag: 'Microcontrollers' } });
    expect(mcu.lists.map((news) => news.news_id)).toEqual([313, 311, 308, 301]);
    const mcuChinese = await server.ok('listNews', { query: { tag: '单片机' }, headers: { Lang: 'zh' } });
    expect(mcuChinese.lists.map((news) => news.news_id)).toEqual([313, 311, 308, 301]);
    expect(mcuChinese.lists[1]!.title).toBe('STM32F103 替代方案：有现货的引脚兼容单片机');
    expect(mcuChinese.lists[1]!.tags).toEqual(['供应链', '单片机']);
    const stm32 = await server.ok('listNews', { query: { keyword: 'stm32' } });
    expect(stm32.lists.map((news) => news.news_id)).toEqual([313, 311]);
    expect((await server.ok('listNews', { query: { tag: 'No such tag' } })).total).toBe(0);
  });

  it('lists news tags with their article counts, most used first, localized', async () => {
    const tags = await server.ok('listNewsTags');
    expect(tags[0]).toEqual({ tag_id: 5, name: 'Design notes', news_count: 6 });
    const counts = tags.map((tag) => tag.news_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The draft's only tag counts its published articles only.
    expect(tags.find((tag) => tag.tag_id === 9)?.news_count).toBe(1);
    expect((await server.ok('listNewsTags', { headers: { Lang: 'jp' } })).find((tag) => tag.tag_id === 2)?.name).toBe('マイコン');
  });

  it('shows a news article with neighbours, related articles and the parts it mentions priced in the request currency', async () => {
    const article = await server.ok('getNewsDetail', { params: { newsId: 311 }, headers: { Currency: 'EUR' } });
    expect(article).toMatchObject({ news_id: 311, author: 'Chipmart Editorial', publish_time: '2026-10-14T08:30:00Z', tags: ['Supply chain', 'Microcontrollers'] });
    expect(article.prev).toEqual({ news_id: 310, title: 'Spotting counterfeit chips: what our inspectors check', news_page_url: '/news/310' });
    expect(article.next?.news_id).toBe(312);
    expect(article.related_news.length).toBeLessThanOrEqual(4);
    expect(article.related_news.map((news) => news.news_id)).not.toContain(311);
    expect(article.related_goods.map((card) => [card.part_number, card.currency_code, card.unit_price])).toEqual([
      ['STM32F103C8T6', 'EUR', Number((2.35 * 0.9214).toFixed(5))],
      ['GD32F103C8T6', 'EUR', Number((1.12 * 0.9214).toFixed(5))],
    ]);
    const again = await server.ok('getNewsDetail', { params: { newsId: 311 }, headers: { Lang: 'zh' } });
    expect(again.view_count).toBe(article.view_count + 1);
    expect(again.title).toBe('STM32F103 替代方案：有现货的引脚兼容单片机');
    const oldest = await server.ok('getNewsDetail', { params: { newsId: 301 } });
    expect(oldest.prev).toBeNull();
  });

  it('answers 404 for an unknown or unpublished article', async () => {
    for (const newsId of [9999, 314]) {
      const result = await server.call('getNewsDetail', { params: { newsId } });
      expect([result.status, result.code]).toEqual([404, 4040]);
    }
  });

  it('lists every country with its ISO code and dialling prefix, named and sorted in the request language', async () => {
    const english = await server.ok('getCountryOptions');
    expect(english.length).toBeGreaterThanOrEqual(240);
    expect(english.find((country) => country.iso_code === 'DE')).toMatchObject({ name: 'Germany', phone_code: '+49' });
    expect(english.find((country) => country.iso_code === 'CN')).toMatchObject({ name: 'China', phone_code: '+86' });
    const names = english.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const chinese = await server.ok('getCountryOptions', { headers: { Lang: 'zh' } });
    expect(chinese.find((country) => country.iso_code === 'DE')?.name).toBe('德国');
  });

  it('gives the form option maps, feedback subjects localized', async () => {
    const english = await server.ok('getSelectOptions');
    expect(english.feedback_type).toEqual({ '1': 'Product inquiry', '2': 'Order issue', '3': 'Payment and invoice', '4': 'Shipping and delivery', '5': 'Website suggestion', '6': 'Other' });
    expect(Object.keys(english.company_type)).toEqual(['1', '2', '3', '4', '5']);
    const german = await server.ok('getSelectOptions', { headers: { Lang: 'de' } });
    expect(german.feedback_type['1']).toBe('Produktanfrage');
    expect(german.industry['1']).toBe('Automobil');
  });

  it('lists hot keywords and keyword index entries with their initials, hot keywords first', async () => {
    const all = await server.ok('getSiteLabels');
    expect(all[0]).toEqual({ label_id: 41, name: 'STM32F103C8T6', type: 1, initial: 'S', link_url: '/s?keyword=STM32F103C8T6', sort: 1 });
    expect(all.map((label) => label.type)).toEqual([...all.map((label) => label.type)].sort());
    const index = all.filter((label) => label.type === 2);
    expect(index.find((label) => label.name === '1N4148W-7-F')?.initial).toBe('#');
    expect(index.find((label) => label.name === 'MCP2515-I/SO')?.link_url).toBe('/s?keyword=MCP2515-I%2FSO');
  });

  it('lists only the labels of the asked type', async () => {
    const hot = await server.ok('getSiteLabels', { query: { type: 1 } });
    expect(hot.map((label) => label.name)).toContain('ESP32-WROOM-32E');
    expect(hot.every((label) => label.type === 1)).toBe(true);
  });

  it('lists shipping options cheapest first, priced for the destination in the request currency', async () => {
    const all = await server.ok('listShippingOptions');
    expect(all.map((option) => option.shippingName)).toEqual(['SF Express', 'EMS', 'UPS Standard', 'UPS Worldwide Saver', 'FedEx International Priority', 'DHL Express']);
    const countries = await server.ok('getCountryOptions');
    const germany = countries.find((country) => country.iso_code === 'DE')!.id;
    const china = countries.find((country) => country.iso_code === 'CN')!.id;
    const toGermany = await server.ok('listShippingOptions', { query: { country_id: germany }, headers: { Currency: 'EUR', Lang: 'de' } });
    expect(toGermany.map((option) => [option.shippingName, option.shippingPrice])).toEqual([
      ['EMS', 17.97],
      ['UPS Standard', 22.57],
      ['UPS Worldwide Saver', 28.56],
      ['FedEx International Priority', 31.79],
      ['DHL Express', 32.25],
    ]);
    expect(toGermany[0]!.shippingTime).toBe('7-15 Werktage');
    const toChina = await server.ok('listShippingOptions', { query: { country_id: china }, headers: { Currency: 'CNY' } });
    expect(toChina).toEqual([{ shippingId: 1, shippingName: 'SF Express', shippingTime: '1-3 working days', shippingPrice: 32.33 }]);
    const inYen = await server.ok('listShippingOptions', { query: { country_id: germany }, headers: { Currency: 'JPY' } });
    expect(inYen[0]!.shippingPrice).toBe(2953);
    const unknown = await server.call('listShippingOptions', { query: { country_id: 99999 } });
    expect(unknown.code).toBe(4220);
    expect(unknown.data).toEqual({ errors: [{ field: 'country_id', message: 'There is no such country' }] });
  });

  it('lists exactly the currencies the table holds, with their state and precision', async () => {
    const list = await server.ok('getCurrencyList');
    expect(Object.keys(list)).toEqual(['USD', 'EUR', 'CNY', 'JPY', 'KRW', 'GBP', 'HKD', 'RUB']);
    expect(list.USD).toEqual({ currency_code: 'USD', currency_symbol: '$', state: 1, exchange_rate: 1, decimals: { unit_price: 5, total: 2 } });
    expect(list.JPY).toMatchObject({ currency_symbol: 'JP¥', state: 1, decimals: { unit_price: 2, total: 0 } });
    expect(list.KRW?.decimals).toEqual({ unit_price: 2, total: 0 });
    expect(list.RUB?.state).toBe(0);
    await server.database.db.update(currencies).set({ state: 0 }).where(eq(currencies.code, 'HKD'));
    expect((await server.ok('getCurrencyList')).HKD?.state).toBe(0);
    await server.database.db.update(currencies).set({ state: 1 }).where(eq(currencies.code, 'HKD'));
  });

  it('walks the China regions from provinces to cities to districts', async () => {
    const provinces = await server.ok('listChinaRegions', { params: { parentId: 0 } });
    expect(provinces.lists).toHaveLength(34);
    expect(provinces.lists.every((region) => region.level === 1 && region.parent_id === 0)).toBe(true);
    expect(provinces.lists.find((region) => region.id === 440000)).toEqual({ id: 440000, name: '广东省', name_en: 'Guangdong', parent_id: 0, level: 1, has_children: true });
    expect(provinces.lists.find((region) => region.id === 650000)?.has_children).toBe(false);
    const guangdong = await server.ok('listChinaRegions', { params: { parentId: 440000 } });
    expect(guangdong.parent_id).toBe(440000);
    expect(guangdong.lists.find((region) => region.name_en === 'Shenzhen')).toMatchObject({ id: 440300, name: '深圳市', level: 2, has_children: true });
    expect(guangdong.lists.find((region) => region.name_en === 'Zhuhai')?.has_children).toBe(false);
    const shenzhen = await server.ok('listChinaRegions', { params: { parentId: 440300 } });
    expect(shenzhen.lists.map((region) => region.name_en)).toEqual(expect.arrayContaining(['Futian', 'Nanshan', "Bao'an"]));
    expect(shenzhen.lists.every((region) => region.level === 3 && !region.has_children)).toBe(true);
    expect((await server.ok('listChinaRegions', { params: { parentId: 440304 } })).lists).toEqual([]);
    const suzhou = await server.ok('listChinaRegions', { params: { parentId: 320500 } });
    expect(suzhou.lists.map((region) => region.name)).toContain('昆山市');
    const unknown = await server.call('listChinaRegions', { params: { parentId: 999999 } });
    expect([unknown.status, unknown.code]).toEqual([404, 4040]);
  });

  it('subscribes an address once, queues a welcome mail, and refuses it again with 409 whatever its case', async () => {
    const subscribed = await server.call('subscribeNewsletter', { body: { email: 'sourcing@nordtek-systems.se' }, headers: { Lang: 'de' } });
    expect(subscribed).toMatchObject({ status: 200, message: 'Vielen Dank für Ihr Abonnement', data: { email: 'sourcing@nordtek-systems.se', subscribe_time: '2026-11-22T12:00:00Z' } });
    const mails = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'sourcing@nordtek-systems.se'));
    expect(mails.map((mail) => [mail.kind, mail.subject])).toEqual([['newsletter_welcome', 'Willkommen beim Chipmart-Newsletter']]);
    const again = await server.call('subscribeNewsletter', { body: { email: 'Sourcing@Nordtek-Systems.se' } });
    expect([again.status, again.code, again.message]).toEqual([409, 4090, 'This e-mail address is already subscribed']);
  });

  it('draws the news covers and the variants’ logos and WeChat QR codes the content refers to', async () => {
    const images = new Hono();
    registerSiteImages(images, server.database.db);
    const cover = await images.request('/images/news/311.svg?lang=zh');
    expect(cover.status).toBe(200);
    expect(cover.headers.get('Content-Type')).toContain('image/svg+xml');
    const svg = await cover.text();
    expect(svg).toContain('<title>STM32F103 替代方案：有现货的引脚兼容单片机</title>');
    expect(svg).toContain('供应链');
    const logos = await Promise.all(
      (await Promise.all((['default', 'inland'] as const).map((webKey) => server.ok('getSiteConfig', { query: { web_key: webKey } })))).map((config) =>
        Promise.resolve(images.request(config.logo_head)).then((response) => response.text()),
      ),
    );
    expect(logos[0]).toContain('>Chipmart</text>');
    expect(logos[1]).toContain('>芯集商城</text>');
    const inland = await server.ok('getSiteConfig', { query: { web_key: 'inland' } });
    const wechat = await images.request(inland.contact_weChat_img);
    expect([wechat.status, wechat.headers.get('Content-Type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(await wechat.text()).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"[\s\S]*<path/);
    expect((await images.request('/images/site/moon/wechat-qr.svg')).status).toBe(404);
    expect((await images.request('/images/news/9999.svg')).status).toBe(404);
    expect((await images.request('/images/site/moon/logo-head.svg')).status).toBe(404);
  });
});
