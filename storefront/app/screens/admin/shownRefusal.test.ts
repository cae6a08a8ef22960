import { describe, expect, it } from 'vitest';
import { ApiError } from '@rigsmith/kit/api';
import { withShownRefusal } from './shownRefusal';

describe('withShownRefusal', () => {
  it("passes the shop's 4xx refusal on as it is", async () => {
    const refusal = new ApiError(409, { code: 'order_transition_not_allowed', message: 'Une commande expédiée ne peut pas être annulée.' });
    await expect(withShownRefusal(Promise.reject(refusal))).rejects.toBe(refusal);
  });

  it('turns a network failure or a 5xx into a refusal with nothing technical to show', async () => {
    await expect(withShownRefusal(Promise.reject(ApiError.network(new TypeError('fetch failed'))))).rejects.toMatchObject({ message: '' });
    await expect(withShownRefusal(Promise.reject(new ApiError(500, { code: 'internal', message: 'Internal Server Error' })))).rejects.toMatchObject({
      message: '',
    });
  });

  it('answers what the action answered', async () => {
    await expect(withShownRefusal(Promise.resolve(42))).resolves.toBe(42);
  });
});
