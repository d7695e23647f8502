import { useId, type ReactNode } from 'react';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { gateAttribute, HydrateWhenSeen } from '@/ui/HydrateWhenSeen.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import './home.css';

interface SectionProps {
  /** Base of the heading's id. */
  id: string;
  title: string;
  /** The page that shows the whole list, when there is one. */
  more?: { to: string; label: string };
  className?: string;
  children: ReactNode;
}

/**
 * A block of the home page: a heading, an optional "see all" link, then its
 * content, which a server-rendered page hydrates when the visitor gets near it.
 */
export function HomeSection({ id, title, more, className, children }: SectionProps) {
  const gate = useId();
  return (
    <section className={className ? `home-section ${className}` : 'home-section'} aria-labelledby={`${id}-title`} {...gateAttribute(gate)}>
      <div className="home-section-head">
        <h2 id={`${id}-title`}>{title}</h2>
        {more && (
          <LocalLink to={more.to} className="home-more">
            {more.label}
          </LocalLink>
        )}
      </div>
      <HydrateWhenSeen gate={gate}>{children}</HydrateWhenSeen>
    </section>
  );
}

interface BlockProps<T> {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  /** Height kept free while loading, close to the loaded block's, so nothing below jumps when it arrives. */
  reserve: number;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** A block's data states: a reserved space while loading, a retry after a failure, the empty box, or the content. */
export function QueryBlock<T>({ query, reserve, isEmpty, children }: BlockProps<T>) {
  if (query.data !== undefined) return isEmpty?.(query.data) ? <EmptyState height={Math.min(reserve, 200)} /> : <>{children(query.data)}</>;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return (
    <div className="home-placeholder" style={{ minHeight: reserve }} aria-busy="true">
      <span className="visually-hidden"><LoadingText /></span>
    </div>
  );
}
