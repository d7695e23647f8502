import { screen, within } from '@testing-library/react';
import { partnerFacts } from './partner-facts.ts';
import { describe, expect, it } from 'vitest';
import { renderInShop } from '../../../tests/render.tsx';
import { errorAdvice } from './ErrorsTable.tsx';
import { GuidePage } from './GuidePage.tsx';
import { PortalHome } from './PortalHome.tsx';
import { ReferencePage } from './ReferencePage.tsx';

describe('the partner portal', () => {
  it('reads the facts the guides quote from the partner document', () => {
    expect(partnerFacts.operations.map((operation) => operation.id)).toEqual(['getToken', 'getUser', 'getOrders', 'getGoods', 'getShipping', 'saveOrders']);
    expect(partnerFacts.errors.map((error) => error.code)).toEqual([4001, 4010, 4030, 4040, 4090, 4220, 4290, 5000]);
    expect(partnerFacts.errors.find((error) => error.code === 4090)?.names).toContain('idempotencyInUse');
    expect(partnerFacts.rateLimits).toContainEqual({ call: 'saveOrders', calls: 30, per: 'token', allCalls: false });
    expect(partnerFacts.rateLimits).toHaveLength(4);
    expect(partnerFacts).toMatchObject({ tokenLifetimeSeconds: 86400, pageSizeMax: 100, idempotencyKeyMaxLength: 255, rateLimitWindowSeconds: 60 });
  });

  it('tells what to do for every error code the partner document answers', () => {
    for (const { code, names } of partnerFacts.errors) expect(errorAdvice[names[0]!], String(code)).toBeDefined();
  });

  it('starts with what the API is for, every guide, every operation of the reference and the download', async () => {
    await renderInShop(() => <PortalHome />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner API' })).toBeTruthy();
    const guides = screen.getByRole('region', { name: 'Guides' });
    expect(within(guides).getByRole('link', { name: 'Quickstart' }).getAttribute('href')).toBe('/integrations-api/quickstart');
    expect(within(guides).getAllByRole('link')).toHaveLength(7);
    const reference = screen.getByRole('region', { name: 'API reference' });
    expect(within(reference).getByRole('link', { name: 'saveOrders' }).getAttribute('href')).toBe('/integrations-api/saveOrders');
    expect(within(reference).getByRole('link', { name: 'Download the OpenAPI document (JSON)' }).getAttribute('href')).toBe('/partner-api/open-api-v1.json');
  });

  it('shows the errors guide with a row and advice for every code, the guide marked in the navigation', async () => {
    await renderInShop(() => <GuidePage slug="errors" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Codes and what to do' }, { timeout: 10_000 })).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Error codes' });
    expect(within(table).getAllByRole('row')).toHaveLength(partnerFacts.errors.length + 1);
    expect(within(table).getByRole('rowheader', { name: '4290' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Partner API documentation' });
    expect(within(nav).getByRole('link', { name: 'Errors' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the quickstart with its curl, TypeScript and CLI code in boxes the keyboard can reach', async () => {
    await renderInShop(() => <GuidePage slug="quickstart" />);
    const curl = await screen.findAllByLabelText('Code example (sh)', undefined, { timeout: 10_000 });
    expect(curl[0]!.textContent).toContain('/open-api/V1/getToken');
    expect(curl[0]!.getAttribute('tabindex')).toBe('0');
    expect(screen.getByLabelText('Code example (ts)').textContent).toContain("'Idempotency-Key': crypto.randomUUID()");
    expect(curl.some((box) => box.textContent?.includes('npx chipmart orders create'))).toBe(true);
  });

  it('opens the reference at the operation a deep link names', async () => {
    await renderInShop(() => <ReferencePage operationId="getToken" />);
    const frame = await screen.findByTitle('Partner API reference (English)');
    expect(frame.getAttribute('src')).toBe('/partner-api/reference.html#operation/getToken');
    expect(screen.getByRole('heading', { level: 1, name: 'Reference: getToken' })).toBeTruthy();
  });
});
