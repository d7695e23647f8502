import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SelectField } from './SelectField.tsx';

const options = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'price_asc', label: 'Price: low to high' },
];

function Sort() {
  const [value, setValue] = useState('relevance');
  return <SelectField id="sort" label="Sort by" value={value} onValueChange={setValue} options={options} />;
}

describe('a select', () => {
  beforeAll(() => {
    // jsdom lays nothing out; Radix scrolls the chosen option into view and captures the pointer.
    Element.prototype.scrollIntoView ??= () => {};
    Element.prototype.hasPointerCapture ??= () => false;
    Element.prototype.releasePointerCapture ??= () => {};
  });

  it('shows the chosen option under its label before it is first used', () => {
    render(<Sort />);
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Relevance');
  });

  it('opens its list on the first press and takes the option picked', async () => {
    render(<Sort />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Price: low to high'));
  });

  it('opens when the select finishes loading between the pointer going down and the click', async () => {
    render(<Sort />);
    const stand = screen.getByRole('combobox', { name: 'Sort by' });
    fireEvent.pointerEnter(stand);
    fireEvent.pointerDown(stand);
    // The loaded select replaces the button before the pointer comes up, so the button never sees a click.
    expect(await screen.findByRole('option', { name: 'Price: low to high' })).toBeTruthy();
  });

  it('opens from the keyboard and keeps the focus on the select', async () => {
    render(<Sort />);
    const stand = screen.getByRole('combobox', { name: 'Sort by' });
    stand.focus();
    fireEvent.keyDown(stand, { key: 'ArrowDown' });
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});
