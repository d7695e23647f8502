import { useChangeUserPassword } from '@chipmart/generated/internal/hooks/user/user';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { TextField } from '@/ui/fields/TextField.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { fieldFailures, focusFirstInvalid } from './form-failure.ts';
import { NewPasswordField } from '@/features/register';
import { newPasswordRules, passwordChangeProblems, type FieldProblems, type PasswordDraft, type PasswordField } from './password-rules.ts';

const blank: PasswordDraft = { current: '', next: '', repeat: '' };
const fieldOf: Record<string, PasswordField> = { old_password: 'current', new_password: 'next' };

/** A new password, proved by the current one; the other devices are signed out by the server, and the page says how many. */
export function PasswordForm() {
  const [draft, setDraft] = useState(blank);
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems<PasswordField>>({});
  const [endedSessions, setEndedSessions] = useState<number>();
  const form = useRef<HTMLFormElement>(null);
  const change = useChangeUserPassword();

  const problems = { ...(checked ? passwordChangeProblems(draft) : {}), ...serverProblems };
  const set = (field: PasswordField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [field]: _edited, ...rest }) => rest);
    setEndedSessions(undefined);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(passwordChangeProblems(draft)).length > 0) return focusFirstInvalid(form.current);
    change.mutate(
      { data: { old_password: draft.current, new_password: draft.next } },
      {
        onSuccess: (result) => {
          setDraft(blank);
          setChecked(false);
          setEndedSessions(result.ended_sessions);
          showToast(m.account_passwordChanged());
        },
        onError: (error) => {
          setServerProblems(fieldFailures(error, fieldOf));
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} className="form account-form" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title" className="account-card-title">
        {m.account_passwordTitle()}
      </h2>
      <TextField
        id="password-current"
        label={m.account_currentPassword()}
        required
        type="password"
        autoComplete="current-password"
        value={draft.current}
        error={problems.current}
        onChange={(event) => set('current', event.currentTarget.value)}
      />
      <NewPasswordField
        id="password-new"
        label={m.account_newPassword()}
        value={draft.next}
        error={problems.next}
        rules={newPasswordRules(draft.current)}
        onChange={(password) => set('next', password)}
      />
      <TextField
        id="password-repeat"
        label={m.account_repeatPassword()}
        required
        type="password"
        autoComplete="new-password"
        value={draft.repeat}
        error={problems.repeat}
        onChange={(event) => set('repeat', event.currentTarget.value)}
      />
      {endedSessions !== undefined && (
        <p className="account-done" role="status" data-testid="password-changed">
          {m.account_passwordChangedSessions({ count: endedSessions })}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? m.account_saving() : m.account_passwordSave()}
        </button>
      </div>
    </form>
  );
}
