import type { CatalogManufacturerProfile } from '@chipmart/generated/internal/model/index';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { m } from '$paraglide/messages.js';
import { LoadFailed } from '@/shared/LoadFailed.tsx';
import { GoodsTable } from '@/shared/goods/GoodsTable.tsx';
import { formatPieces } from '@/shared/goods/goods-figures.ts';
import { useQueryScope } from '@/platform/query-scope.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { Breadcrumb } from '@/ui/Breadcrumb.tsx';
import { LoadingText } from '@/ui/LoadingText.tsx';
import { paragraphs } from './manufacturer-groups.ts';
import { manufacturerQueryOptions } from './manufacturer-queries.ts';
import { ManufacturerParts } from './ManufacturerParts.tsx';
import './manufacturer.css';

const route = getRouteApi('/{-$lang}/manufacturer/$id');

/** A manufacturer: who they are, where their parts sit in the catalog, their popular parts and all parts by category. */
export function ManufacturerProfilePage() {
  const { id, name } = route.useLoaderData();
  const scope = useQueryScope();
  const profile = useQuery({ ...manufacturerQueryOptions(id, scope), placeholderData: (previous) => previous });
  const trail = [
    { label: pages.home.title(), path: pages.home.path },
    { label: pages.manufacturer.title(), path: pages.manufacturer.path },
    { label: profile.data?.name ?? name, path: `/manufacturer/${id}` },
  ];
  return (
    <article className="page-frame manufacturer-page" aria-labelledby="page-title">
      <Breadcrumb items={trail} />
      {profile.data ? (
        <Profile profile={profile.data} currency={scope.currency} />
      ) : (
        <>
          <h1 id="page-title" className="page-title">
            {name}
          </h1>
          {profile.isError ? <LoadFailed onRetry={() => void profile.refetch()} /> : <p className="listing-loading page-loading"><LoadingText /></p>}
        </>
      )}
    </article>
  );
}

function Profile({ profile, currency }: { profile: CatalogManufacturerProfile; currency: string }) {
  const count = (value: number) => formatPieces(value, currency);
  return (
    <>
      <header className="manufacturer-head">
        {profile.logo && <img src={profile.logo} alt={m.manufacturer_logo({ name: profile.name })} width={160} height={60} className="manufacturer-logo" />}
        <div>
          <h1 id="page-title" className="page-title">
            {profile.name}
          </h1>
          <dl className="manufacturer-facts">
            {profile.country && (
              <div>
                <dt>{m.manufacturer_country()}</dt>
                <dd>{profile.country}</dd>
              </div>
            )}
            {profile.founded !== null && (
              <div>
                <dt>{m.manufacturer_founded()}</dt>
                <dd>{profile.founded}</dd>
              </div>
            )}
            {profile.website && (
              <div>
                <dt>{m.manufacturer_website()}</dt>
                <dd>
                  <a href={profile.website} rel="noopener noreferrer external" target="_blank">
                    {profile.website.replace(/^https?:\/\//, '')}
                  </a>
                </dd>
              </div>
            )}
            <div>
              <dt>{m.manufacturer_statParts()}</dt>
              <dd>{count(profile.goods_count)}</dd>
            </div>
            <div>
              <dt>{m.manufacturer_statInStock()}</dt>
              <dd>{count(profile.in_stock_count)}</dd>
            </div>
          </dl>
        </div>
      </header>
      {paragraphs(profile.description).map((paragraph, index) => (
        <p key={index} className="manufacturer-description">
          {paragraph}
        </p>
      ))}
      {profile.featured_goods.length > 0 && (
        <section aria-labelledby="manufacturer-featured" className="manufacturer-section">
          <h2 id="manufacturer-featured">{m.manufacturer_popular()}</h2>
          <GoodsTable rows={profile.featured_goods} caption={m.manufacturer_popularCaption({ name: profile.name })} />
        </section>
      )}
      {profile.top_categories.length > 0 && <ManufacturerParts profile={profile} count={count} />}
    </>
  );
}
