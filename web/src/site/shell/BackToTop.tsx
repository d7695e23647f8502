import { useEffect, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { BACK_TO_TOP_THRESHOLD_PX } from '@/platform/constants.ts';
import { Icon } from '@/ui/Icon.tsx';

/** Appears once the page is scrolled more than 1000 px and takes the reader back up. */
export function BackToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className="back-to-top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <Icon name="top" />
      <span className="visually-hidden">{m.site_shellBackToTop()}</span>
    </button>
  );
}
