import { variantConfig } from '@variant-rules/config.ts';
import { useSiteConfig } from '@/platform/site-config.ts';
import { LocalLink } from '@/ui/LocalLink.tsx';

/** The header's link home: the configured logo at the brand's height, or the brand's name while there is none. */
export function Logo({ height }: { height: number }) {
  const config = useSiteConfig();
  const brandName = variantConfig.brandName();
  // The link keeps the picture's height while the site's settings load (the wordmark shows until then), so the header does not grow under the page.
  return (
    <LocalLink to="/" className="logo" aria-label={brandName} style={{ minBlockSize: height }}>
      {config.logo_head ? <img src={config.logo_head} alt={config.company_name || brandName} height={height} /> : <span className="wordmark">{brandName}</span>}
    </LocalLink>
  );
}
