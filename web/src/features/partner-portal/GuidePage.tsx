import { useQuery } from '@tanstack/react-query';
import { useQueryScope } from '@/platform/query-scope.ts';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { GuideBody } from './GuideBody.tsx';
import { guideQueryOptions } from './guide-queries.ts';
import { guideTitles, type GuideSlug } from './portal-entries.ts';
import { PortalLayout } from './PortalLayout.tsx';

/** A guide for partners in the page's language (its text arrives with the server-rendered page). */
export function GuidePage({ slug }: { slug: GuideSlug }) {
  const guide = useQuery(guideQueryOptions(slug, useQueryScope()));
  return (
    <PortalLayout title={guideTitles[slug]()} current={slug}>
      {guide.data ? (
        <GuideBody blocks={guide.data} />
      ) : guide.isError ? (
        <LoadFailed onRetry={() => void guide.refetch()} />
      ) : (
        <p>
          <LoadingText />
        </p>
      )}
    </PortalLayout>
  );
}
