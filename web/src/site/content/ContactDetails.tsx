import { m } from '$paraglide/messages.js';
import { useSiteConfig } from '@/platform/site-config.ts';

/** The company's contact channels from the site configuration (channels it leaves empty are not shown), and the brand's office hours. */
export function ContactDetails({ hours }: { hours?: string }) {
  const config = useSiteConfig();
  const rows = [
    { label: m.site_contactCompany(), value: config.company_name },
    { label: m.site_contactAddress(), value: config.company_address },
    { label: m.site_contactPhone(), value: config.contact_tel, href: `tel:${config.contact_tel.replace(/\s/g, '')}` },
    { label: m.site_contactEmail(), value: config.contact_email, href: `mailto:${config.contact_email}` },
    { label: m.site_contactWhatsApp(), value: config.contact_whatsApp },
    { label: m.site_contactSkype(), value: config.contact_skype },
    { label: m.site_contactHours(), value: hours },
  ].filter((row) => row.value);
  return (
    <dl className="contact-details">
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
