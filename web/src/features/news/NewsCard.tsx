import type { NewsSummary } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { defaultImg } from '@/platform/default-image.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { NewsTags } from './NewsTags.tsx';
import { formatNewsDate } from './news-date.ts';

/** An article in a list: cover, title (the link), date and author, summary and tags. */
export function NewsCard({ article, headingLevel = 2 }: { article: NewsSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="news-card" data-testid="news-card">
      <img
        className="news-card-cover"
        src={article.cover_image || defaultImg}
        alt=""
        width={240}
        height={135}
        loading="lazy"
        onError={(event) => (event.currentTarget.src = defaultImg)}
      />
      <div className="news-card-body">
        <Heading className="news-card-title">
          <LocalLink to={article.news_page_url}>{article.title}</LocalLink>
        </Heading>
        <p className="news-meta">
          <time dateTime={article.publish_time}>{formatNewsDate(article.publish_time)}</time>
          {article.author && <span> · {m.news_byAuthor({ author: article.author })}</span>}
        </p>
        <p className="news-card-summary">{article.summary}</p>
        <NewsTags tags={article.tags} />
      </div>
    </article>
  );
}
