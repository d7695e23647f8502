import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contactPage as defaultContact } from '@/site/variants/default/content.ts';
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
});
