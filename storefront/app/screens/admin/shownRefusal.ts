import { ApiError } from '@rigsmith/kit/api';

/**
 * A staff action as the kit's back-office forms show its failure: a 4xx refusal as the shop
 * sent it (its message is in the storefront's language, its `fields` go next to the fields);
 * anything else (offline, a 5xx) as an empty message, so the form says only that nothing
 * changed, never a technical text.
 */
export async function withShownRefusal<T>(action: Promise<T>): Promise<T> {
  try {
    return await action;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    throw new Error('', { cause: error });
  }
}
