import { useQuery } from '@tanstack/react-query';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { useQueryScope } from '@/platform/query-scope.ts';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { groupKeywords, initialAnchor, OTHER_INITIAL } from './keyword-index.ts';
import { keywordLabelsQueryOptions } from './news-queries.ts';
import './news.css';

/** Popular part numbers A-Z (the keywords index of the back office), each opening its search. */
export function KeywordsPage() {
  const labels = useQuery(keywordLabelsQueryOptions(useQueryScope()));
  if (labels.isError) return <LoadFailed onRetry={() => void labels.refetch()} />;
  if (!labels.data) return <p className="news-loading"><LoadingText /></p>;
  const groups = groupKeywords(labels.data);
  if (groups.length === 0) return <EmptyState />;
  const letterName = (initial: string) => (initial === OTHER_INITIAL ? m.news_keywordsOther() : initial);

  return (
    <div className="keywords-page">
      <p className="lead">{m.news_keywordsIntro()}</p>
      <nav className="keywords-jump" aria-label={m.news_keywordsJump()}>
        <ul>
          {groups.map((group) => (
            <li key={group.initial}>
              <a href={`#${initialAnchor(group.initial)}`} aria-label={m.news_keywordsJumpTo({ letter: letterName(group.initial) })}>
                {group.initial}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.initial} id={initialAnchor(group.initial)} className="keywords-group" aria-labelledby={`${initialAnchor(group.initial)}-title`}>
          <h2 id={`${initialAnchor(group.initial)}-title`} className="keywords-letter">
            {letterName(group.initial)}
          </h2>
          <ul className="keywords-list">
            {group.labels.map((label) => (
              <li key={label.label_id}>
                <LocalLink to="/s" search={{ keywords: label.name } as never} aria-label={m.news_keywordSearch({ keyword: label.name })}>
                  {label.name}
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
