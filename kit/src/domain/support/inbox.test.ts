import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../account/validation';
import {
  isTicketStatus,
  isTicketValidationMessageId,
  statusAfterReply,
  TICKET_REPLY_MAX_LENGTH,
  ticketReplySchema,
  ticketStatusChangeSchema,
} from './inbox';

const errorsOf = (input: unknown) => {
  const result = ticketReplySchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('ticketReplySchema', () => {
  it('trims the text and keeps its line breaks and any markup as plain text', () => {
    expect(ticketReplySchema.parse({ text: '  Hello,\n\n<b>check</b> the cable.\t ' })).toEqual({ text: 'Hello,\n\n<b>check</b> the cable.' });
  });

  it('requires some text', () => {
    expect(errorsOf({ text: ' \n ' })).toEqual({ text: 'validation.required' });
    expect(errorsOf({})).toEqual({ text: 'validation.required' });
  });

  it(`bounds the text at ${TICKET_REPLY_MAX_LENGTH} characters`, () => {
    expect(errorsOf({ text: 'x'.repeat(TICKET_REPLY_MAX_LENGTH) })).toEqual({});
    expect(errorsOf({ text: 'x'.repeat(TICKET_REPLY_MAX_LENGTH + 1) })).toEqual({ text: 'adminSupport.validation.replyTooLong' });
  });

  it('refuses control characters other than tabs and line breaks', () => {
    for (const text of ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f']) {
      expect(errorsOf({ text })).toEqual({ text: 'adminSupport.validation.replyPlainText' });
    }
    expect(errorsOf({ text: 'line\r\nbreak\ttab' })).toEqual({});
  });

  it('takes an optional status among the ticket statuses', () => {
    expect(ticketReplySchema.parse({ text: 'Done', status: 'closed' }).status).toBe('closed');
    expect(errorsOf({ text: 'Done', status: 'pending' })).toEqual({ status: 'adminSupport.validation.status' });
  });
});

describe('ticket statuses', () => {
  it('a reply waits on the customer unless staff say otherwise', () => {
    expect(statusAfterReply(undefined)).toBe('waiting_on_customer');
    expect(statusAfterReply('closed')).toBe('closed');
    expect(statusAfterReply('open')).toBe('open');
  });

  it('a status change names one of the three', () => {
    expect(ticketStatusChangeSchema.safeParse({ status: 'open' }).success).toBe(true);
    expect(ticketStatusChangeSchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect([isTicketStatus('waiting_on_customer'), isTicketStatus('waiting'), isTicketStatus(3)]).toEqual([true, false, false]);
  });

  it('knows its own message ids', () => {
    expect(isTicketValidationMessageId('adminSupport.validation.replyTooLong')).toBe(true);
    expect(isTicketValidationMessageId('validation.required')).toBe(false);
  });
});
