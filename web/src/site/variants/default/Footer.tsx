import { variantConfig } from '@variant-rules/config.ts';
import { m } from '$paraglide/messages.js';
import { useSiteConfig } from '@/platform/site-config.ts';
import { SocialLinks } from '@/site/content/SocialLinks.tsx';
import { PageLinks } from '@/site/shell/PageLinks.tsx';

/** Four columns: company, help, services, contact; then the social links and the copyright line. */
export function Footer() {
  const config = useSiteConfig();
  const company = config.company_name || variantConfig.brandName();
  return (
    <footer className="site-footer footer-default">
      <div className="footer-columns">
        <PageLinks label={m.site_footerCompany()} keys={['about', 'aboutIntroduce', 'aboutQualityControl', 'certification', 'contact']} />
        <PageLinks label={m.site_footerHelp()} keys={['helpHowToBuy', 'helpShippingDelivering', 'helpOrderPay', 'helpRefund', 'helpFaqs']} />
        <PageLinks label={m.site_footerServices()} keys={['bom', 'rfq', 'aboutExcessInventory', 'aboutProcure', 'supplierRegistration', 'integrationsApi']} />
        <div className="footer-contact">
          <h2 className="footer-heading">{m.site_footerContact()}</h2>
          {config.company_address && <address>{config.company_address}</address>}
          {config.contact_tel && <a href={`tel:${config.contact_tel.replace(/\s/g, '')}`}>{config.contact_tel}</a>}
          {config.contact_email && <a href={`mailto:${config.contact_email}`}>{config.contact_email}</a>}
        </div>
      </div>
      <SocialLinks />
      <p className="copyright">{m.site_footerCopyright({ year: new Date().getFullYear(), company })}</p>
    </footer>
  );
}
