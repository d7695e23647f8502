import { m } from '$paraglide/messages.js';
import type { AboutPageContent } from '@/site/content/AboutPage.tsx';
import type { ContactPageContent } from '@/site/content/ContactPage.tsx';

// The brand's about and contact pages, which the routes hand to the shared pages (site/content/).

export const aboutPage: AboutPageContent = { text: m.site_koAboutText, links: ['aboutIntroduce', 'aboutQualityControl', 'aboutContact'] };

export const contactPage: ContactPageContent = { text: m.site_koContactText, hours: m.site_koContactHours };
