import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SupportTicketDetail } from '../../domain/contract/adminSupport';
import { TicketThread } from './TicketThread';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const ticket = (patch: Partial<SupportTicketDetail> = {}): SupportTicketDetail => ({
  id: 4,
  reference: 'SUP-7F3K9Q',
  status: 'waiting_on_customer',
  storefront: 'GB',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  created_at: '2026-11-20T10:30:00Z',
  updated_at: '2026-11-21T09:00:00Z',
  reply_count: 1,
  order_number: 'RS-2026-000042',
  phone_number: '+447123456123',
  locale: 'en-GB',
  message: 'My PC does not start.\n<script>alert(1)</script>',
  replies: [{ id: 1, text: 'Check the power cable.\nThen the switch.', author: 'support@rigsmith.test', created_at: '2026-11-21T09:00:00Z' }],
  ...patch,
});

describe('TicketThread', () => {
  it("lists the customer's message first, then each reply, with who and when", async () => {
    const { container } = renderWithIntl(<TicketThread ticket={ticket()} aria-label="Conversation" />);
    const items = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Ada Lovelace (ada@example.com) wrote');
    expect(items[0]!.textContent).toContain('Order number RS-2026-000042');
    expect(items[0]!.textContent).toContain('Phone +447123456123');
    expect(within(items[1]!).getByRole('article', { name: 'Reply by support@rigsmith.test' })).toBeTruthy();
    expect(items[1]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T09:00:00Z');
    await expectNoAxeViolations(container);
  });

  it('shows what was typed as plain text, line breaks kept and markup never run', () => {
    const { container } = renderWithIntl(<TicketThread ticket={ticket()} />);
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/).textContent).toBe('My PC does not start.\n<script>alert(1)</script>');
    expect(screen.getByText(/Check the power cable/).textContent).toBe('Check the power cable.\nThen the switch.');
  });

  it('leaves out the facts the sender did not give, and has only the message before a reply', () => {
    renderWithIntl(
      <TicketThread ticket={ticket({ order_number: null, phone_number: null, replies: [], reply_count: 0 })} aria-label="Conversation" />,
    );
    const items = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).not.toContain('Order number');
    expect(items[0]!.textContent).not.toContain('Phone');
  });
});
