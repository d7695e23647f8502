import { getListUserAddressesQueryKey, useCreateUserAddress, useUpdateUserAddress } from '@chipmart/generated/internal/hooks/address/address';
import type { Address, AddressInputTypeId } from '@chipmart/generated/internal/model/index';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { m } from '$paraglide/messages.js';
import { CheckboxField } from '@/ui/fields/CheckboxField.tsx';
import { RadioGroupField } from '@/ui/fields/RadioGroupField.tsx';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import { addressInput, addressProblems, BILLING, CHINA_ISO, needsState, SHIPPING, takeDistrict, type AddressDraft, type AddressField, type AddressProblems } from './address-rules.ts';
import { ChinaRegionFields } from './ChinaRegionFields.tsx';
import { describeSaveFailure } from './save-failure.ts';
import { useAddressCountries } from './use-countries.ts';

interface Props {
  idPrefix: string;
  initial: AddressDraft;
  /** The address being changed; a new one is created without it. */
  addressId?: number;
  /** Whether the buyer picks shipping or billing (the address book); checkout knows which one it adds. */
  choosesType: boolean;
  onSaved: (address: Address) => void;
  onCancel: () => void;
}

/** Puts the keyboard on the first field marked invalid, once the marks are drawn. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/**
 * The address form of AddressInput. Rules are checked on sending and again
 * as the buyer corrects; the server's 4220 messages stand next to their
 * fields until the field is edited, and a failed save keeps what was typed.
 * A mainland-China address takes its province, city and district from pickers.
 */
export function AddressForm({ idPrefix, initial, addressId, choosesType, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [serverProblems, setServerProblems] = useState<AddressProblems>({});
  const [failure, setFailure] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const queryClient = useQueryClient();
  const create = useCreateUserAddress();
  const update = useUpdateUserAddress();
  const sending = create.isPending || update.isPending;
  const { countries, loading, failed } = useAddressCountries();
  const country = countries.find((entry) => String(entry.id) === draft.country_id);
  const inChina = country?.iso_code === CHINA_ISO;

  // A brand with one country fills it in: there is nothing to choose.
  const onlyCountry = countries.length === 1 ? countries[0] : undefined;
  useEffect(() => {
    if (onlyCountry && draft.country_id !== String(onlyCountry.id)) setDraft((current) => ({ ...current, country_id: String(onlyCountry.id) }));
  }, [onlyCountry, draft.country_id]);

  const problems: AddressProblems = { ...(checked ? addressProblems(draft, country?.iso_code) : {}), ...serverProblems };
  const change = (changes: Partial<AddressDraft>, fields: AddressField[]) => {
    setDraft((current) => ({ ...current, ...changes }));
    setServerProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field as AddressField))));
  };
  const text = (field: AddressField) => ({
    value: draft[field],
    error: problems[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => change({ [field]: event.currentTarget.value }, [field]),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(undefined);
    if (Object.keys(addressProblems(draft, country?.iso_code)).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    const data = addressInput(draft);
    const handlers = {
      onSuccess: async (address: Address) => {
        await queryClient.invalidateQueries({ queryKey: getListUserAddressesQueryKey() });
        onSaved(address);
      },
      onError: (error: unknown) => {
        const { fields, message } = describeSaveFailure(error);
        setServerProblems(fields);
        setFailure(message);
        focusFirstInvalid(form.current);
      },
    };
    if (addressId === undefined) create.mutate({ data }, handlers);
    else update.mutate({ addressId, data }, handlers);
  };

  const typeOptions = [
    { value: String(SHIPPING), label: m.addresses_typeShipping() },
    { value: String(BILLING), label: m.addresses_typeBilling() },
  ];

  return (
    <form ref={form} className="form address-form" onSubmit={submit} noValidate>
      {choosesType && (
        <RadioGroupField
          id={`${idPrefix}-type`}
          label={m.addresses_type()}
          value={String(draft.type_id)}
          options={typeOptions}
          onValueChange={(value) => change({ type_id: Number(value) as AddressInputTypeId }, [])}
        />
      )}
      <div className="address-form-grid">
        <TextField id={`${idPrefix}-contact`} label={m.addresses_contactName()} required autoComplete="name" {...text('contact_name')} />
        <TextField id={`${idPrefix}-company`} label={m.addresses_companyName()} autoComplete="organization" {...text('company_name')} />
        <TextField id={`${idPrefix}-telephone`} label={m.addresses_telephone()} required type="tel" autoComplete="tel" {...text('telephone')} />
        <TextField id={`${idPrefix}-email`} label={m.addresses_email()} required type="email" autoComplete="email" {...text('email_address')} />
        <SelectField
          id={`${idPrefix}-country`}
          label={m.addresses_country()}
          required
          value={draft.country_id}
          options={countries.map((entry) => ({ value: String(entry.id), label: entry.name }))}
          placeholder={failed ? m.addresses_countriesFailed() : loading ? m.addresses_countriesLoading() : m.addresses_choose()}
          error={problems.country_id}
          onValueChange={(value) => change({ country_id: value, state: '', city: '', district: '' }, ['country_id', 'state', 'city', 'district'])}
        />
        {inChina ? (
          <ChinaRegionFields
            idPrefix={idPrefix}
            draft={draft}
            problems={problems}
            onChange={change}
            onDistricts={(names) => setDraft((current) => takeDistrict(current, names))}
          />
        ) : (
          <>
            <TextField id={`${idPrefix}-state`} label={m.addresses_state()} required={needsState(country?.iso_code)} autoComplete="address-level1" {...text('state')} />
            <TextField id={`${idPrefix}-city`} label={m.addresses_city()} required autoComplete="address-level2" {...text('city')} />
          </>
        )}
        <TextField id={`${idPrefix}-postal`} label={m.addresses_postalCode()} autoComplete="postal-code" {...text('postal_code')} />
        <TextField id={`${idPrefix}-line1`} label={m.addresses_line1()} required autoComplete="address-line1" {...text('address_ln1')} />
        <TextField id={`${idPrefix}-line2`} label={m.addresses_line2()} autoComplete="address-line2" {...text('address_ln2')} />
      </div>
      <CheckboxField
        id={`${idPrefix}-default`}
        label={draft.type_id === BILLING ? m.addresses_makeDefaultBilling() : m.addresses_makeDefaultShipping()}
        checked={draft.is_default}
        onCheckedChange={(isDefault) => change({ is_default: isDefault }, [])}
      />
      {failure && (
        <p className="address-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="address-form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? m.addresses_saving() : m.addresses_save()}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {m.addresses_cancel()}
        </button>
      </div>
    </form>
  );
}
