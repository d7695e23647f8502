import { m } from '$paraglide/messages.js';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** An article's tags, each leading to the news list narrowed to it. */
export function NewsTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="news-card-tags" aria-label={m.news_articleTags()}>
      {tags.map((tag) => (
        <li key={tag}>
          <LocalLink to="/news" search={{ tag } as never} className="news-tag news-tag-small">
            {tag}
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}
