import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReview } from '../../domain/contract/reviews';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';
import { ReviewModerationList } from './ReviewModerationList';

const review = (id: number, patch: Partial<AdminReview> = {}): AdminReview => ({
  id,
  status: 'pending',
  rating: 4,
  title: `Review ${id}`,
  text: 'Quiet under load.',
  locale: 'en-GB',
  author: 'Ada L.',
  origin: 'verified_purchase',
  product: { reference: 'RS-VANGUARD-5060', name: 'Vanguard RTX 5060', model: 'vanguard' },
  order_reference: 'RS-2026-000012',
  hidden_reason: null,
  created_at: '2026-11-20T10:00:00Z',
  ...patch,
});
const queue = [
  review(1, { title: '<script>alert(1)</script>', text: '<b>Great</b> & fast' }),
  review(2, { locale: 'de-DE', title: 'Leise', origin: 'sample', order_reference: null, rating: 5 }),
  review(3),
];
const handlers = () => ({ onApprove: vi.fn(async (_id: number) => {}), onHide: vi.fn(async (_id: number, _reason: string) => {}) });

describe('ReviewModerationList', () => {
  it('shows each review’s words as plain text, with what a moderator needs to decide', async () => {
    const { container } = renderWithIntl(<ReviewModerationList reviews={queue} status="pending" {...handlers()} />);
    const list = screen.getByRole('list', { name: 'Reviews to moderate' });
    const [first, second] = within(list).getAllByRole('article');
    // Markup in a review is its text, never elements.
    expect(within(first!).getByRole('heading', { level: 2 }).textContent).toBe('<script>alert(1)</script>');
    expect(first!.textContent).toContain('<b>Great</b> & fast');
    expect(container.querySelector('script, b')).toBeNull();
    expect(first!.textContent).toContain('Rated 4 out of 5');
    expect(first!.textContent).toContain('Verified purchase');
    expect(first!.textContent).toContain('British English');
    expect(first!.textContent).toContain('Vanguard RTX 5060');
    expect(first!.textContent).toContain('RS-2026-000012');
    expect(second!.textContent).toContain('Sample review');
    expect(second!.textContent).toContain('None (sample review)');
    expect(within(second!).getByRole('heading').getAttribute('lang')).toBe('de-DE');
    expect(within(first!).getByRole('button', { name: 'Approve “<script>alert(1)</script>”' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('approves, announces it, and moves focus to the next review', async () => {
    const props = handlers();
    const user = userEvent.setup();
    renderWithIntl(<ReviewModerationList reviews={queue} status="pending" {...props} />);
    await user.click(screen.getByRole('button', { name: 'Approve “Leise”' }));
    expect(props.onApprove).toHaveBeenCalledWith(2);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Leise' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('“Leise” is approved: its model page shows it.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review 3' }));
  });

  it('needs a reason to hide, keeps it on a refusal, and ends on the empty queue', async () => {
    const props = handlers();
    // Components never call the API: they show what the app's callback rejects with (a message, perhaps fields).
    props.onHide.mockRejectedValueOnce({ code: 'review_status_unchanged', message: 'The review already has that status' });
    const user = userEvent.setup();
    const { container } = renderWithIntl(<ReviewModerationList reviews={[review(3)]} status="pending" {...props} />);
    const hide = screen.getByRole('button', { name: 'Hide “Review 3”' });
    await user.click(hide);
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Hide “Review 3”' });
    const reason = within(form).getByRole('textbox', { name: /Reason for hiding/ });
    expect(document.activeElement).toBe(reason);
    await user.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(form.textContent).toContain('Enter the reason for hiding this review');
    expect(props.onHide).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    await user.type(reason, 'Names a private person');
    await user.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining('The review already has that status'));
    expect((reason as HTMLInputElement).value).toBe('Names a private person');

    await user.click(within(form).getByRole('button', { name: 'Hide review' }));
    expect(props.onHide).toHaveBeenLastCalledWith(3, 'Names a private person');
    const empty = await screen.findByText('No review is waiting for moderation.');
    expect(document.activeElement).toBe(empty);
    expect(screen.getByRole('status').textContent).toBe('“Review 3” is hidden.');
  });

  it('closes the reason with Escape and gives focus back to Hide', async () => {
    const user = userEvent.setup();
    renderWithIntl(<ReviewModerationList reviews={[review(3)]} status="pending" {...handlers()} />);
    await user.click(screen.getByRole('button', { name: 'Hide “Review 3”' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hide “Review 3”' }));
  });

  it('offers what each queue allows and shows why a review was hidden', () => {
    const { rerender } = renderWithIntl(<ReviewModerationList reviews={[review(4, { status: 'approved' })]} status="approved" {...handlers()} />);
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Hide/ })).toBeTruthy();
    rerender(<ReviewModerationList reviews={[review(4, { status: 'hidden', hidden_reason: 'Spam' })]} status="hidden" {...handlers()} />);
    expect(screen.queryByRole('button', { name: /Hide/ })).toBeNull();
    expect(screen.getByRole('article').textContent).toContain('Hidden becauseSpam');
  });

  it('says when the queue is loading, failed or empty', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithIntl(<ReviewModerationList reviews={undefined} status="pending" {...handlers()} />);
    expect(screen.getByRole('status').textContent).toBe('Loading reviews…');
    rerender(<ReviewModerationList reviews={undefined} isError onRetry={onRetry} status="pending" {...handlers()} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<ReviewModerationList reviews={[]} status="hidden" {...handlers()} />);
    expect(screen.getByText('No review is hidden.')).toBeTruthy();
  });
});
