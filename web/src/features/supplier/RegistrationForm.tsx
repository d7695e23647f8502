import { getGetCountryOptionsQueryOptions } from '@chipmart/generated/internal/hooks/site/site';
import { getListSupplierSettlementsQueryKey, useSubmitSupplierSettlement } from '@chipmart/generated/internal/hooks/supplier/supplier';
import type { SupplierLicenseFile, SupplierSettleRequestSupplyTypesItem, UserProfile } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { m } from '$paraglide/messages.js';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { CheckboxField } from '@/ui/fields/CheckboxField.tsx';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { TextAreaField } from '@/ui/fields/TextAreaField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { showToast } from '@/ui/toast-store.ts';
import { useHydrated } from '@/ui/use-hydrated.ts';
import { readFailure } from './api-failure.ts';
import { EmailCodeFields } from './EmailCodeFields.tsx';
import { focusFirstInvalid } from './focus-first-invalid.ts';
import { LicenceUpload } from './LicenceUpload.tsx';
import {
  emptyRegistration,
  registrationFieldOf,
  registrationProblems,
  settlementBody,
  type RegistrationDraft,
  type RegistrationField,
  type RegistrationProblems,
} from './registration-rules.ts';

const SUPPLY_TYPES: { value: SupplierSettleRequestSupplyTypesItem; label: () => string }[] = [
  { value: 'stock', label: m.supplier_supplyStock },
  { value: 'excess_inventory', label: m.supplier_supplyExcess },
];

type TextKey = Exclude<keyof RegistrationDraft, 'supply_types'>;

/** The applicant's profile fills what it knows; the rest starts empty. */
function draftFromProfile(profile: UserProfile | undefined): RegistrationDraft {
  if (!profile) return emptyRegistration;
  return {
    ...emptyRegistration,
    company_name: profile.company_name ?? '',
    company_address: profile.company_address ?? '',
    contact_name: profile.contact_name ?? '',
    email: profile.email ?? '',
    telephone: profile.telephone ?? '',
    country_id: profile.country_id ? String(profile.country_id) : '',
  };
}

/**
 * The settlement application: company, contact with the e-mailed code, the
 * licence, what the company sells. Each field shows its rule and the server's
 * word next to it; a failed send keeps everything typed.
 */
