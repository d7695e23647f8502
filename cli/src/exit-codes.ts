/** The exit codes scripts branch on (documented in `chipmart --help`). */
export const ExitCode = {
  ok: 0,
  failure: 1,
  usage: 2,
  authentication: 3,
  notFound: 4,
  conflict: 5,
  rateLimited: 6,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
