import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutPage as defaultAbout } from '@/site/variants/default/content.ts';
import { aboutPage as koAbout } from '@/site/variants/ko/content.ts';
import { renderInShop } from '../../../tests/render.tsx';
import { AboutPage, type AboutPageContent } from './AboutPage.tsx';

/** The about page's introduction and the pages it links to, as a shopper sees them. */
async function aboutPageOf(content: AboutPageContent) {
  const { unmount } = await renderInShop(() => <AboutPage content={content} />);
  const links = within(screen.getByRole('navigation', { name: 'More about us' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  const lead = document.querySelector('.lead')?.textContent;
  unmount();
  return { lead, links };
}

describe("the about page of each brand's data", () => {
  it("introduces the brand in its own words and links the brand's own pages", async () => {
    expect(await aboutPageOf(defaultAbout)).toEqual({
      lead: 'Chipmart connects buyers of electronic components with checked suppliers around the world, with tested parts, clear prices and delivery you can track.',
      links: [
        ['Company introduction', '/about/introduce'],
        ['Quality control', '/about/quality-control'],
        ['Excess inventory', '/about/excess-inventory'],
        ['Procurement services', '/about/procure'],
        ['Contact details', '/about/contact'],
      ],
    });
    expect(await aboutPageOf(koAbout)).toEqual({
      lead: 'Chipmart Korea works with makers in Seoul, Suwon and Gumi, sourcing hard-to-find parts and managing delivery end to end.',
      links: [
        ['Company introduction', '/about/introduce'],
        ['Quality control', '/about/quality-control'],
        ['Contact details', '/about/contact'],
      ],
    });
  });
});
