import type { ApiClient } from './client';
import type {
  BudgetBand,
  BuildListQuery,
  BuildListing,
  CaseModel,
  CaseModelSummary,
  Category,
  CmsMeta,
  CmsPage,
  Country,
  Currency,
  FpsFinderQuery,
  FpsFinderResult,
  GamePerformance,
  GameSummary,
  ListQuery,
  Page,
  PartListing,
  PartListQuery,
  Product,
  ProductKey,
  SiteSetting,
} from './types';
import type { GraphicsPreset, Resolution } from '../domain';
import type {
  Account,
  AccountUpdate,
  AuthTokens,
  ChangePasswordRequest,
  DetailResponse,
  ForgotPasswordRequest,
  LoginRequest,
  LogoutRequest,
  PasswordTokenInfo,
  Place,
  PlaceQuery,
  RefreshRequest,
  RegisterRequest,
  ResetPasswordRequest,
  ResetPasswordResult,
  ShippingAddress,
  ShippingAddressInput,
} from './accountTypes';
import { buildEndpoints } from './buildEndpoints';
import { commerceEndpoints } from './commerceEndpoints';
import { cmsEndpoints } from './cmsEndpoints';
import { reviewEndpoints } from './reviewEndpoints';
import { supportEndpoints } from './supportEndpoints';

/** One function per call of the shop API contract (SPEC §7), each a thin typed wrapper. */
export const endpoints = {
  countries: (client: ApiClient, signal?: AbortSignal) => client.request<Country[]>({ path: 'api/ecommerce/regional/country/', signal }),

  currencies: (client: ApiClient, signal?: AbortSignal) => client.request<Currency[]>({ path: 'api/ecommerce/regional/currency/', signal }),

  settings: (client: ApiClient) => client.request<SiteSetting[]>({ path: 'api/ecommerce/settings/' }),

  cmsMeta: (client: ApiClient) => client.request<CmsMeta>({ path: 'api/cms/meta' }),

  cmsPages: (client: ApiClient) => client.request<{ items: CmsPage[] }>({ path: 'api/cms/pages/' }),

  categories: (client: ApiClient) => client.request<Category[]>({ path: 'api/ecommerce/category/' }),

  /** Products by id (a custom build by its `public_id`), for the guest cart (SPEC §7). */
  products: (client: ApiClient, ids: readonly ProductKey[]) =>
    client.request<Product[]>({ path: 'api/ecommerce/product/', query: { ids: ids.join(',') } }),

  builds: (client: ApiClient, query: BuildListQuery = {}, signal?: AbortSignal) =>
    client.request<BuildListing>({ path: 'api/ecommerce/builds/', query, signal }),

  buildsByBudget: (client: ApiClient) => client.request<BudgetBand[]>({ path: 'api/ecommerce/builds/by-budget/' }),

  buildsByFps: (client: ApiClient, query: FpsFinderQuery) => client.request<FpsFinderResult>({ path: 'api/ecommerce/builds/by-fps/', query }),

  models: (client: ApiClient) => client.request<CaseModelSummary[]>({ path: 'api/ecommerce/models/' }),

  model: (client: ApiClient, slug: string) => client.request<CaseModel>({ path: `api/ecommerce/models/${encodeURIComponent(slug)}/` }),

  games: (client: ApiClient, query: ListQuery & { search?: string } = {}) =>
    client.request<Page<GameSummary>>({ path: 'api/ecommerce/games/', query }),

  game: (client: ApiClient, slug: string, settings: { resolution?: Resolution; preset?: GraphicsPreset } = {}) =>
    client.request<GamePerformance>({ path: `api/ecommerce/games/${encodeURIComponent(slug)}/`, query: settings }),

  parts: (client: ApiClient, query: PartListQuery) => client.request<PartListing>({ path: 'api/ecommerce/parts/', query }),

  // Account (SPEC §7 "Account").
  register: (client: ApiClient, body: RegisterRequest) => client.request<DetailResponse>({ method: 'POST', path: 'api/account/register/', body }),

  login: (client: ApiClient, body: LoginRequest) => client.request<AuthTokens>({ method: 'POST', path: 'api/auth/login/', body }),

  refresh: (client: ApiClient, body: RefreshRequest) => client.request<AuthTokens>({ method: 'POST', path: 'api/auth/refresh/', body }),

  logout: (client: ApiClient, body: LogoutRequest) => client.request<undefined>({ method: 'POST', path: 'api/auth/logout/', body }),

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

  ...buildEndpoints,
  ...commerceEndpoints,
  ...cmsEndpoints,
  ...supportEndpoints,
  ...reviewEndpoints,
};
