import type { CaptchaPurpose } from '@chipmart/generated/internal/model/index';
import { useState } from 'react';
import { m } from '$paraglide/messages.js';
import { CodeRequestForm, secondsUntil, useSentCode } from '@/features/login';
import './code-notice.css';

const SECONDS_PER_MINUTE = 60;

interface Props {
  email: string;
  purpose: CaptchaPurpose;
  /** The form's accessible name when a new code is asked for. */
  requestLabel: string;
  onChangeEmail: () => void;
}

/**
 * Above a form that takes an e-mailed code: where the code went and for how
 * long it holds, a new code once the server's resend wait is over (counted
 * down until then), and the way back to use another address.
 */
export function EmailCodeNotice({ email, purpose, requestLabel, onChangeEmail }: Props) {
  const { sent, resendIn } = useSentCode(email);
  const [asking, setAsking] = useState(false);
  const minutesLeft = Math.ceil(secondsUntil(sent?.expiresAt, Date.now()) / SECONDS_PER_MINUTE);
  return (
    <div className="code-notice">
      <p className="code-notice-text" role="status">
        {sent ? m.register_codeSentTo({ email }) : m.register_codeEnter({ email })}
        {minutesLeft > 0 && ` ${m.register_codeValidFor({ minutes: minutesLeft })}`}
      </p>
      {asking ? (
        <CodeRequestForm id={`${purpose}-resend`} purpose={purpose} label={requestLabel} fixedEmail={email} onSent={() => setAsking(false)} />
      ) : (
        <div className="actions code-notice-actions">
          <button type="button" className="button" disabled={resendIn > 0} onClick={() => setAsking(true)}>
            {resendIn > 0 ? m.register_resendIn({ seconds: resendIn }) : m.register_sendNewCode()}
          </button>
          <button type="button" className="button" onClick={onChangeEmail}>
            {m.register_changeEmail()}
          </button>
        </div>
      )}
    </div>
  );
}
