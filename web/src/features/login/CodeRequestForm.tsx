import type { CaptchaCodeSent, CaptchaPurpose } from '@chipmart/generated/internal/model/index';
import { ApiError } from '@chipmart/client';
import { useSendVerificationCode } from '@chipmart/generated/internal/hooks/captcha/captcha';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TextField } from '@/ui/fields/TextField.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { sortFailure } from './api-failure.ts';
import { CaptchaField } from './CaptchaField.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { rememberCodeSent, useSentCode } from './sent-codes.ts';
import { codeRequestProblems, emailProblem, type CodeRequestDraft, type CodeRequestField, type FieldProblems } from './sign-in-rules.ts';
import { useImageCaptcha } from './use-image-captcha.ts';
import './login.css';

const fieldOf: Record<string, CodeRequestField> = { email: 'email', captcha_answer: 'captcha', captcha_key: 'captcha' };

interface Props {
  /** Form id prefix, so two of these never share ids or a captcha. */
  id: string;
  /** What the code is for; a sign-in code unless told. */
  purpose?: CaptchaPurpose;
  /** The form's accessible name, saying what the code is for. */
  label?: string;
  /** The address, when the step before already has it (asking for a new code); otherwise the form asks for it. */
  fixedEmail?: string;
  initialEmail?: string;
  onSent: (sent: CaptchaCodeSent) => void;
  /** Offers "I already have a code": goes to the code step with the address typed, once it is valid. */
  onHaveCode?: (email: string) => void;
}

/**
 * Asks the server to e-mail a code (a sign-in code unless `purpose` says otherwise). The image
 * captcha is part of that call and is used up by it, right or wrong, so a
 * new one is loaded after a failed try (after a success the caller moves on).
 * While the server's resend wait for the address runs, a countdown shows
 * instead of a usable button.
 */
export function CodeRequestForm({ id, purpose = 'login', label, fixedEmail, initialEmail = '', onSent, onHaveCode }: Props) {
  const [draft, setDraft] = useState<CodeRequestDraft>({ email: fixedEmail ?? initialEmail, captchaAnswer: '' });
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems<CodeRequestField>>({});
  const captcha = useImageCaptcha(id);
  const form = useRef<HTMLFormElement>(null);
  const serverMessage = useRef('');
  const send = useSendVerificationCode({ request: { onSuccessMessage: (message) => (serverMessage.current = message) } });
  const { resendIn } = useSentCode(draft.email);

  const problems = { ...(checked ? codeRequestProblems(draft) : {}), ...serverProblems };
  const edit = (field: keyof CodeRequestDraft, problemField: CodeRequestField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [problemField]: _edited, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(codeRequestProblems(draft)).length > 0 || !captcha.captcha) {
      focusFirstInvalid(form.current);
      return;
    }
    const email = draft.email.trim();
    send.mutate(
      { data: { email, purpose, captcha_key: captcha.captcha.captcha_key, captcha_answer: draft.captchaAnswer.trim() } },
      {
        onSuccess: (sent) => {
          rememberCodeSent(sent.email, sent.resend_after, sent.expire);
          if (serverMessage.current) showToast(serverMessage.current);
          onSent(sent);
        },
        onError: (error) => {
          // Too soon after the last code: the wait the server names becomes the countdown.
          if (error instanceof ApiError && error.retryAfter) rememberCodeSent(email, error.retryAfter);
          // A code request clashes only over its address (it already has an account): say so at the address.
          if (error instanceof ApiError && error.status === 409 && fixedEmail === undefined) setServerProblems({ email: error.message });
          else setServerProblems(sortFailure(error, fieldOf).fields);
          // The image was used up by the try: a new one for the next (after a success the step moves on).
          captcha.refresh();
          setDraft((current) => ({ ...current, captchaAnswer: '' }));
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  const haveCode = () => {
    const problem = emailProblem(draft.email);
    if (!problem) return onHaveCode?.(draft.email.trim());
    setServerProblems((current) => ({ ...current, email: problem }));
    focusFirstInvalid(form.current);
  };

  return (
    <form ref={form} className="form login-form" onSubmit={submit} noValidate aria-label={label ?? m.login_requestCodeForm()}>
      {fixedEmail === undefined && (
        <TextField
          id={`${id}-email`}
          label={m.login_emailLabel()}
          required
          type="email"
          autoComplete="email"
          error={problems.email}
          value={draft.email}
          onChange={(event) => edit('email', 'email')(event.currentTarget.value)}
        />
      )}
      <CaptchaField id={`${id}-captcha`} captcha={captcha} answer={draft.captchaAnswer} error={problems.captcha} onAnswerChange={edit('captchaAnswer', 'captcha')} />
      <div className="form-actions login-actions">
        <button type="submit" className="button button-primary" disabled={send.isPending || resendIn > 0 || !captcha.captcha || captcha.loading}>
          {send.isPending ? m.login_sendingCode() : fixedEmail === undefined ? m.login_sendCode() : m.login_sendNewCode()}
        </button>
        {onHaveCode && (
          <button type="button" className="button" onClick={haveCode}>
            {m.login_haveCode()}
          </button>
        )}
      </div>
      {resendIn > 0 && (
        <p className="login-note">
          {m.login_resendIn({ seconds: resendIn })}
        </p>
      )}
    </form>
  );
}
