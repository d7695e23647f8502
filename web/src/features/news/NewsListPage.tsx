import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { Pager } from '@/shared/pager/Pager.tsx';
import { pageCount } from '@/shared/pager/page-window.ts';
import { useQueryScope } from '@/platform/query-scope.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { NewsCard } from './NewsCard.tsx';
import { newsListQueryOptions, newsTagsQueryOptions } from './news-queries.ts';
import { NEWS_PAGE_SIZE, type NewsListSearch } from './news-search.ts';
import './news.css';

/** The same list narrowed to another tag (or none), from its first page. */
const withTag = (tag: string | undefined) => ((previous: NewsListSearch) => ({ ...previous, tag, page: undefined })) as never;

/** News and blog articles, newest first, narrowed by tag and paged; both live in the URL. */
export function NewsListPage({ search }: { search: NewsListSearch }) {
  const scope = useQueryScope();
  const tags = useQuery(newsTagsQueryOptions(scope));
  const news = useQuery({
    ...newsListQueryOptions({ page: search.page ?? 1, page_size: NEWS_PAGE_SIZE, ...(search.tag ? { tag: search.tag } : {}) }, scope),
    placeholderData: keepPreviousData,
  });

  // Tag names are in the page's language: a link from another language names a tag this list does not have.
  const tagMissing = Boolean(search.tag && tags.data && !tags.data.some((tag) => tag.name.toLowerCase() === search.tag!.toLowerCase()));

  return (
    <div className="news-page">
      <nav className="news-tags" aria-label={m.news_tagsLabel()}>
        <ul>
          <li>
            <Link to="." search={withTag(undefined)} className="news-tag" aria-current={search.tag ? undefined : 'page'}>
              {m.news_allTags()}
            </Link>
          </li>
          {(tags.data ?? []).map((tag) => (
            <li key={tag.tag_id}>
              <Link to="." search={withTag(tag.name)} className="news-tag" aria-current={search.tag === tag.name ? 'page' : undefined}>
                {m.news_tagWithCount({ tag: tag.name, count: tag.news_count })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {search.tag && (
        <p className="news-filter-note" aria-live="polite">
          {m.news_taggedWith({ tag: search.tag })}
        </p>
      )}
      {tagMissing && news.data?.lists.length === 0 ? (
        <p className="news-filter-note" role="status">
          {m.news_tagUnknown({ tag: search.tag! })}{' '}
          <Link to="." search={withTag(undefined)}>
            {m.news_allTags()}
          </Link>
        </p>
      ) : news.isError && !news.data ? (
        <LoadFailed onRetry={() => void news.refetch()} />
      ) : !news.data ? (
        <p className="news-loading"><LoadingText /></p>
      ) : news.data.lists.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <ol className={news.isPlaceholderData ? 'news-list news-list-loading' : 'news-list'} aria-busy={news.isPlaceholderData}>
            {news.data.lists.map((article) => (
              <li key={article.news_id}>
                <NewsCard article={article} />
              </li>
            ))}
          </ol>
          <Pager page={news.data.page} lastPage={pageCount(news.data.total, news.data.page_size)} label={m.news_pagerLabel()} />
        </>
      )}
    </div>
  );
}
