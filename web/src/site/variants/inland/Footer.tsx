import { variantConfig } from '@variant-rules/config.ts';
import { m } from '$paraglide/messages.js';
import { useSiteConfig } from '@/platform/site-config.ts';
import { PageLinks } from '@/site/shell/PageLinks.tsx';

/** Links, the company address and the WeChat code customers scan to reach the sales team. */
export function Footer() {
  const config = useSiteConfig();
  return (
    <footer className="site-footer footer-inland">
      <div className="footer-columns">
        <PageLinks label={m.site_footerServices()} keys={['bom', 'aboutExcessInventory', 'aboutProcure', 'leadTimeBuy', 'sellYourExcess']} />
        <PageLinks label={m.site_footerHelp()} keys={['helpHowToBuy', 'helpOrderPay', 'helpShippingDelivering', 'helpTermCondition']} />
        <div className="footer-contact">
          <h2 className="footer-heading">{m.site_footerContact()}</h2>
          {config.company_address && <address>{config.company_address}</address>}
          {config.contact_tel && <span>{config.contact_tel}</span>}
          {config.contact_weChat_img && <img src={config.contact_weChat_img} alt={m.site_inlandWechat()} width={96} height={96} />}
        </div>
      </div>
      <p className="copyright">{m.site_footerCopyright({ year: new Date().getFullYear(), company: config.company_name || variantConfig.brandName() })}</p>
    </footer>
  );
}
