import { getListGoodsRelatedBlogsQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { defaultImg } from '@/platform/default-image.ts';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { formatDate } from '@/platform/lib/date-format.ts';

/** Articles about the part, its family or its alternatives. */
export function RelatedBlogs({ goodsId }: { goodsId: number }) {
  const query = useScopedQuery(getListGoodsRelatedBlogsQueryOptions(goodsId, { limit: 4 }));
  return (
    <section className="product-section" aria-labelledby="product-blogs-title">
      <h2 id="product-blogs-title">{m.product_blogsTitle()}</h2>
      {query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <p className="product-muted">{m.product_loading()}</p>
      ) : query.data.lists.length === 0 ? (
        <p className="product-muted">{m.product_noBlogs()}</p>
      ) : (
        <ul className="product-blogs">
          {query.data.lists.map((article) => (
            <li key={article.news_id} className="product-blog">
              <img src={article.cover_image || defaultImg} alt="" width={120} height={68} loading="lazy" onError={(event) => (event.currentTarget.src = defaultImg)} />
              <div>
                <LocalLink to={article.news_page_url} className="product-blog-title">
                  {article.title}
                </LocalLink>
                <p className="product-muted">
                  <time dateTime={article.publish_time}>{formatDate(article.publish_time, htmlLang(currentLocale()), { dateStyle: 'medium' })}</time> · {article.author}
                </p>
                <p>{article.summary}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
