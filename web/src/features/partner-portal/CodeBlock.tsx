import { m } from '$paraglide/messages.js';

/** Code scrolls inside its own box (never the page), which the keyboard can reach to scroll it. */
export function CodeBlock({ language, code }: { language: string; code: string }) {
  return (
    <pre className="portal-code" tabIndex={0} aria-label={m.partnerPortal_codeExample({ language })} data-language={language}>
      <code>{code}</code>
    </pre>
  );
}
