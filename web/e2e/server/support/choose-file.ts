import { expect, type Locator } from '@playwright/test';

type Files = Parameters<Locator['setInputFiles']>[0];

/**
 * Chooses files in a file input as a buyer would: once the picker is enabled.
 * A picker stays disabled until the shop runs it (and while it uploads), and a
 * file set on it before then would never reach the shop.
 */
export async function chooseFile(input: Locator, files: Files): Promise<void> {
  await expect(input).toBeEnabled({ timeout: 30_000 });
  await input.setInputFiles(files);
}
