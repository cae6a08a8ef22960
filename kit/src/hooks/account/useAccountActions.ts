import { useMemo } from 'react';
import {
  accountEndpoints,
  type ChangePasswordRequest,
  type DetailResponse,
  type ForgotPasswordRequest,
  type RegisterRequest,
  type ResetPasswordRequest,
  type ResetPasswordResult,
} from '../../api';
import { useApiClient } from '../ApiClientProvider';

export type AccountActions = {
  /** Registers an email; the server sends a create-password email. 'email_taken' for a known email. */
  register(body: RegisterRequest): Promise<DetailResponse>;
  /** Always answers neutrally (SPEC §8), whether or not the email has an account. */
  askForPasswordReset(body: ForgotPasswordRequest): Promise<DetailResponse>;
  /** Sets the password from an emailed link; `kind` says which success variant to show. */
  resetPassword(token: string, body: ResetPasswordRequest): Promise<ResetPasswordResult>;
  /** Changes the signed-in shopper's password; other sessions are signed out by the server. */
  changePassword(body: ChangePasswordRequest): Promise<DetailResponse>;
};

/** The account calls that are one-off actions rather than data: each rejects with `ApiError` for the form to show. */
export function useAccountActions(): AccountActions {
  const client = useApiClient();
  return useMemo(
    () => ({
      register: (body) => accountEndpoints.register(client, body),
      askForPasswordReset: (body) => accountEndpoints.askForPasswordReset(client, body),
      resetPassword: (token, body) => accountEndpoints.resetPassword(client, token, body),
      changePassword: (body) => accountEndpoints.changePassword(client, body),
    }),
    [client],
  );
}
