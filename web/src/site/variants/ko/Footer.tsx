import { variantConfig } from '@variant-rules/config.ts';
import { m } from '$paraglide/messages.js';
import { useSiteConfig } from '@/platform/site-config.ts';
import { SocialLinks } from '@/site/content/SocialLinks.tsx';
import { PageLinks } from '@/site/shell/PageLinks.tsx';

/** Customer-centre block first (phone, e-mail, hours), then the links and the company line. */
export function Footer() {
  const config = useSiteConfig();
  return (
    <footer className="site-footer footer-ko">
      <section className="footer-contact footer-contact-ko" aria-label={m.site_footerContact()}>
        <h2 className="footer-heading">{m.site_koCustomerCentre()}</h2>
        {config.contact_tel && <a href={`tel:${config.contact_tel.replace(/\s/g, '')}`} className="footer-phone">{config.contact_tel}</a>}
        {config.contact_email && <a href={`mailto:${config.contact_email}`}>{config.contact_email}</a>}
        <p>{m.site_koHours()}</p>
      </section>
      <div className="footer-columns">
        <PageLinks label={m.site_footerHelp()} keys={['helpHowToBuy', 'helpShippingDelivering', 'helpRefund', 'helpTermCondition', 'helpPrivacyPolicy']} />
        <PageLinks label={m.site_footerCompany()} keys={['about', 'aboutIntroduce', 'certification', 'contact']} />
      </div>
      <SocialLinks />
      <p className="copyright">
        {config.company_address && <span>{config.company_address} · </span>}
        {m.site_footerCopyright({ year: new Date().getFullYear(), company: config.company_name || variantConfig.brandName() })}
      </p>
    </footer>
  );
}
