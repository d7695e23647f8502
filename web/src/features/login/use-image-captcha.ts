import { getGetImageCaptchaQueryKey, getGetImageCaptchaQueryOptions } from '@chipmart/generated/internal/hooks/captcha/captcha';
import { useScopedQuery } from '@/platform/query-scope.ts';

/**
 * One image captcha for one form (`form` keeps two forms from sharing, and
 * so spending, the same one). Each captcha answers once and a new one comes
 * per call, so it is never refetched on its own and never reused after the
 * form is gone: only `refresh` (the button, or a failed attempt) asks again.
 */
export function useImageCaptcha(form: string, enabled = true) {
  const query = useScopedQuery({
    ...getGetImageCaptchaQueryOptions(undefined, {
      query: { enabled, staleTime: Infinity, gcTime: 0, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
    }),
    queryKey: [...getGetImageCaptchaQueryKey(), form],
  });
  return {
    captcha: query.data,
    loading: query.isFetching,
    failed: query.isError && !query.isFetching,
    refresh: () => void query.refetch(),
  };
}

export type ImageCaptcha = ReturnType<typeof useImageCaptcha>;
