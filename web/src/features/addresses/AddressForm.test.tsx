import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { emptyAddressDraft, SHIPPING } from './address-rules.ts';
import { AddressForm } from './AddressForm.tsx';

const countries = { code: 200, message: 'Success', data: [{ id: 55, name: 'Germany', iso_code: 'DE', phone_code: '+49' }] };
const typed = {
  ...emptyAddressDraft(SHIPPING, '55'),
  contact_name: 'Lena Hoffmann',
  telephone: '+49 89 2180 4410',
  email_address: 'wareneingang@hoffmann-messtechnik.example',
  city: 'Munich',
  address_ln1: 'Sendlinger Str. 27',
};

describe('address form', () => {
  it("shows the server's message next to its field and keeps what was typed", async () => {
    const requests = fakeApi({
      'GET /api/common/options/country': countries,
      'POST /api/user/address': { code: 4220, message: 'postal_code: required', data: { errors: [{ field: 'postal_code', message: 'Enter the postal code' }] }, status: 422 },
    });
    const onSaved = vi.fn();
    await renderInShop(() => <AddressForm idPrefix="test" initial={typed} choosesType={false} onSaved={onSaved} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Enter the postal code')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Postal code/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Contact name/ })).toHaveProperty('value', 'Lena Hoffmann');
    expect(requests.find((request) => request.method === 'POST')!.body).toMatchObject({ country_id: 55, city: 'Munich', postal_code: '' });
    expect(onSaved).not.toHaveBeenCalled();

    // Editing the field clears the server's message.
    fireEvent.change(screen.getByRole('textbox', { name: /Postal code/ }), { target: { value: '80331' } });
    await waitFor(() => expect(screen.queryByText('Enter the postal code')).toBeNull());
  });

  it('sends nothing while a rule fails, and says which', async () => {
    const requests = fakeApi({ 'GET /api/common/options/country': countries });
    await renderInShop(() => <AddressForm idPrefix="test" initial={{ ...typed, telephone: 'call me' }} choosesType={false} onSaved={() => {}} onCancel={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/with the country prefix/)).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
