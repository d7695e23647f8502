import { Link } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { currentLocale, localizePath } from '@/platform/i18n/locale.ts';

type LocalLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  /** Plain path, without language prefix; the current language's prefix is added unless it is the fallback. */
  to: string;
};

/** A link inside the shop that keeps the current language. */
export function LocalLink({ to, ...props }: LocalLinkProps) {
  return <Link {...props} to={localizePath(to, currentLocale()) as never} />;
}
