import { getGetUserProfileQueryKey, useChangeUserEmail, useSendChangeEmailCode } from '@chipmart/generated/internal/hooks/user/user';
import type { UserProfile } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { storeUserInfo } from '@/platform/session/session-store.ts';
import { CodeField } from '@/ui/fields/CodeField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { confirmEmailProblems, emailChangeFieldOf, newEmailProblems, type EmailChangeDraft, type EmailChangeField } from './email-change-rules.ts';
import { fieldFailures, focusFirstInvalid } from './form-failure.ts';
import type { FieldProblems } from './form-rules.ts';
import { SECOND_MS, useSecondsLeft } from './use-countdown.ts';

const blank: EmailChangeDraft = { email: '', code: '', password: '' };

/**
 * Changing the sign-in address in two steps: a code is e-mailed to the new
 * address, then the code and the current password make it the account's.
 * The code step shows only while the address typed is the one the code went to.
 */
export function EmailChangeForm({ profile }: { profile: UserProfile }) {
  const [draft, setDraft] = useState(blank);
  const [checked, setChecked] = useState<'none' | 'send' | 'confirm'>('none');
  const [serverProblems, setServerProblems] = useState<FieldProblems<EmailChangeField>>({});
  const [sentTo, setSentTo] = useState<string>();
  const [resendAt, setResendAt] = useState<number>();
  const secondsLeft = useSecondsLeft(resendAt);
  const sendForm = useRef<HTMLFormElement>(null);
  const confirmForm = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const sendCode = useSendChangeEmailCode();
  const changeEmail = useChangeUserEmail();

  const email = draft.email.trim();
  const codeStep = sentTo !== undefined && sentTo === email;
  const local = {
    ...(checked !== 'none' ? newEmailProblems(draft.email, profile.email) : {}),
    ...(checked === 'confirm' ? confirmEmailProblems(draft) : {}),
  };
  const problems = { ...local, ...serverProblems };
  const set = (field: EmailChangeField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [field]: _edited, ...rest }) => rest);
  };

  const send = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked('send');
    if (Object.keys(newEmailProblems(draft.email, profile.email)).length > 0) return focusFirstInvalid(sendForm.current);
    sendCode.mutate(
      { data: { new_email: email } },
      {
        onSuccess: (sent) => {
          setSentTo(email);
          setResendAt(Date.now() + sent.resend_after * SECOND_MS);
          setDraft((current) => ({ ...current, code: '' }));
          showToast(m.account_codeSent({ email }));
          requestAnimationFrame(() => document.getElementById('email-code')?.focus());
        },
        onError: (error) => {
          setServerProblems(fieldFailures(error, emailChangeFieldOf));
          focusFirstInvalid(sendForm.current);
        },
      },
    );
  };

  const confirm = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked('confirm');
    if (Object.keys(confirmEmailProblems(draft)).length > 0) return focusFirstInvalid(confirmForm.current);
    changeEmail.mutate(
      { data: { new_email: email, captcha: draft.code.trim(), password: draft.password } },
      {
        onSuccess: (updated) => {
          storeUserInfo(updated);
          setDraft(blank);
          setChecked('none');
          setSentTo(undefined);
          setResendAt(undefined);
          showToast(m.account_emailChanged({ email: updated.email }));
          void queryClient.invalidateQueries({ queryKey: getGetUserProfileQueryKey() });
        },
        onError: (error) => {
          setServerProblems(fieldFailures(error, emailChangeFieldOf));
          focusFirstInvalid(confirmForm.current);
        },
      },
    );
  };

  return (
    <section className="account-form" aria-labelledby="email-title">
      <h2 id="email-title" className="account-card-title">
        {m.account_emailTitle()}
      </h2>
      <p className="account-muted">
        {m.account_emailCurrent()} <strong data-testid="current-email">{profile.email}</strong>
      </p>
      <form ref={sendForm} className="form" onSubmit={send} noValidate>
        <TextField
          id="email-new"
          label={m.account_newEmail()}
          required
          type="email"
          autoComplete="email"
          value={draft.email}
          error={problems.email}
          onChange={(event) => set('email', event.currentTarget.value)}
        />
        <div className="form-actions">
          <button type="submit" className="button" disabled={sendCode.isPending || (codeStep && secondsLeft > 0)}>
            {sendCode.isPending ? m.account_sending() : codeStep ? (secondsLeft > 0 ? m.account_resendIn({ seconds: secondsLeft }) : m.account_resendCode()) : m.account_sendCode()}
          </button>
        </div>
      </form>
      {codeStep && (
        <form ref={confirmForm} className="form account-subform" onSubmit={confirm} noValidate>
          <p className="account-muted" role="status">
            {m.account_codeSentTo({ email: sentTo })}
          </p>
          <CodeField id="email-code" label={m.account_code()} value={draft.code} error={problems.code} onValueChange={(code) => set('code', code)} />
          <TextField
            id="email-password"
            label={m.account_currentPassword()}
            required
            type="password"
            autoComplete="current-password"
            value={draft.password}
            error={problems.password}
            onChange={(event) => set('password', event.currentTarget.value)}
          />
          <div className="form-actions">
            <button type="submit" className="button button-primary" disabled={changeEmail.isPending}>
              {changeEmail.isPending ? m.account_saving() : m.account_emailSave()}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