export function RegistrationForm({ profile }: { profile: UserProfile | undefined }) {
  const [draft, setDraft] = useState<RegistrationDraft>(() => draftFromProfile(profile));
  const [licence, setLicence] = useState<SupplierLicenseFile>();
  const [tried, setTried] = useState(false);
  const [serverProblems, setServerProblems] = useState<RegistrationProblems>({});
  const [failure, setFailure] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const serverMessage = useRef('');
  const submit = useSubmitSupplierSettlement({ request: { onSuccessMessage: (message) => (serverMessage.current = message) } });
  const countries = useScopedQuery(getGetCountryOptionsQueryOptions(undefined, { query: { staleTime: SLOW_DATA_STALE_MS } }));
  const countryOptions = (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }));

  const own = registrationProblems(draft, licence?.file_id);
  const problems: RegistrationProblems = { ...(tried ? own : {}), ...serverProblems };

  const forget = (field: RegistrationField) => setServerProblems(({ [field]: _fixed, ...rest }) => rest);
  const edit = (field: TextKey) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    forget(field);
  };
  const toggleSupply = (type: SupplierSettleRequestSupplyTypesItem, on: boolean) => {
    setDraft((current) => ({ ...current, supply_types: on ? [...current.supply_types.filter((kept) => kept !== type), type] : current.supply_types.filter((kept) => kept !== type) }));
    forget('supply_types');
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(undefined);
    if (Object.keys(own).length > 0 || !licence) {
      focusFirstInvalid(form.current);
      return;
    }
    submit.mutate(
      { data: settlementBody(draft, licence.file_id) },
      {
        onSuccess: () => {
          showToast(serverMessage.current || m.supplier_applicationSent());
          void queryClient.invalidateQueries({ queryKey: getListSupplierSettlementsQueryKey() });
          setDraft(draftFromProfile(profile));
          setLicence(undefined);
          setTried(false);
        },
        onError: (error) => {
          const read = readFailure(error, registrationFieldOf);
          setServerProblems(read.fields);
          setFailure(read.message ?? m.supplier_fixProblems());
          focusFirstInvalid(form.current);
        },
      },
    );
  };

  // The form loads after the page (lazily): until React runs it, what is typed or pressed in the server's HTML would be lost.
  const hydrated = useHydrated();
  return (
    <form ref={form} className="form supplier-form" noValidate onSubmit={send} aria-labelledby="supplier-form-title">
      <h2 id="supplier-form-title" className="supplier-section-title">
        {m.supplier_formTitle()}
      </h2>
      <fieldset className="supplier-group" disabled={!hydrated}>
        <legend className="supplier-legend">{m.supplier_companyGroup()}</legend>
        <div className="supplier-grid">
          <TextField id="supplier-company" label={m.supplier_companyLabel()} required autoComplete="organization" value={draft.company_name} error={problems.company_name} onChange={(event) => edit('company_name')(event.currentTarget.value)} />
          <TextField id="supplier-registration-number" label={m.supplier_registrationNumberLabel()} required value={draft.registration_number} error={problems.registration_number} onChange={(event) => edit('registration_number')(event.currentTarget.value)} />
          <SelectField
            id="supplier-country"
            label={m.supplier_countryLabel()}
            required
            value={draft.country_id}
            options={countryOptions}
            placeholder={countries.isError ? m.supplier_countriesFailed() : countries.isPending ? m.supplier_countriesLoading() : m.supplier_countryPlaceholder()}
            error={problems.country_id}
            onValueChange={edit('country_id')}
          />
          <TextField id="supplier-website" label={m.supplier_websiteLabel()} type="url" autoComplete="url" placeholder="https://" value={draft.website} error={problems.website} onChange={(event) => edit('website')(event.currentTarget.value)} />
        </div>
        <TextField id="supplier-address" label={m.supplier_addressLabel()} required autoComplete="street-address" value={draft.company_address} error={problems.company_address} onChange={(event) => edit('company_address')(event.currentTarget.value)} />
      </fieldset>
      <fieldset className="supplier-group" disabled={!hydrated}>
        <legend className="supplier-legend">{m.supplier_contactGroup()}</legend>
        <div className="supplier-grid">
          <TextField id="supplier-contact" label={m.supplier_contactLabel()} required autoComplete="name" value={draft.contact_name} error={problems.contact_name} onChange={(event) => edit('contact_name')(event.currentTarget.value)} />
          <TextField id="supplier-telephone" label={m.supplier_telephoneLabel()} required type="tel" autoComplete="tel" value={draft.telephone} error={problems.telephone} onChange={(event) => edit('telephone')(event.currentTarget.value)} />
        </div>
        <EmailCodeFields
          idPrefix="supplier"
          email={draft.email}
          code={draft.captcha}
          emailError={problems.email}
          codeError={problems.captcha}
          onEmailChange={edit('email')}
          onCodeChange={edit('captcha')}
          onEmailProblem={(problem) => setServerProblems(({ email: _old, ...rest }) => (problem ? { ...rest, email: problem } : rest))}
        />
      </fieldset>
      <fieldset className="supplier-group" disabled={!hydrated}>
        <legend className="supplier-legend">{m.supplier_businessGroup()}</legend>
        <LicenceUpload
          id="supplier-licence"
          licence={licence}
          error={problems.license_file_id}
          onLicenceChange={(next) => {
            setLicence(next);
            forget('license_file_id');
          }}
        />
        <div className="supplier-grid">
          <TextAreaField id="supplier-products" label={m.supplier_productsLabel()} required rows={4} placeholder={m.supplier_productsPlaceholder()} value={draft.main_products} error={problems.main_products} onChange={(event) => edit('main_products')(event.currentTarget.value)} />
          <TextAreaField id="supplier-manufacturers" label={m.supplier_manufacturersLabel()} required rows={4} placeholder={m.supplier_manufacturersPlaceholder()} value={draft.main_manufacturers} error={problems.main_manufacturers} onChange={(event) => edit('main_manufacturers')(event.currentTarget.value)} />
        </div>
        <fieldset className={problems.supply_types ? 'field field-invalid' : 'field'} aria-describedby={problems.supply_types ? 'supplier-supply-error' : undefined}>
          <legend className="field-label">
            {m.supplier_supplyTypesLabel()}
            <span className="required-star">*</span>
          </legend>
          <div className="supplier-checks">
            {SUPPLY_TYPES.map((type, index) => (
              <CheckboxField
                key={type.value}
                id={`supplier-supply-${type.value}`}
                label={type.label()}
                // The first box carries the group's problem, so focus lands on it.
                error={index === 0 ? problems.supply_types : undefined}
                checked={draft.supply_types.includes(type.value)}
                onCheckedChange={(on) => toggleSupply(type.value, on)}
              />
            ))}
          </div>
        </fieldset>
        <TextAreaField id="supplier-remark" label={m.supplier_remarkLabel()} rows={3} value={draft.remark} error={problems.remark} onChange={(event) => edit('remark')(event.currentTarget.value)} />
      </fieldset>
      {failure && (
        <p className="supplier-problem" role="alert">
          {failure}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={!hydrated || submit.isPending}>
          {submit.isPending ? m.supplier_submitting() : m.supplier_submit()}
        </button>
      </div>
    </form>
  );
}
