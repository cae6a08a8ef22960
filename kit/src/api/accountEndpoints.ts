import type { ApiClient } from './client';
import type {
  Account,
  AccountUpdate,
  ChangePasswordRequest,
  DetailResponse,
  ForgotPasswordRequest,
  PasswordTokenInfo,
  Place,
  PlaceQuery,
  RegisterRequest,
  ResetPasswordRequest,
  ResetPasswordResult,
  ShippingAddress,
  ShippingAddressInput,
} from './accountTypes';

/** The customer's account (SPEC §7 "Account"), but the session's tokens (`authEndpoints`); spread into `endpoints`. */
export const accountEndpoints = {
  register: (client: ApiClient, body: RegisterRequest) => client.request<DetailResponse>({ method: 'POST', path: 'api/account/register/', body }),

  askForPasswordReset: (client: ApiClient, body: ForgotPasswordRequest) =>
    client.request<DetailResponse>({ method: 'POST', path: 'api/account/ask_for_password_reset/', body }),

  passwordToken: (client: ApiClient, token: string) =>
    client.request<PasswordTokenInfo>({ path: `api/account/${encodeURIComponent(token)}/reset_password/` }),

  resetPassword: (client: ApiClient, token: string, body: ResetPasswordRequest) =>
    client.request<ResetPasswordResult>({ method: 'POST', path: `api/account/${encodeURIComponent(token)}/reset_password/`, body }),

  changePassword: (client: ApiClient, body: ChangePasswordRequest) =>
    client.request<DetailResponse>({ method: 'POST', path: 'api/account/change_password/', body }),

  account: (client: ApiClient) => client.request<Account>({ path: 'api/account/' }),

  updateAccount: (client: ApiClient, body: AccountUpdate) => client.request<Account>({ method: 'PATCH', path: 'api/account/', body }),

  shippingAddresses: (client: ApiClient) => client.request<ShippingAddress[]>({ path: 'api/account/shipping_address/' }),

  addShippingAddress: (client: ApiClient, body: ShippingAddressInput) =>
    client.request<ShippingAddress>({ method: 'POST', path: 'api/account/shipping_address/', body }),

  deleteShippingAddress: (client: ApiClient, id: number) =>
    client.request<undefined>({ method: 'DELETE', path: `api/account/shipping_address/${id}/` }),

  /** Answers the whole list, the new default first. */
  setDefaultShippingAddress: (client: ApiClient, id: number) =>
    client.request<ShippingAddress[]>({ method: 'POST', path: `api/account/shipping_address/${id}/set_default/` }),

  /** Real places for the address autocomplete (the embedded default provider). */
  places: (client: ApiClient, query: PlaceQuery, signal?: AbortSignal) => client.request<Place[]>({ path: 'api/geo/places/', query, signal }),
};
