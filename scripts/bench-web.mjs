// `npm run bench:web`: Lighthouse 12 (its default mobile profile) on the shop as `npm start` serves it: the
// browsing pages (home, a search, a category listing, a product), the registration and a content page, and,
// signed in as the demo buyer (three lines in the cart, all ticked), the cart, the checkout step /pay/order, the
// payment page of the buyer's unpaid order, /myaccount, the order history and the supplier registration; and two
// partner guides (/integrations-api and its errors guide). Three
// runs each, printing the medians, the gzip/brotli bytes of JavaScript each page loads while it loads and the
// machine's load average before each page. Prints numbers only.
//
//   npm run bench:web -- [--runs 3] [--web-key default] [--parts 20000] [--only cart,checkout] [--reports DIR]
//
// --reports keeps each run's whole Lighthouse report (JSON) in DIR, to see where a page's time went.
// --only measures the pages whose names contain one of the given words (e.g. `--only checkout,account`).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { cpus, loadavg } from 'node:os';
import { startShop } from './lib/shop-process.mjs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'web-key': { type: 'string', default: 'default' },
    parts: { type: 'string', default: '20000' },
    only: { type: 'string' },
    reports: { type: 'string' },
  },
});
const root = join(import.meta.dirname, '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** One API call: GET without a body, else POST (or `method`). */
async function api(base, path, body, token, method = 'POST') {
  const headers = { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(base + path, body ? { method, headers, body: JSON.stringify(body) } : { headers });
  const envelope = await response.json();
  if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** The cookies the shop keeps after a sign-in (token and userInfo), for the demo buyer signed in through the API. */
async function demoBuyerCookies(base) {
  const session = await api(base, '/api/user/login', { email: 'buyer@chipmart.example', password: 'Buyer-Parts-2026' });
  return [
    { name: 'token', value: session.token },
    { name: 'userInfo', value: encodeURIComponent(JSON.stringify(session.userInfo)) },
  ];
}

/**
 * Puts cookies into the browser before Lighthouse loads a page that needs them, through Lighthouse's own
 * puppeteer-core, as Lighthouse's guide to authenticated pages does.
 */
async function setCookies(chromePort, url, cookies) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  const page = await browser.newPage();
  await page.setCookie(...cookies.map((cookie) => ({ ...cookie, url })));
  await page.close();
  await browser.disconnect();
}

/** Three parts of a search in the demo buyer's cart (their cheapest offer in stock, at its MOQ), so the cart page has lines. */
async function fillCart(base, search, token) {
  for (const { goods } of search.lists.slice(0, 3)) {
    const offers = await api(base, `/api/goods/suppliers/${goods.goods_id}?sort=price_asc&in_stock_only=true`);
    const offer = offers.lists[0];
    if (offer) await api(base, '/api/cart/add', { goods_id: goods.goods_id, sku_id: offer.sku_id, cart_num: offer.moq }, token);
  }
}

/**
 * Every line of the cart ticked, as a buyer ticks them on the cart page before going on to /pay/order: the
 * ticks live on the server (decision 56), and the checkout page previews the ticked lines.
 */
async function tickWholeCart(base, token) {
  const cart = await api(base, '/api/cart/selected', { selected: true, all: true }, token, 'PUT');
  if (!cart.selected_count) throw new Error('The demo buyer\'s cart has no ticked line to check out');
}

/** The demo buyer's order awaiting payment (the seed places one a day ago), for /pay/payment. */
async function unpaidOrder(base, token) {
  const orders = await api(base, '/api/user/order?state=0&page_size=1', undefined, token);
  const order = orders.lists[0];
  if (!order) throw new Error('The demo buyer has no order awaiting payment');
  return order.order_sn;
}

/** The pages measured: picked from the running shop's own data; a page with cookies is measured signed in. */
async function pages(base) {
  const search = await api(base, '/api/index/search?keywords=STM32F1&page_size=20');
  const tree = await api(base, '/api/category/tree');
  const leaves = [];
  const walk = (nodes) => nodes.forEach((node) => (node.children?.length ? walk(node.children) : leaves.push(node)));
  walk(Array.isArray(tree) ? tree : (tree.lists ?? tree.tree ?? []));
  const category = leaves[0]?.category_id ?? search.lists[0].goods.category_id;
  const buyer = await demoBuyerCookies(base);
  const token = buyer[0].value;
  await fillCart(base, search, token);
  await tickWholeCart(base, token);
  const orderSn = await unpaidOrder(base, token);
  return [
    ['home', '/'],
    ['search', '/s?keywords=STM32F1'],
    ['category listing', `/category/${category}`],
    ['product', `/product-detail/${search.lists[0].goods.goods_id}`],
    ['register', '/register'],
    ['content (faqs)', '/companyprofile/faqs'],
    ['cart (signed in)', '/shoppingcart', buyer],
    ['checkout', '/pay/order', buyer],
    ['payment', `/pay/payment?order=${encodeURIComponent(orderSn)}`, buyer],
    ['my account', '/myaccount', buyer],
    ['order history', '/myaccount/order-status-history', buyer],
    ['supplier reg.', '/supplier-registration', buyer],
    ['partner guide (quickstart)', '/integrations-api'],
    ['partner guide (errors)', '/integrations-api/errors'],
  ].filter(([name]) => !values.only || values.only.split(',').some((word) => name.includes(word.trim())));
}

const webDist = join(root, 'web', 'dist', values['web-key']);
/** gzip size of a script of the build: its .gz copy, or the file gzipped here when it was too small to get one. */
function gzipSize(url) {
  const file = join(webDist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

/** How Lighthouse's warning begins when its CPU index of the host was at most 1,000. */
const SLOW_HOST_WARNING = 'The tested device appears to have a slower CPU';

async function measure(url, cookies, reportName) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  try {
    if (cookies) await setCookies(chrome.port, url, cookies);
    // Lighthouse clears the origin's storage, cookies included, before it loads the page: a signed-in page keeps them.
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(cookies) });
    const { lhr } = result;
    if (values.reports) {
      mkdirSync(values.reports, { recursive: true });
      writeFileSync(join(values.reports, `${reportName}.json`), result.report);
    }
    const observed = lhr.audits.metrics.details.items[0];
    const requests = lhr.audits['network-requests'].details.items;
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    return {
      score: lhr.categories.performance.score,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      jsGzipBytes: scripts.reduce((sum, item) => sum + gzipSize(item.url), 0),
      jsFiles: scripts.length,
      // Lighthouse's own CPU benchmark, taken with the run: how fast this machine was at that moment (higher is faster).
      cpuIndex: lhr.environment.benchmarkIndex,
      // When the page first reached the screen in the unthrottled load Lighthouse observes. Headless Chrome at times
      // holds a page's first frame for a second or two (its compositor stops sending that page frames; see
      // GoogleChrome/lighthouse#17148): the page has then finished loading before it painted.
      firstPaintSeen: observed.observedFirstContentfulPaint,
      firstPaintHeld: observed.observedLoad < observed.observedFirstContentfulPaint,
      // Lighthouse's own doubts about the run; below a CPU index of 1,000 it warns that the host is too slow
      // for its 4x slowdown and that the score suffers.
      slowHost: lhr.runWarnings.some((warning) => warning.startsWith(SLOW_HOST_WARNING)),
      warnings: lhr.runWarnings,
    };
  } finally {
    await chrome.kill();
  }
}

console.log(`Machine: ${cpus().length} cores, Node ${process.version}; web key ${values['web-key']}; starting the shop (${values.parts} parts)…`);
const shop = await startShop({ parts: values.parts, webKey: values['web-key'], label: 'bench-web' });
try {
  const { base } = shop;
  const list = await pages(base);
  console.log(`\nLighthouse 12, mobile, median of ${values.runs} runs (load average ${loadavg()[0].toFixed(1)}):`);
  console.log('page               score  LCP ms   FCP ms   TBT ms  CLS     load  JS loaded: gzip (as sent, brotli)');
  const spreads = [];
  const warnings = new Set();
  let slowHostSeen = false;
  for (const [name, path, cookies] of list) {
    // The machine is shared: the 1-minute load average as this page's runs start, beside its figures.
    const load = loadavg()[0];
    const runs = [];
    for (let run = 0; run < Number(values.runs); run++) runs.push(await measure(base + path, cookies, `${name.replace(/\W+/g, '-')}-${run + 1}`));
    const pick = (key) => median(runs.map((entry) => entry[key]));
    console.log(
      `${name.padEnd(18)} ${pick('score').toFixed(2).padEnd(6)} ${pick('lcp').toFixed(0).padEnd(8)} ${pick('fcp').toFixed(0).padEnd(8)} ${pick('tbt').toFixed(0).padEnd(7)} ${pick('cls').toFixed(3).padEnd(7)} ${load.toFixed(1).padEnd(5)} ${(pick('jsGzipBytes') / 1024).toFixed(1)} KiB (${(pick('jsBytes') / 1024).toFixed(1)} KiB) in ${pick('jsFiles')} files  (${path})`,
    );
    const each = (key, digits) => runs.map((entry) => entry[key].toFixed(digits)).join(' / ');
    const paints = runs.map((entry) => `${entry.firstPaintSeen.toFixed(0)}${entry.firstPaintHeld ? ' held' : ''}`).join(' / ');
    const cpu = runs.map((entry) => `${entry.cpuIndex.toFixed(0)}${entry.slowHost ? ' slow host' : ''}`).join(' / ');
    spreads.push(`${name.padEnd(18)} score ${each('score', 2)}; LCP ${each('lcp', 0)} ms; TBT ${each('tbt', 0)} ms; CPU index ${cpu}; first paint seen at ${paints} ms`);
    for (const entry of runs) {
      slowHostSeen ||= entry.slowHost;
      for (const warning of entry.warnings) if (!warning.startsWith(SLOW_HOST_WARNING)) warnings.add(warning);
    }
  }
  // The single runs, beside Lighthouse's CPU benchmark (on a shared machine, blocking time follows how busy it was)
  // and the moment the first paint reached the screen (how often headless Chrome held it).
  console.log('\nEach run:');
  for (const line of spreads) console.log(line);
  // "slow host": Lighthouse's CPU index was at most 1,000, where it warns that the host is too slow for its
  // default 4x slowdown (docs/throttling.md in Lighthouse); such a run's score says more about the machine.
  if (slowHostSeen) console.log('slow host: Lighthouse warned that this machine was too slow for its CPU slowdown during that run.');
  for (const warning of warnings) console.log(`Lighthouse warned: ${warning}`);
} finally {
  await shop.stop();
}
