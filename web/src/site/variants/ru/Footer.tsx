import { variantConfig } from '@variant-rules/config.ts';
import { m } from '$paraglide/messages.js';
import { ContactDetails } from '@/site/content/ContactDetails.tsx';
import { useSiteConfig } from '@/platform/site-config.ts';
import { SocialLinks } from '@/site/content/SocialLinks.tsx';
import { PageLinks } from '@/site/shell/PageLinks.tsx';

/** Help and company links beside the full contact card (phone, e-mail, WhatsApp, Skype). */
export function Footer() {
  const config = useSiteConfig();
  return (
    <footer className="site-footer footer-ru">
      <div className="footer-columns">
        <PageLinks label={m.site_footerHelp()} keys={['helpHowToBuy', 'helpShippingDelivering', 'helpOrderPay', 'helpFaqs', 'helpPrivacyPolicy']} />
        <PageLinks label={m.site_footerCompany()} keys={['about', 'aboutQualityControl', 'contact', 'supplierRegistration']} />
        <div className="footer-contact">
          <h2 className="footer-heading">{m.site_footerContact()}</h2>
          <ContactDetails />
        </div>
      </div>
      <SocialLinks />
      <p className="copyright">{m.site_footerCopyright({ year: new Date().getFullYear(), company: config.company_name || variantConfig.brandName() })}</p>
    </footer>
  );
}
