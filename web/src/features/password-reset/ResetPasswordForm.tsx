import type { UserPasswordChangeResult } from '@chipmart/generated/internal/model/index';
import { useResetUserPassword } from '@chipmart/generated/internal/hooks/user/user';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { m } from '$paraglide/messages.js';
import { focusFirstInvalid, forgetCodeSent, type FieldProblems } from '@/features/login';
import { NewPasswordField, sortForForm } from '@/features/register';
import { signOut } from '@/platform/session/session-store.ts';
import { CodeField } from '@/ui/fields/CodeField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { resetBody, resetFieldOf, resetProblems, type ResetDraft, type ResetField } from './reset-rules.ts';

interface Props {
  email: string;
  onDone: (result: UserPasswordChangeResult) => void;
}

/**
 * The e-mailed code and the new password, its rules ticked as it is typed.
 * The server ends every session of the account, this browser's included, so
 * a session kept here is forgotten too.
 */
export function ResetPasswordForm({ email, onDone }: Props) {
  const [draft, setDraft] = useState<ResetDraft>({ code: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems<ResetField>>({});
  const [formProblem, setFormProblem] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const reset = useResetUserPassword();

  useEffect(() => document.getElementById('reset-code')?.focus(), []);

  const problems: FieldProblems<ResetField> = { ...(checked ? resetProblems(draft) : {}), ...serverProblems };
  const set = (field: ResetField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [field]: _edited, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFormProblem(undefined);
    if (Object.keys(resetProblems(draft)).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    reset.mutate(
      { data: resetBody(email, draft) },
      {
        onSuccess: (result) => {
          forgetCodeSent(email);
          signOut();
          onDone(result);
        },
        onError: (error) => {
          const failure = sortForForm(error, resetFieldOf);
          // Drawn at once, so the focus below finds the fields the server marked.
          flushSync(() => {
            setServerProblems(failure.fields);
            setFormProblem(failure.form);
          });
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} className="form reset-form" onSubmit={submit} noValidate aria-label={m.passwordReset_formLabel()}>
      <CodeField id="reset-code" label={m.passwordReset_codeLabel()} error={problems.code} value={draft.code} onValueChange={(code) => set('code', code)} />
      <NewPasswordField id="reset-password" label={m.passwordReset_passwordLabel()} value={draft.password} error={problems.password} onChange={(password) => set('password', password)} />
      {formProblem && (
        <p className="reset-alert" role="alert">
          {formProblem}
        </p>
      )}
      <button type="submit" className="button button-primary reset-submit" disabled={reset.isPending}>
        {reset.isPending ? m.passwordReset_submitting() : m.passwordReset_submit()}
      </button>
    </form>
  );
}
