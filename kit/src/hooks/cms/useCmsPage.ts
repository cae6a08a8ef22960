import useSWR from 'swr';
import { cmsEndpoints, type ApiError, type CmsPageContent } from '../../api';
import { useApiClient } from '../ApiClientProvider';

/** GET api/cms/pages/{slug}/ for the storefront's country; `null` asks for nothing. Pages change rarely: no refetch on focus. */
export function useCmsPage(slug: string | null) {
  const client = useApiClient();
  return useSWR<CmsPageContent, ApiError>(slug === null ? null : ['api/cms/pages', slug, client.country], () => cmsEndpoints.cmsPage(client, slug!), {
    revalidateOnFocus: false,
  });
}
