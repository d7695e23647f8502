import { getGetCountryOptionsQueryOptions } from '@chipmart/generated/internal/hooks/site/site';
import { m } from '$paraglide/messages.js';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { TextAreaField } from '@/ui/fields/TextAreaField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import type { RfqContactDraft, RfqContactField, RfqContactProblems } from './rfq-rules.ts';

interface Props {
  draft: RfqContactDraft;
  problems: RfqContactProblems;
  onChange: (field: RfqContactField, value: string) => void;
}

/** The contact details the RFQ is sent with: exactly the fields of the saveRfqContact request. */
export function RfqContactFields({ draft, problems, onChange }: Props) {
  const countries = useScopedQuery(getGetCountryOptionsQueryOptions(undefined, { query: { staleTime: SLOW_DATA_STALE_MS } }));
  const countryOptions = (countries.data ?? []).map((country) => ({ value: String(country.id), label: country.name }));

  return (
    <fieldset className="rfq-contact">
      <legend className="rfq-contact-title">{m.rfq_contactTitle()}</legend>
      <div className="rfq-contact-grid">
        <TextField
          id="rfq-contact-name"
          label={m.rfq_contactName()}
          required
          autoComplete="name"
          value={draft.contact_name}
          error={problems.contact_name}
          onChange={(event) => onChange('contact_name', event.currentTarget.value)}
        />
        <TextField
          id="rfq-company-name"
          label={m.rfq_companyName()}
          required
          autoComplete="organization"
          value={draft.company_name}
          error={problems.company_name}
          onChange={(event) => onChange('company_name', event.currentTarget.value)}
        />
        <TextField
          id="rfq-email"
          label={m.rfq_email()}
          required
          type="email"
          autoComplete="email"
          value={draft.email}
          error={problems.email}
          onChange={(event) => onChange('email', event.currentTarget.value)}
        />
        <TextField
          id="rfq-telephone"
          label={m.rfq_telephone()}
          required
          type="tel"
          autoComplete="tel"
          value={draft.telephone}
          error={problems.telephone}
          onChange={(event) => onChange('telephone', event.currentTarget.value)}
        />
        <SelectField
          id="rfq-country"
          label={m.rfq_country()}
          required
          value={draft.country_id}
          options={countryOptions}
          placeholder={countries.isError ? m.rfq_countriesFailed() : countries.isPending ? m.rfq_countriesLoading() : m.rfq_countryPlaceholder()}
          error={problems.country_id}
          onValueChange={(value) => onChange('country_id', value)}
        />
      </div>
      <TextAreaField
        id="rfq-remark"
        label={m.rfq_remark()}
        rows={4}
        placeholder={m.rfq_remarkPlaceholder()}
        value={draft.remark}
        error={problems.remark}
        onChange={(event) => onChange('remark', event.currentTarget.value)}
      />
    </fieldset>
  );
}
