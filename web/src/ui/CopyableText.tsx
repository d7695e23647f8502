import { useEffect, useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TOAST_DURATION_MS } from '@/platform/constants.ts';
import './CopyableText.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A text with a button that copies it to the clipboard (a part number, an
 * order number). The outcome is announced politely and shown on the button
 * for a moment; where the clipboard is refused, the text stays selectable.
 * `as="h1"` makes the text the page heading without the button in its name.
 */
export function CopyableText({ text, className, as: TextTag = 'span', textId }: { text: string; className?: string; as?: 'span' | 'h1'; textId?: string }) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), TOAST_DURATION_MS);
  }

  // A heading cannot sit inside a span.
  const Wrapper = TextTag === 'h1' ? 'div' : 'span';
  return (
    <Wrapper className={className ? `copyable ${className}` : 'copyable'}>
      <TextTag id={textId} className="copyable-text">
        {text}
      </TextTag>
      <button type="button" className="copyable-button" onClick={() => void copy()} aria-label={m.ui_copyText({ text })} title={m.ui_copyText({ text })}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
          {state === 'copied' ? <path d="M5 12l5 5 9-10" /> : <path d="M9 9h11v11H9zM5 15H4V4h11v1" />}
        </svg>
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state === 'copied' ? m.ui_copied({ text }) : state === 'failed' ? m.ui_copyFailed() : ''}
      </span>
    </Wrapper>
  );
}
