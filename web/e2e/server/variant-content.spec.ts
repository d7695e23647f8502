import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/shop-test.ts';

const site = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/site/en.json'), 'utf8')) as Record<string, string>;

/** The variant a server project serves (`server-ru` serves `ru`). */
const variantOf = (projectName: string) => projectName.replace(/^server-/, '') as 'default' | 'ru' | 'inland' | 'ko';

type SiteConfig = { company_name: string; company_address: string; contact_tel: string; contact_email: string };

test("each site's contact page shows its own company, address, phone, e-mail and office hours, in the HTML it sends", async ({ page }, testInfo) => {
  const variant = variantOf(testInfo.project.name);
  // The page below is the English one (no language prefix), so the site's details are asked for in English too.
  const config = ((await (await page.request.get(`/api/config/getConfig?web_key=${variant}`, { headers: { Lang: 'en' } })).json()) as { data: SiteConfig }).data;
  for (const value of [config.company_name, config.company_address, config.contact_tel, config.contact_email]) expect(value, variant).toBeTruthy();
  const html = (await (await page.request.get('/contact')).text()).replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
  for (const value of [config.company_name, config.company_address, config.contact_tel, config.contact_email, site[`site_${variant}ContactHours`]!]) expect(html, variant).toContain(value);

  await page.goto('/contact');
  await expect(page.getByRole('main').getByRole('link', { name: config.contact_email })).toHaveAttribute('href', `mailto:${config.contact_email}`);
  await expect(page.getByRole('main').getByText(site[`site_${variant}ContactHours`]!)).toBeVisible();
});

test('every site serves the help pages with their content and keeps excess inventory and procurement to the sites that run them', async ({ page }, testInfo) => {
  const variant = variantOf(testInfo.project.name);
  const howToBuy = await (await page.request.get('/companyprofile/how-to-buy')).text();
  expect(howToBuy).toMatch(/class="content-body"><h2>1\. Find your part<\/h2>/);
  const hasSupplyPages = variant === 'default' || variant === 'inland';
  for (const path of ['/about/excess-inventory', '/about/procure']) {
    const response = await page.request.get(path);
    expect(response.status(), `${variant} ${path}`).toBe(hasSupplyPages ? 200 : 404);
  }
  await page.goto('/about/quality-control');
  const about = page.getByRole('navigation', { name: 'About us' });
  await expect(about.getByRole('link', { name: 'Quality control' })).toHaveAttribute('aria-current', 'page');
  await expect(about.getByRole('link', { name: 'Excess inventory' })).toHaveCount(hasSupplyPages ? 1 : 0);
});
