import { LOGIN_REDIRECT_PARAM } from '@/platform/constants.ts';
import { localizePath } from '@/platform/i18n/locale.ts';
import { pages } from '@/platform/pages/page-catalog.ts';
import { searchSchema, text, type SearchOutput } from '@/platform/lib/search-params.ts';

const redirectParam = text({ coerce: false });

/** /forgotpassword?redirect=...: the page to return to once signed in with the new password. */
export const forgotPasswordSearchSchema = searchSchema({ redirect: redirectParam });

/** /forgotpassword/resetpassword?email=...&redirect=...: the address the code went to (never the code itself). */
export const resetPasswordSearchSchema = searchSchema({
  redirect: redirectParam,
  email: text({ coerce: false, trim: true, min: 1 }),
});

export type ForgotPasswordSearch = SearchOutput<typeof forgotPasswordSearchSchema>;
export type ResetPasswordSearch = SearchOutput<typeof resetPasswordSearchSchema>;

function withQuery(path: string, entries: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value) query.set(key, value);
  const search = query.toString();
  return localizePath(path) + (search ? `?${search}` : '');
}

/** The reset step in the current language, for the address the code went to. */
export const resetPasswordHref = (email: string, redirect: string | undefined) =>
  withQuery(pages.resetPassword.path, { email, [LOGIN_REDIRECT_PARAM]: redirect });

/** Back to the first step, to use another address. */
export const forgotPasswordHref = (redirect: string | undefined) => withQuery(pages.forgotPassword.path, { [LOGIN_REDIRECT_PARAM]: redirect });
