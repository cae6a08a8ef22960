import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api';

const ApiClientContext = /* @__PURE__ */ createContext<ApiClient | null>(null);

export type ApiClientProviderProps = {
  /** The client every kit hook below calls, made with `createApiClient`. */
  client: ApiClient;
  children: ReactNode;
};

/** Gives the kit's data hooks the shop API client to call. */
export function ApiClientProvider({ client, children }: ApiClientProviderProps) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('`useApiClient` must be used within `ApiClientProvider`');
  return client;
}
