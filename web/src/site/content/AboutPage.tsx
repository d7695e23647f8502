import { m } from '$paraglide/messages.js';
import type { PageKey } from '@/platform/pages/page-catalog.ts';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { PageLinks } from '@/site/shell/PageLinks.tsx';

/** What a brand says about itself and which of its pages it points to (its data: `site/variants/<key>/content.ts`). */
export interface AboutPageContent {
  text: () => string;
  links: PageKey[];
}

/** The about page: the brand's introduction and links to its pages about the company. */
export function AboutPage({ content }: { content: AboutPageContent }) {
  return (
    <PageFrame page="about">
      <p className="lead">{content.text()}</p>
      <PageLinks label={m.site_aboutMore()} keys={content.links} />
    </PageFrame>
  );
}
