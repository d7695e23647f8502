import { m } from '$paraglide/messages.js';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { PageLinks } from '@/site/shell/PageLinks.tsx';

export function AboutPage() {
  return (
    <PageFrame page="about">
      <p className="lead">{m.site_defaultAboutText()}</p>
      <PageLinks label={m.site_aboutMore()} keys={['aboutIntroduce', 'aboutQualityControl', 'aboutExcessInventory', 'aboutProcure', 'aboutContact']} />
    </PageFrame>
  );
}
