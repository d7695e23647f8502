import { m } from '$paraglide/messages.js';
import { PageFrame } from '@/shared/PageFrame.tsx';
import { PageLinks } from '@/site/shell/PageLinks.tsx';

export function AboutPage() {
  return (
    <PageFrame page="about">
      <p className="lead">{m.about_ru_text()}</p>
      <PageLinks label={m.about_more()} keys={['aboutIntroduce', 'aboutQualityControl', 'aboutContact']} />
    </PageFrame>
  );
}
