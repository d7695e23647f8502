import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactPage as defaultContact } from '@/site/variants/default/content.ts';
import { contactPage as inlandContact } from '@/site/variants/inland/content.ts';
import { contactPage as koContact } from '@/site/variants/ko/content.ts';
import { contactPage as ruContact } from '@/site/variants/ru/content.ts';
import { fakeApi, renderInShop } from '../../../tests/render.tsx';
import { ContactPage, type ContactPageContent } from './ContactPage.tsx';

/** What the contact page says under its heading, after checking the heading and the feedback button are there. */
async function contactLeadOf(content: ContactPageContent) {
  const { unmount } = await renderInShop(() => <ContactPage content={content} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Feedback' })).toBeTruthy();
  const lead = document.querySelector('.lead')?.textContent;
  unmount();
  return lead;
}

describe("the contact page of each brand's data", () => {
  it("says the brand's own word on reaching it", async () => {
    fakeApi({});
    expect(await contactLeadOf(defaultContact)).toBe('Our sales engineers answer within one working day.');
    expect(await contactLeadOf(ruContact)).toBe('Write to us in Russian or English; we answer within one working day.');
  });

  it("tells when each brand's office answers, beside its contact channels", async () => {
    fakeApi({});
    const hoursOf = async (content: ContactPageContent) => {
      const { unmount } = await renderInShop(() => <ContactPage content={content} />);
      const hours = screen.getByText('Office hours').nextElementSibling?.textContent;
      unmount();
      return hours;
    };
    expect(await hoursOf(defaultContact)).toBe('Monday to Friday, 8:00–17:00 Pacific Time');
    expect(await hoursOf(ruContact)).toBe('Monday to Friday, 10:00–19:00 Moscow time');
    expect(await hoursOf(inlandContact)).toBe('Monday to Saturday, 9:00–18:00 China Standard Time');
    expect(await hoursOf(koContact)).toBe('Monday to Friday, 9:00–18:00 Korea Standard Time');
  });
});
