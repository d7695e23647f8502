import { getGetCountryOptionsQueryOptions } from '@chipmart/generated/internal/hooks/site/site';
import { m } from '$paraglide/messages.js';
import { SLOW_DATA_STALE_MS } from '@/platform/constants.ts';
import { useScopedQuery } from '@/platform/query-scope.ts';
import { SelectField } from '@/ui/fields/SelectField.tsx';

interface Props {
  id: string;
  value: string;
  onValueChange: (countryId: string) => void;
  error?: string | undefined;
}

/** The company's country, from the shop's country list in the page's language; a failed load can be retried. */
export function CountryField({ id, value, onValueChange, error }: Props) {
  const countries = useScopedQuery(getGetCountryOptionsQueryOptions(undefined, { query: { staleTime: SLOW_DATA_STALE_MS, retry: 1 } }));
  const options = (countries.data ?? []).map((country) => ({ value: String(country.id), label: `${country.name} (${country.phone_code})` }));
  return (
    <div className="register-country">
      <SelectField
        id={id}
        label={m.register_countryLabel()}
        required
        error={error}
        value={value}
        onValueChange={onValueChange}
        options={options}
        placeholder={countries.isPending ? m.register_countriesLoading() : m.register_countryPlaceholder()}
      />
      {countries.isError && (
        <p className="register-note" role="alert">
          {m.register_countriesFailed()}{' '}
          <button type="button" className="button" onClick={() => void countries.refetch()}>
            {m.register_retry()}
          </button>
        </p>
      )}
    </div>
  );
}
