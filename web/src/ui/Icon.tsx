const paths = {
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
  rfq: 'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h6',
  compare: 'M8 3v18M16 3v18M4 7h8M12 17h8',
  feedback: 'M4 5h16v11H8l-4 4z',
  top: 'M12 19V5M5 12l7-7 7 7',
  search: 'M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14Zm9 3-4.3-4.3',
} as const;

export type IconName = keyof typeof paths;

/** A decorative line icon; the control it sits in carries the text. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  );
}
