import { m } from '$paraglide/messages.js';
import { useSiteConfig } from '@/platform/site-config.ts';
import { PageLinks } from '@/site/shell/PageLinks.tsx';

/** Links, the company address and the WeChat code customers scan to reach the sales team. */
export function Footer() {
  const config = useSiteConfig();
  return (
    <footer className="site-footer footer-inland">
      <div className="footer-columns">
        <PageLinks label={m.footer_services()} keys={['bom', 'aboutExcessInventory', 'aboutProcure', 'leadTimeBuy', 'sellYourExcess']} />
        <PageLinks label={m.footer_help()} keys={['helpHowToBuy', 'helpOrderPay', 'helpShippingDelivering', 'helpTermCondition']} />
        <div className="footer-contact">
          <h2 className="footer-heading">{m.footer_contact()}</h2>
          {config.company_address && <address>{config.company_address}</address>}
          {config.contact_tel && <span>{config.contact_tel}</span>}
          {config.contact_weChat_img && <img src={config.contact_weChat_img} alt={m.inland_wechat()} width={96} height={96} />}
        </div>
      </div>
      <p className="copyright">{m.footer_copyright({ year: new Date().getFullYear(), company: config.company_name || m.brand_inland_name() })}</p>
    </footer>
  );
}
