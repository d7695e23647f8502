import { m } from '$paraglide/messages.js';
import { useSiteConfig } from '@/platform/site-config.ts';

/** Links to the brand's social accounts, as configured; unconfigured ones are left out. The networks' names are trademarks, the same in every language. */
export function SocialLinks() {
  const config = useSiteConfig();
  const links = [
    { name: 'Facebook', href: config.socialize_facebook },
    { name: 'X', href: config.socialize_twitter },
    { name: 'Instagram', href: config.socialize_instagram },
    { name: 'LinkedIn', href: config.socialize_linkedin },
    { name: 'YouTube', href: config.socialize_youtube },
  ].filter((link) => link.href);
  if (links.length === 0) return null;
  return (
    <nav aria-label={m.site_footerFollowUs()} className="social-links">
      <ul>
        {links.map((link) => (
          <li key={link.name}>
            <a href={link.href} rel="noopener noreferrer" target="_blank">
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
