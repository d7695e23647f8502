/** Polls `check` until it returns something other than undefined/false, or fails after `timeoutMs` saying what it waited for. */
export async function waitFor<T>(what: string, check: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 30_000, everyMs = 50): Promise<T> {
  const started = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() - started > timeoutMs) {
      throw new Error(`Waited ${timeoutMs} ms for ${what}${lastError ? ` (last error: ${lastError instanceof Error ? lastError.message : String(lastError)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
