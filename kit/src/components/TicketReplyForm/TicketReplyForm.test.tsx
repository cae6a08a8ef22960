import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeTags } from '../../domain/storefronts';
import { TICKET_REPLY_MAX_LENGTH, ticketValidationMessages } from '../../domain/support/inboxMessages';
import { kitMessages } from '../../i18n/messages';
import { TicketReplyForm } from './TicketReplyForm';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const textBox = () => screen.getByRole('textbox', { name: /Your reply/ });

describe('TicketReplyForm', () => {
  it('sends the trimmed text, waiting on the customer unless "close" is ticked', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithIntl(<TicketReplyForm recipient="ada@example.com" onSubmit={onSubmit} />);
    expect(screen.getByText(/Emailed to ada@example.com/).textContent).toContain(`${TICKET_REPLY_MAX_LENGTH.toLocaleString('en-GB')} characters`);
    await userEvent.type(textBox(), '  Check the cable.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ text: 'Check the cable.', status: undefined });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Close the ticket with this reply' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ text: 'Check the cable.', status: 'closed' });
    await expectNoAxeViolations(container);
  });

  it('requires the text: the message sits next to the field and in the summary, and nothing is sent', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithIntl(<TicketReplyForm recipient="ada@example.com" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(textBox().getAttribute('aria-invalid')).toBe('true');
    expect(textBox().getAttribute('aria-describedby')).toBeTruthy();
    const described = textBox()
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('This is a required field');
    expect(document.activeElement?.textContent).toContain('This is a required field');
    await expectNoAxeViolations(container);
  });

  it('keeps what was typed when the server refuses, with its field message next to the field', async () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithIntl(<TicketReplyForm recipient="ada@example.com" onSubmit={onSubmit} />);
    await userEvent.type(textBox(), 'A long and careful answer');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    rerender(
      <TicketReplyForm
        recipient="ada@example.com"
        onSubmit={onSubmit}
        serverError={{ message: 'Invalid body field: text', fields: { text: 'The reply can have at most 5,000 characters' } }}
      />,
    );
    expect((textBox() as HTMLTextAreaElement).value).toBe('A long and careful answer');
    expect(screen.getAllByText('The reply can have at most 5,000 characters').length).toBeGreaterThan(0);
  });

  it('empties itself after a reply was sent, saying so', async () => {
    const onSubmit = vi.fn();
    const { rerender } = renderWithIntl(<TicketReplyForm recipient="ada@example.com" onSubmit={onSubmit} />);
    await userEvent.type(textBox(), 'Sorted.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    rerender(<TicketReplyForm recipient="ada@example.com" onSubmit={onSubmit} successMessage="Reply sent to ada@example.com." />);
    expect(screen.getByRole('status').textContent).toBe('Reply sent to ada@example.com.');
    expect((textBox() as HTMLTextAreaElement).value).toBe('');
  });

  it('speaks German to German staff, with the too-long message from the shared schema', async () => {
    renderWithIntl(<TicketReplyForm recipient="ada@example.com" onSubmit={vi.fn()} />, { locale: 'de-DE' });
    const box = screen.getByRole('textbox', { name: /Ihre Antwort/ });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(TICKET_REPLY_MAX_LENGTH + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(screen.getAllByText('Die Antwort darf höchstens 5.000 Zeichen lang sein').length).toBeGreaterThan(0);
  });

  it('writes the reply limit out in every language as the limit it is', () => {
    for (const locale of localeTags) {
      const limit = new Intl.NumberFormat(locale).format(TICKET_REPLY_MAX_LENGTH);
      expect(kitMessages[locale][ticketValidationMessages.replyTooLong], locale).toContain(limit);
    }
  });
});
