import { m } from '$paraglide/messages.js';
import { useLocale } from '@/platform/i18n/use-locale.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { formatDay } from './dates.ts';
import { HomeSection, QueryBlock } from './HomeSection.tsx';
import { useLatestNews } from './home-queries.ts';

/** Cover pictures are drawn 1200 × 630. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 630;

/** The newest articles: cards with their covers, or a plain list of titles. */
export function LatestNews({ count, look }: { count: number; look: 'cards' | 'list' }) {
  const news = useLatestNews(count);
  const locale = useLocale();
  return (
    <HomeSection id="home-news" title={m.home_latestNews()} more={{ to: '/news', label: m.home_allNews() }} className={`news-${look}`}>
      <QueryBlock query={news} reserve={look === 'cards' ? 320 : 40 * count} isEmpty={(data) => data.lists.length === 0}>
        {(data) => (
          <ul className="news-items">
            {data.lists.map((article) => (
              <li key={article.news_id} className="news-item">
                {look === 'cards' && article.cover_image && (
                  <img src={article.cover_image} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} loading="lazy" decoding="async" className="news-cover" />
                )}
                <LocalLink to={article.news_page_url} className="news-title">
                  {article.title}
                </LocalLink>
                <time dateTime={article.publish_time} className="news-date">
                  {formatDay(article.publish_time, locale)}
                </time>
                {look === 'cards' && <p className="news-summary">{article.summary}</p>}
              </li>
            ))}
          </ul>
        )}
      </QueryBlock>
    </HomeSection>
  );
}
