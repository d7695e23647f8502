import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CopyableText } from './CopyableText.tsx';

describe('copyable text', () => {
  it('copies the text to the clipboard and announces it politely', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyableText text="STM32F103C8T6" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy STM32F103C8T6' }));
    expect(writeText).toHaveBeenCalledWith('STM32F103C8T6');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('STM32F103C8T6 copied to the clipboard'));
  });

  it('says how to copy by hand when the clipboard is refused', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    render(<CopyableText text="LM358DR" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy LM358DR' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/select the text/));
  });

  it('can be the page heading without the button in the heading name', () => {
    render(<CopyableText text="LM358DR" as="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'LM358DR' })).toBeTruthy();
  });
});
