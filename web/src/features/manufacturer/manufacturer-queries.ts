import { ApiError } from '@chipmart/client';
import { getGetManufacturerQueryOptions } from '@chipmart/generated/internal/hooks/catalog/catalog';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { currentQueryScope, scopedQuery, type QueryScope } from '@/platform/query-scope.ts';

const NOT_FOUND_CODE = 4040;

/** A manufacturer's profile in one language and currency (its featured parts carry prices). */
export function manufacturerQueryOptions(manufacturerId: number, scope: QueryScope) {
  return scopedQuery(getGetManufacturerQueryOptions(manufacturerId), scope);
}

/** A manufacturer id from the URL, or a 404 for anything that cannot be one. */
export function parseManufacturerId(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

/** The profile before the page renders (its name and description make the page's head); an unknown id is the 404 page. */
export async function loadManufacturerPage(queryClient: QueryClient, rawId: string) {
  const id = parseManufacturerId(rawId);
  try {
    const profile = await queryClient.ensureQueryData(manufacturerQueryOptions(id, currentQueryScope()));
    return { id, name: profile.name, description: profile.description };
  } catch (error) {
    if (error instanceof ApiError && error.code === NOT_FOUND_CODE) throw notFound();
    throw error;
  }
}
