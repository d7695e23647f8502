import type { CatalogGoodsDetail, CatalogLifecycleStatus, CatalogRohsStatus } from '@chipmart/generated/internal/model/index';
import { m } from '$paraglide/messages.js';
import { Fact } from '@/ui/Fact.tsx';
import { currentLocale, htmlLang } from '@/platform/i18n/locale.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { formatDate } from '@/platform/lib/date-format.ts';
import { DatasheetLink } from './DatasheetLink.tsx';

const lifecycle: Record<CatalogLifecycleStatus, () => string> = {
  active: m.product_lifecycleActive,
  nrnd: m.product_lifecycleNrnd,
  last_time_buy: m.product_lifecycleLastTimeBuy,
  obsolete: m.product_lifecycleObsolete,
  unknown: m.product_unknown,
};

const rohs: Record<CatalogRohsStatus, () => string> = {
  compliant: m.product_rohsCompliant,
  compliant_with_exemption: m.product_rohsExemption,
  non_compliant: m.product_rohsNonCompliant,
  unknown: m.product_unknown,
};

/** Who makes the part, what it is, its compliance data and datasheet, as a description list. */
export function ProductFacts({ detail, show = 'all' }: { detail: CatalogGoodsDetail; show?: 'all' | 'identity' | 'compliance' }) {
  const { goods } = detail;
  const updated = formatDate(detail.updated_at, htmlLang(currentLocale()), { dateStyle: 'medium', timeStyle: 'short' });
  const identity = show !== 'compliance';
  const compliance = show !== 'identity';
  return (
    <dl className="product-facts">
      {identity && (
        <>
          <Fact className="product-fact" term={m.product_manufacturer()}>
            <LocalLink to={`/manufacturer/${goods.brand_id}`}>{goods.brand_name}</LocalLink>
          </Fact>
          <Fact className="product-fact" term={m.product_package()}>{goods.package}</Fact>
          <Fact className="product-fact" term={m.product_category()}>
            <LocalLink to={`/category/${goods.category_id}`}>{goods.category_name}</LocalLink>
          </Fact>
          <Fact className="product-fact" term={m.product_description()}>{goods.description}</Fact>
        </>
      )}
      {compliance && (
        <>
          <Fact className="product-fact" term={m.product_lifecycle()}>{lifecycle[detail.lifecycle_status]()}</Fact>
          <Fact className="product-fact" term={m.product_rohs()}>{rohs[detail.rohs_status]()}</Fact>
          <Fact className="product-fact" term={m.product_msl()}>{detail.msl ?? m.product_unknown()}</Fact>
          <Fact className="product-fact" term={m.product_eccn()}>{detail.eccn ?? m.product_unknown()}</Fact>
          <Fact className="product-fact" term={m.product_hts()}>{detail.hts_code ?? m.product_unknown()}</Fact>
        </>
      )}
      <Fact className="product-fact" term={m.product_datasheet()}>
        <DatasheetLink detail={detail} />
      </Fact>
      {identity && <Fact className="product-fact" term={m.product_updated()}>{updated}</Fact>}
    </dl>
  );
}
