import type { CatalogCategoryFilter } from '@chipmart/generated/internal/model/index';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryFilters } from './CategoryFilters.tsx';

const filter: CatalogCategoryFilter = {
  category_id: 2101,
  keyword: '',
  total: 546,
  parameters: [
    {
      parameter_id: 210102,
      name: 'Voltage rating',
      unit: 'V',
      values: ['6.3V', '10V', '16V', '25V', '35V', '50V', '63V', '100V', '250V', '500V'].map((value, index) => ({ value, count: 10 + index })),
    },
  ],
  manufacturers: [
    { manufacturer_id: 9, name: 'Murata Manufacturing', count: 1223 },
    { manufacturer_id: 11, name: 'TDK', count: 95 },
  ],
  packages: [{ value: '0603', count: 164 }],
};

describe('the category filters', () => {
  it('are groups of checkboxes named by their legends, each value with its part count', () => {
    render(<CategoryFilters filter={filter} search={{}} currency="USD" onChange={() => {}} />);
    const voltage = screen.getByRole('group', { name: 'Voltage rating (V)' });
    expect(within(voltage).getByRole('checkbox', { name: '10V (11)' })).toBeTruthy();
    const makers = screen.getByRole('group', { name: 'Manufacturer' });
    expect(within(makers).getByRole('checkbox', { name: 'Murata Manufacturing (1,223)' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Package / case' })).toBeTruthy();
  });

  it('put a checked value into the URL state, next to what was already chosen', () => {
    const onChange = vi.fn();
    render(<CategoryFilters filter={filter} search={{ param: ['210102:6.3V'], mfr: [9] }} currency="USD" onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '16V (12)' }));
    expect(onChange).toHaveBeenLastCalledWith({ param: ['210102:6.3V', '210102:16V'] });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Murata Manufacturing (1,223)' }));
    expect(onChange).toHaveBeenLastCalledWith({ mfr: undefined });
    fireEvent.click(screen.getByRole('checkbox', { name: 'In stock only' }));
    expect(onChange).toHaveBeenLastCalledWith({ stock: true, leadtime: undefined });
  });

  it('offer in stock only or lead time only, checking one unchecking the other', () => {
    const onChange = vi.fn();
    render(<CategoryFilters filter={filter} search={{ stock: true }} currency="USD" onChange={onChange} />);
    expect((screen.getByRole('checkbox', { name: 'In stock only' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'On lead time only' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'On lead time only' }));
    expect(onChange).toHaveBeenLastCalledWith({ leadtime: true, stock: undefined });
  });

  it('show a long list shortened, open it on request, and never hide a checked value', () => {
    render(<CategoryFilters filter={filter} search={{ param: ['210102:500V'] }} currency="USD" onChange={() => {}} />);
    const voltage = screen.getByRole('group', { name: 'Voltage rating (V)' });
    expect(within(voltage).queryByRole('checkbox', { name: '250V (18)' })).toBeNull();
    expect(within(voltage).getByRole('checkbox', { name: '500V (19)' })).toHaveProperty('checked', true);
    const more = within(voltage).getByRole('button', { name: 'Show all 10' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(voltage).getByRole('checkbox', { name: '250V (18)' })).toBeTruthy();
  });

  it('offer to clear every filter once one is set', () => {
    const onChange = vi.fn();
    const { rerender } = render(<CategoryFilters filter={filter} search={{}} currency="USD" onChange={onChange} />);
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
    rerender(<CategoryFilters filter={filter} search={{ leadtime: true }} currency="USD" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(onChange).toHaveBeenCalledWith({ param: undefined, mfr: undefined, pkg: undefined, stock: undefined, leadtime: undefined });
  });
});
