import { createFileRoute, notFound } from '@tanstack/react-router';
import { BomDetailPage } from '@/features/bom';
import { integer } from '@/platform/lib/search-params.ts';
import { pageHead } from '@/platform/pages/page-head.ts';
import { requireSignIn } from '@/platform/session/require-sign-in.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';

/** A BOM id as the contract takes it (1 to 2147483647). */
const readBomId = integer({ max: 2_147_483_647 });

export const Route = createFileRoute('/{-$lang}/bom/$id')({
  staticData: { serverRender: true },
  beforeLoad: (context) => {
    requireSignIn(context);
    if (readBomId(context.params.id) === undefined) throw notFound();
  },
  head: (context) => pageHead('bomDetail', context, { noIndex: true }),
  component: BomDetailRoute,
});

function BomDetailRoute() {
  const { id } = Route.useParams();
  return (
    <PageFrame page="bomDetail">
      <BomDetailPage bomId={Number(id)} />
    </PageFrame>
  );
}
