import { isApiErrorBody, type ApiErrorBody } from '../domain';

/**
 * A failed call to the shop API. `status` is 0 when the request never got an
 * answer (offline, DNS, CORS). `code`, `message` and `fields` come from the
 * server's JSON error body when it sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
  }

  static async fromResponse(response: Response): Promise<ApiError> {
    const body: unknown = await response.json().catch(() => null);
    if (isApiErrorBody(body)) return new ApiError(response.status, body);
    return new ApiError(response.status, {
      code: 'http_error',
      message: `The shop API answered ${response.status} ${response.statusText}`.trim(),
    });
  }

  static network(cause: unknown): ApiError {
    const error = new ApiError(0, { code: 'network_error', message: 'The shop could not be reached' });
    error.cause = cause;
    return error;
  }
}
