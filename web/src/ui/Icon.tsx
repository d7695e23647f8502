import './Icon.css';

const names = ['account', 'cart', 'rfq', 'compare', 'feedback', 'top', 'search'] as const;

export type IconName = (typeof names)[number];

/** A decorative line icon (drawn by Icon.css); the control it sits in carries the text. */
export function Icon({ name }: { name: IconName }) {
  return <span className={`icon icon-${name}`} aria-hidden="true" />;
}
