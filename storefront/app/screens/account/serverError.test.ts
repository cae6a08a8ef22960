import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@rigsmith/kit/api';
import { serverErrorOf } from './serverError';

const intl = { formatMessage: ({ id }: { id: string }) => `<${id}>` } as unknown as Parameters<typeof serverErrorOf>[1];

describe('serverErrorOf', () => {
  it('shows a 4xx message from the server as it is', () => {
    const error = new ApiError(401, { code: 'invalid_credentials', message: 'Your Email Address or Password is incorrect.' });
    expect(serverErrorOf(error, intl)).toEqual({ message: 'Your Email Address or Password is incorrect.' });
  });

  it('keeps the server’s field messages', () => {
    const error = new ApiError(400, { code: 'validation_error', message: 'Check the form', fields: { phone: 'Number is not correct' } });
    expect(serverErrorOf(error, intl)).toEqual({ message: 'Check the form', fields: { phone: 'Number is not correct' } });
  });

  it('places a field-less refusal next to the field its code names', () => {
    const error = new ApiError(409, { code: 'email_taken', message: 'A user with such an email has already been registered' });
    expect(serverErrorOf(error, intl, { email_taken: 'email' })).toEqual({
      message: 'A user with such an email has already been registered',
      fields: { email: 'A user with such an email has already been registered' },
    });
  });

  it('apologises in the storefront’s words when the shop is unreachable or fails', () => {
    expect(serverErrorOf(ApiError.network(new TypeError('offline')), intl)).toEqual({ message: '<accountScreen.unexpectedError>' });
    expect(serverErrorOf(new ApiError(503, { code: 'unavailable', message: 'Service Unavailable' }), intl)).toEqual({
      message: '<accountScreen.unexpectedError>',
    });
  });

  it('logs an error that is not an API answer', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(serverErrorOf(new TypeError('boom'), intl)).toEqual({ message: '<accountScreen.unexpectedError>' });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
