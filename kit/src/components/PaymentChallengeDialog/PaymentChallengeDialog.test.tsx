import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentChallengeDialog } from './PaymentChallengeDialog';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const amount = { amount: 129999, currency: 'gbp' as const };

describe('PaymentChallengeDialog', () => {
  it('asks to approve or fail, with focus inside', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    renderWithIntl(<PaymentChallengeDialog open amount={amount} onAnswer={onAnswer} />);
    const dialog = screen.getByRole('dialog', { name: 'Confirm this payment' });
    expect(dialog.textContent).toContain('a payment of £1,299.99 to Rigsmith');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Approve payment' }));
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });

  it('Escape fails the authentication, except while an answer is on its way', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const { rerender } = renderWithIntl(<PaymentChallengeDialog open amount={amount} onAnswer={onAnswer} isPending />);
    await user.keyboard('{Escape}');
    expect(onAnswer).not.toHaveBeenCalled();
    rerender(<PaymentChallengeDialog open amount={amount} onAnswer={onAnswer} />);
    await user.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('is absent when closed, and has no axe violations when open', async () => {
    const { rerender } = renderWithIntl(<PaymentChallengeDialog open={false} amount={amount} onAnswer={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<PaymentChallengeDialog open amount={amount} onAnswer={() => {}} />);
    await expectNoAxeViolations(document.body);
  });
});
