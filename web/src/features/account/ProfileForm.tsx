import { getGetCountryOptionsQueryOptions } from '@chipmart/generated/internal/hooks/site/site';
import { getGetUserProfileQueryKey, useUpdateUserProfile } from '@chipmart/generated/internal/hooks/user/user';
import type { UserProfile } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { storeUserInfo } from '@/platform/session/session-store.ts';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { fieldFailures, focusFirstInvalid } from './form-failure.ts';
import type { FieldProblems } from './form-rules.ts';
import { profileChanges, profileDraftOf, profileFieldOf, profileProblems, type ProfileDraft, type ProfileField } from './profile-rules.ts';

/** The contact and company details of the account; saving sends only what changed and keeps the new profile as userInfo. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const [saved, setSaved] = useState(() => profileDraftOf(profile));
  const [draft, setDraft] = useState<ProfileDraft>(saved);
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems<ProfileField>>({});
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const countries = useScopedQuery(getGetCountryOptionsQueryOptions(undefined, { query: { staleTime: SLOW_DATA_STALE_MS } }));
  const update = useUpdateUserProfile();

  const countryOptions = (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }));
  const problems = { ...(checked ? profileProblems(draft) : {}), ...serverProblems };
  const changes = profileChanges(draft, saved);
  const set = (field: ProfileField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setServerProblems(({ [field]: _edited, ...rest }) => rest);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(profileProblems(draft)).length > 0) return focusFirstInvalid(form.current);
    if (Object.keys(changes).length === 0) return showToast(m.account_profileUnchanged());
    update.mutate(
      { data: changes },
      {
        onSuccess: (updated) => {
          storeUserInfo(updated);
          const next = profileDraftOf(updated);
          setSaved(next);
          setDraft(next);
          setChecked(false);
          showToast(m.account_profileSaved());
          void queryClient.invalidateQueries({ queryKey: getGetUserProfileQueryKey() });
        },
        onError: (error) => {
          setServerProblems(fieldFailures(error, profileFieldOf));
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  return (
    <form ref={form} className="form account-form" onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title" className="account-card-title">
        {m.account_profileTitle()}
      </h2>
      <div className="account-form-grid">
        <TextField
          id="profile-contact-name"
          label={m.account_contactName()}
          required
          autoComplete="name"
          value={draft.contactName}
          error={problems.contactName}
          onChange={(event) => set('contactName', event.currentTarget.value)}
        />
        <TextField
          id="profile-telephone"
          label={m.account_telephone()}
          type="tel"
          autoComplete="tel"
          value={draft.telephone}
          error={problems.telephone}
          onChange={(event) => set('telephone', event.currentTarget.value)}
        />
        <SelectField
          id="profile-country"
          label={m.account_country()}
          value={draft.countryId}
          options={countryOptions}
          placeholder={countries.isError ? m.account_countriesFailed() : m.account_countryNone()}
          error={problems.countryId}
          onValueChange={(value) => set('countryId', value)}
        />
        <TextField
          id="profile-company-name"
          label={m.account_companyName()}
          autoComplete="organization"
          value={draft.companyName}
          error={problems.companyName}
          onChange={(event) => set('companyName', event.currentTarget.value)}
        />
        <TextField
          id="profile-company-title"
          label={m.account_companyTitle()}
          autoComplete="organization-title"
          value={draft.companyTitle}
          error={problems.companyTitle}
          onChange={(event) => set('companyTitle', event.currentTarget.value)}
        />
        <TextField
          id="profile-company-address"
          label={m.account_companyAddress()}
          autoComplete="street-address"
          value={draft.companyAddress}
          error={problems.companyAddress}
          onChange={(event) => set('companyAddress', event.currentTarget.value)}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={update.isPending}>
          {update.isPending ? m.account_saving() : m.account_profileSave()}
        </button>
      </div>
    </form>
  );
}
