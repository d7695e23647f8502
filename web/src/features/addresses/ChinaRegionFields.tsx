import { useEffect } from 'react';
import { m } from '$paraglide/messages.js';
import { useRequestLocale } from '@/platform/i18n/request-locale.ts';
import { SelectField } from '@/ui/fields/SelectField.tsx';
import { TextField } from '@/ui/fields/TextField.tsx';
import type { AddressDraft, AddressField, AddressProblems } from './address-rules.ts';
import { PROVINCES, regionLabel, regionName, regionNamed, useChinaRegions } from './china-regions.ts';

interface Props {
  idPrefix: string;
  draft: AddressDraft;
  problems: AddressProblems;
  onChange: (changes: Partial<AddressDraft>, fields: AddressField[]) => void;
  /** The districts of the chosen city arrived: an address saved with one can show it in its picker. */
  onDistricts: (names: string[]) => void;
}

/**
 * Province, city and district of a mainland-China address, picked from
 * user/getAddress/{parentId}. A new province clears the city and district,
 * a new city the district. A province the list names no cities for takes a
 * typed city, as the server does.
 */
export function ChinaRegionFields({ idPrefix, draft, problems, onChange, onDistricts }: Props) {
  const locale = useRequestLocale();
  const provinces = useChinaRegions(PROVINCES);
  const province = regionNamed(provinces.regions, draft.state);
  const cities = useChinaRegions(province?.has_children ? province.id : undefined);
  const city = regionNamed(cities.regions, draft.city);
  const districts = useChinaRegions(city?.has_children ? city.id : undefined);
  const districtNames = districts.regions.map((region) => regionName(region, locale));

  const districtKey = districtNames.join('|');
  useEffect(() => {
    if (districtNames.length > 0) onDistricts(districtNames);
    // The list's content, not its identity, says when it changed.
  }, [districtKey]);

  const options = (regions: typeof provinces.regions) => regions.map((region) => ({ value: String(region.id), label: regionLabel(region, locale) }));
  const placeholder = (list: { loading: boolean; failed: boolean }) => (list.failed ? m.addresses_regionsFailed() : list.loading ? m.addresses_regionsLoading() : m.addresses_choose());
  const pick = (regions: typeof provinces.regions, id: string) => regions.find((region) => String(region.id) === id);

  return (
    <>
      <SelectField
        id={`${idPrefix}-province`}
        label={m.addresses_province()}
        required
        value={province ? String(province.id) : ''}
        options={options(provinces.regions)}
        placeholder={draft.state && !province ? draft.state : placeholder(provinces)}
        error={problems.state}
        onValueChange={(id) => {
          const chosen = pick(provinces.regions, id);
          if (chosen) onChange({ state: regionName(chosen, locale), city: '', district: '' }, ['state', 'city', 'district']);
        }}
      />
      {province && !province.has_children ? (
        <TextField
          id={`${idPrefix}-city`}
          label={m.addresses_city()}
          required
          autoComplete="address-level2"
          value={draft.city}
          error={problems.city}
          onChange={(event) => onChange({ city: event.currentTarget.value }, ['city'])}
        />
      ) : (
        <SelectField
          id={`${idPrefix}-city`}
          label={m.addresses_city()}
          required
          value={city ? String(city.id) : ''}
          options={options(cities.regions)}
          placeholder={draft.city && !city ? draft.city : province ? placeholder(cities) : m.addresses_provinceFirst()}
          error={problems.city}
          onValueChange={(id) => {
            const chosen = pick(cities.regions, id);
            if (chosen) onChange({ city: regionName(chosen, locale), district: '' }, ['city', 'district']);
          }}
        />
      )}
      {districts.regions.length > 0 && (
        <SelectField
          id={`${idPrefix}-district`}
          label={m.addresses_district()}
          value={regionNamed(districts.regions, draft.district) ? String(regionNamed(districts.regions, draft.district)!.id) : ''}
          options={options(districts.regions)}
          placeholder={m.addresses_choose()}
          error={problems.district}
          onValueChange={(id) => {
            const chosen = pick(districts.regions, id);
            if (chosen) onChange({ district: regionName(chosen, locale) }, ['district', 'address_ln1']);
          }}
        />
      )}
    </>
  );
}
