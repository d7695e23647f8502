import { createFileRoute } from '@tanstack/react-router';
import { compareIds, compareSearchSchema, ComparePage } from '@/features/compare';
import { pageHead } from '@/platform/pages/page-head.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

export const Route = createFileRoute('/{-$lang}/compare')({
  validateSearch: compareSearchSchema,
  // A comparison is the shopper's own selection: nothing for search engines.
  head: (context) => pageHead('compare', context, { noIndex: true }),
  component: CompareRoute,
});

function CompareRoute() {
  const ids = compareIds(Route.useSearch());
  return (
    <PageFrame page="compare">
      <ComparePage ids={ids} />
    </PageFrame>
  );
}
