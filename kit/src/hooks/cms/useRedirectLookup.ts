import useSWR from 'swr';
import { redirectLookup, type ApiError, type RedirectLookup } from '../../api';
import { useApiClient } from '../ApiClientProvider';

/**
 * SPEC §7 redirect lookup for a path no route matched, in the storefront's `locale`
 * (mapped per SPEC §9); `null` asks for nothing. Looked up once per path and session.
 */
export function useRedirectLookup(path: string | null, locale: string) {
  const client = useApiClient();
  return useSWR<RedirectLookup, ApiError>(
    path === null ? null : ['api/cms/redirect', path, locale, client.country],
    () => redirectLookup(client, path!, locale),
    { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false },
  );
}
