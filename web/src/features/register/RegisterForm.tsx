import { useRegisterUser } from '@chipmart/generated/internal/hooks/user/user';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { m } from '$paraglide/messages.js';
import { focusFirstInvalid, forgetCodeSent, useFinishSignIn, type FieldProblems } from '@/features/login';
import { pages } from '@/platform/pages/page-catalog.ts';
import { CheckboxField } from '@/ui/fields/CheckboxField.tsx';
import { CodeField } from '@/ui/fields/CodeField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { LocalLink } from '@/ui/LocalLink.tsx';
import { CountryField } from './CountryField.tsx';
import { NewPasswordField } from './NewPasswordField.tsx';
import { sortForForm } from './register-failure.ts';
import { REGISTER_MAX, registerBody, registerFieldOf, registerProblems, type RegisterDraft, type RegisterField } from './register-rules.ts';

interface Props {
  /** The address the code went to: the new account's sign-in address. */
  email: string;
  draft: RegisterDraft;
  onDraftChange: (change: (draft: RegisterDraft) => RegisterDraft) => void;
  redirect: string | undefined;
}

/**
 * The account itself: the e-mailed code, a password with its rules ticked as
 * it is typed, the company and the terms. Rules are checked from the first
 * submit on, as the buyer types; a server message stands next to its field
 * until that field is edited. Success signs the new buyer in.
 */
export function RegisterForm({ email, draft, onDraftChange, redirect }: Props) {
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems<RegisterField>>({});
  const [formProblem, setFormProblem] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const serverMessage = useRef('');
  const register = useRegisterUser({ request: { onSuccessMessage: (message) => (serverMessage.current = message) } });
  const finish = useFinishSignIn(redirect);

  // The code is what the buyer needs next: the keyboard starts there.
  useEffect(() => document.getElementById('register-code')?.focus(), []);

  const problems: FieldProblems<RegisterField> = { ...(checked ? registerProblems(draft) : {}), ...serverProblems };
  const set = <Key extends keyof RegisterDraft>(key: Key, value: RegisterDraft[Key]) => {
    onDraftChange((current) => ({ ...current, [key]: value }));
    if (key !== 'subscribeNewsletter') setServerProblems(({ [key as RegisterField]: _edited, ...rest }) => rest);
  };
  const text = (key: Exclude<keyof RegisterDraft, 'agreeTerms' | 'subscribeNewsletter'>) => (event: React.ChangeEvent<HTMLInputElement>) => set(key, event.currentTarget.value);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFormProblem(undefined);
    if (Object.keys(registerProblems(draft)).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    register.mutate(
      { data: registerBody(email, draft) },
      {
        onSuccess: (session) => {
          forgetCodeSent(email);
          finish(session, serverMessage.current);
        },
        onError: (error) => {
          const failure = sortForForm(error, registerFieldOf);
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
    <form ref={form} className="form register-form" onSubmit={submit} noValidate aria-label={m.register_formLabel()}>
      <CodeField id="register-code" label={m.register_codeLabel()} error={problems.code} value={draft.code} onValueChange={(code) => set('code', code)} />
      <NewPasswordField id="register-password" label={m.register_passwordLabel()} value={draft.password} error={problems.password} onChange={(password) => set('password', password)} />
      <fieldset className="register-group">
        <legend className="register-legend">{m.register_companyGroup()}</legend>
        <TextField id="register-contact-name" label={m.register_contactNameLabel()} required autoComplete="name" maxLength={REGISTER_MAX.contactName} error={problems.contactName} value={draft.contactName} onChange={text('contactName')} />
        <TextField id="register-company-name" label={m.register_companyNameLabel()} required autoComplete="organization" maxLength={REGISTER_MAX.companyName} error={problems.companyName} value={draft.companyName} onChange={text('companyName')} />
        <CountryField id="register-country" value={draft.countryId} error={problems.countryId} onValueChange={(countryId) => set('countryId', countryId)} />
        <TextField id="register-telephone" label={m.register_telephoneLabel()} type="tel" autoComplete="tel" maxLength={REGISTER_MAX.telephone} error={problems.telephone} value={draft.telephone} onChange={text('telephone')} aria-describedby={problems.telephone ? 'register-telephone-error register-telephone-hint' : 'register-telephone-hint'} />
        <p id="register-telephone-hint" className="register-hint">
          {m.register_telephoneHint()}
        </p>
        <TextField id="register-company-title" label={m.register_companyTitleLabel()} autoComplete="organization-title" maxLength={REGISTER_MAX.companyTitle} error={problems.companyTitle} value={draft.companyTitle} onChange={text('companyTitle')} />
        <TextField id="register-company-address" label={m.register_companyAddressLabel()} autoComplete="street-address" maxLength={REGISTER_MAX.companyAddress} error={problems.companyAddress} value={draft.companyAddress} onChange={text('companyAddress')} />
      </fieldset>
      <div className="register-terms">
        <CheckboxField id="register-terms" label={m.register_agreeTerms()} required error={problems.agreeTerms} checked={draft.agreeTerms} onCheckedChange={(agreed) => set('agreeTerms', agreed)} />
        <p className="register-hint">
          <LocalLink to={pages.helpTermCondition.path} target="_blank" rel="noopener">
            {pages.helpTermCondition.title()}
            <span className="visually-hidden"> {m.register_opensInNewTab()}</span>
          </LocalLink>
          {' · '}
          <LocalLink to={pages.helpPrivacyPolicy.path} target="_blank" rel="noopener">
            {pages.helpPrivacyPolicy.title()}
            <span className="visually-hidden"> {m.register_opensInNewTab()}</span>
          </LocalLink>
        </p>
        <CheckboxField id="register-newsletter" label={m.register_newsletter()} checked={draft.subscribeNewsletter} onCheckedChange={(subscribe) => set('subscribeNewsletter', subscribe)} />
      </div>
      {formProblem && (
        <p className="register-alert" role="alert">
          {formProblem}
        </p>
      )}
      <button type="submit" className="button button-primary register-submit" disabled={register.isPending}>
        {register.isPending ? m.register_submitting() : m.register_submit()}
      </button>
    </form>
  );
}
