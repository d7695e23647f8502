/** The HTTP status a route error stands for: its own status when it has one, else 500. */
export function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    if (typeof status === 'number' && status >= 400) return status;
    if (typeof statusCode === 'number' && statusCode >= 400) return statusCode;
  }
  return 500;
}
