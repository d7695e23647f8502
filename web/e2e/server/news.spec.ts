import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/shop-test.ts';

const newsMessages = JSON.parse(readFileSync(join(import.meta.dirname, '../../messages/news/en.json'), 'utf8')) as Record<string, string>;
/** The English text of one of the page's messages. */
function news(key: string): string {
  const text = newsMessages[key];
  if (text === undefined) throw new Error(`no message ${key}`);
  return text;
}

test('news list -> article -> tag', async ({ page }) => {
  await page.goto('/news');
  const cards = page.getByTestId('news-card');
  await expect(cards.first()).toBeVisible();
  const title = (await cards.first().getByRole('heading').innerText()).trim();
  await cards.first().getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: title });

  const tags = page.getByRole('list', { name: news('news_articleTags') }).first();
  const tag = (await tags.getByRole('link').first().innerText()).trim();
  await tags.getByRole('link', { name: tag }).click();

  await expect(page).toHaveURL(/\/news\?tag=/);
  await expect(page.getByRole('navigation', { name: news('news_tagsLabel') }).getByRole('link', { name: new RegExp(`^${tag} \\(\\d+\\)$`) })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByRole('list', { name: news('news_articleTags') })).toContainText(tag);
  await expect(cards.filter({ hasText: title })).toHaveCount(1);
});

test('an article shows the parts it mentions with their prices, addable to the RFQ list', async ({ page, request }) => {
  const list = (await (await request.get('/api/site/news?page_size=50')).json()) as { data: { lists: { news_id: number }[] } };
  let withParts: { news_id: number; title: string; related_goods: { part_number: string }[] } | undefined;
  for (const entry of list.data.lists) {
    const detail = (await (await request.get(`/api/site/news/${entry.news_id}`)).json()) as { data: NonNullable<typeof withParts> };
    if (detail.data.related_goods.length > 0) {
      withParts = detail.data;
      break;
    }
  }
  test.skip(!withParts, 'no seeded article mentions parts');
  await page.goto(`/news/${withParts!.news_id}`);
  const table = page.getByRole('table', { name: new RegExp(news('news_relatedPartsCaption').split('“')[0]!) });
  const part = withParts!.related_goods[0]!.part_number;
  await expect(table.getByRole('rowheader', { name: part })).toBeVisible();
  await expect(table).toContainText('$');
  await table.getByRole('button', { name: `Add ${part} to the RFQ list` }).click();
  expect(await page.evaluate(() => localStorage.getItem('RFQLIST'))).toContain(part);
});
