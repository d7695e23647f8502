import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { useQueryScope } from '@/platform/query-scope.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { defaultImg } from '@/platform/default-image.ts';
import { localizePath } from '@/platform/i18n/locale.ts';
import { Breadcrumb } from '@/ui/Breadcrumb.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { NewsCard } from './NewsCard.tsx';
import { NewsTags } from './NewsTags.tsx';
import { formatNewsDate } from './news-date.ts';
import { newsDetailQueryOptions } from './news-queries.ts';
import './news.css';

/**
 * A news article: its body, tags, the parts it mentions (with today's stock
 * and prices, addable to RFQ, compare or cart), its neighbours and related articles.
 */
export function NewsArticlePage({ newsId }: { newsId: number }) {
  const scope = useQueryScope();
  // The loader fetched the article; a currency switch re-prices its parts while the text stays.
  const { data: article } = useQuery({ ...newsDetailQueryOptions(newsId, scope), placeholderData: (previous) => (previous?.news_id === newsId ? previous : undefined) });
  const navigate = useNavigate();
  if (!article) return null;

  // Links in the body are plain shop paths: follow them inside the app, in the page's language.
  function followShopLink(event: MouseEvent<HTMLDivElement>) {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate({ href: localizePath(href) });
  }

  const trail = [
    { label: pages.home.title(), path: pages.home.path },
    { label: pages.news.title(), path: pages.news.path },
    { label: article.title, path: `/news/${article.news_id}` },
  ];
  const updated = article.update_time.slice(0, 10) !== article.publish_time.slice(0, 10);

  return (
    <article className="page-frame news-article" aria-labelledby="page-title">
      <Breadcrumb items={trail} />
      <h1 id="page-title" className="page-title">
        {article.title}
      </h1>
      <p className="news-meta">
        <time dateTime={article.publish_time}>{formatNewsDate(article.publish_time)}</time>
        {article.author && <span> · {m.news_byAuthor({ author: article.author })}</span>}
        {updated && (
          <span>
            {' · '}
            {m.news_updatedOn({ date: formatNewsDate(article.update_time) })}
          </span>
        )}
      </p>
      <NewsTags tags={article.tags} />
      <p className="lead news-summary">{article.summary}</p>
      {article.cover_image && (
        <img
          className="news-cover"
          src={article.cover_image}
          alt=""
          width={960}
          height={540}
          onError={(event) => (event.currentTarget.src = defaultImg)}
        />
      )}
      {/* The body is sanitised HTML from the server (contract: SiteNewsDetail.content). */}
      <div className="news-content" onClick={followShopLink} dangerouslySetInnerHTML={{ __html: article.content }} />

      {article.related_goods.length > 0 && (
        <section className="news-section" aria-labelledby="news-parts-title">
          <h2 id="news-parts-title">{m.news_relatedParts()}</h2>
          <GoodsTable rows={article.related_goods} caption={m.news_relatedPartsCaption({ title: article.title })} />
        </section>
      )}

      {(article.prev || article.next) && (
        <nav className="news-neighbours" aria-label={m.news_neighbours()}>
          {article.prev && (
            <LocalLink to={article.prev.news_page_url} rel="prev" className="news-neighbour">
              <span className="news-neighbour-label">{m.news_previous()}</span>
              {article.prev.title}
            </LocalLink>
          )}
          {article.next && (
            <LocalLink to={article.next.news_page_url} rel="next" className="news-neighbour news-neighbour-next">
              <span className="news-neighbour-label">{m.news_next()}</span>
              {article.next.title}
            </LocalLink>
          )}
        </nav>
      )}

      {article.related_news.length > 0 && (
        <section className="news-section" aria-labelledby="news-related-title">
          <h2 id="news-related-title">{m.news_relatedArticles()}</h2>
          <ul className="news-related">
            {article.related_news.map((related) => (
              <li key={related.news_id}>
                <NewsCard article={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
