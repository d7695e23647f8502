import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DatePicker } from './date-picker/DatePicker.tsx';
import { EmptyState } from './EmptyState.tsx';
import { TextField } from './fields/TextField.tsx';

describe('empty-state box', () => {
  it('is 400 high by default and says it is empty', () => {
    render(<EmptyState />);
    const box = screen.getByRole('status');
    expect(box.style.height).toBe('400px');
    expect(box.textContent).toBe('It is empty');
  });

  it('says no related data was found for searches', () => {
    render(<EmptyState type="search" height={200} />);
    expect(screen.getByRole('status').textContent).toBe('No related data was found');
    expect(screen.getByRole('status').style.height).toBe('200px');
  });
});

describe('form fields', () => {
  it('mark required labels with a red star', () => {
    render(<TextField id="email" label="Email" required value="" onChange={() => {}} />);
    expect(screen.getByText('*').className).toBe('required-star');
    expect(screen.getByLabelText(/Email/).getAttribute('aria-required')).toBe('true');
  });

  it('show an invalid field with its flag and message, tied to the input', () => {
    const { container } = render(<TextField id="email" label="Email" error="Enter a valid email address" value="x" onChange={() => {}} />);
    const input = screen.getByRole('textbox');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('.field-invalid .check-flag')).not.toBeNull();
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toContain('Enter a valid email address');
  });
});

describe('calendar date picker', () => {
  function Picker() {
    const [value, setValue] = useState('2026-3-05');
    return (
      <>
        <DatePicker id="delivery" label="Delivery date" value={value} onChange={setValue} />
        <output>{value}</output>
      </>
    );
  }

  it('writes the chosen day as year-month-day with a two-digit day', () => {
    render(<Picker />);
    fireEvent.click(screen.getByRole('button', { name: 'Delivery date' }));
    fireEvent.click(screen.getByRole('button', { name: 'Monday, March 9, 2026' }));
    expect(document.querySelector('output')?.textContent).toBe('2026-3-09');
  });

  it('switches the view to the month of a neighbouring day that was chosen', () => {
    render(<Picker />);
    fireEvent.click(screen.getByRole('button', { name: 'Delivery date' }));
    fireEvent.click(screen.getByRole('button', { name: 'Wednesday, April 1, 2026' }));
    expect(document.querySelector('output')?.textContent).toBe('2026-4-01');
    fireEvent.click(screen.getByRole('button', { name: 'Delivery date' }));
    expect(screen.getByText('April 2026')).toBeTruthy();
  });

  it('steps by month and by year', () => {
    render(<Picker />);
    fireEvent.click(screen.getByRole('button', { name: 'Delivery date' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('April 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    expect(screen.getByText('April 2025')).toBeTruthy();
  });
});
