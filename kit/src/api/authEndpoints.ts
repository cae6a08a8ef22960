import type { ApiClient } from './client';
import type { AuthTokens, LoginRequest, LogoutRequest, RefreshRequest } from './accountTypes';

/**
 * The session's token calls (SPEC §7 "Account": api/auth/); spread into `endpoints`. Apart
 * from the account's other calls because the session store, in every page's shell, needs
 * only these three.
 */
export const authEndpoints = {
  login: (client: ApiClient, body: LoginRequest) => client.request<AuthTokens>({ method: 'POST', path: 'api/auth/login/', body }),

  refresh: (client: ApiClient, body: RefreshRequest) => client.request<AuthTokens>({ method: 'POST', path: 'api/auth/refresh/', body }),

  logout: (client: ApiClient, body: LogoutRequest) => client.request<undefined>({ method: 'POST', path: 'api/auth/logout/', body }),
};
