import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { formErrorOf } from './formError';

describe('formErrorOf', () => {
  it('shows a 4xx answer as the server wrote it, fields included', () => {
    const error = new ApiError(400, { code: 'validation_error', message: 'Check the form', fields: { phone: 'Number is not correct' } });
    expect(formErrorOf(error, 'Sorry')).toEqual({ message: 'Check the form', fields: { phone: 'Number is not correct' } });
  });

  it('places a field-less refusal next to the field its code names', () => {
    const error = new ApiError(409, { code: 'email_taken', message: 'Taken' });
    expect(formErrorOf(error, 'Sorry', { email_taken: 'email' })).toEqual({ message: 'Taken', fields: { email: 'Taken' } });
  });

  it('answers the app’s own words when the shop is unreachable or fails', () => {
    expect(formErrorOf(ApiError.network(new TypeError('offline')), 'Sorry')).toEqual({ message: 'Sorry' });
    expect(formErrorOf(new ApiError(503, { code: 'unavailable', message: 'Service Unavailable' }), 'Sorry')).toEqual({ message: 'Sorry' });
    expect(formErrorOf(new Error('boom'), 'Sorry')).toEqual({ message: 'Sorry' });
  });
});
