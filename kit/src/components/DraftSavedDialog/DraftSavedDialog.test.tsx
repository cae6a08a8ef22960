import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DraftSavedDialog } from './DraftSavedDialog';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('DraftSavedDialog', () => {
  it('offers continue or go to drafts (SPEC §4)', async () => {
    const onContinue = vi.fn();
    renderWithIntl(<DraftSavedDialog open name="Quiet build" onContinue={onContinue} draftsHref="/account/saved-builds" />);
    const dialog = screen.getByRole('dialog', { name: 'Draft saved' });
    expect(dialog.textContent).toContain('“Quiet build” is in your saved builds.');
    expect(screen.getByRole('link', { name: 'Go to drafts' }).getAttribute('href')).toBe('/account/saved-builds');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalled();
  });

  it('tells a guest the draft moves to their account once they sign in', () => {
    renderWithIntl(<DraftSavedDialog open isGuest name="Quiet build" onContinue={() => {}} draftsHref="/account/saved-builds" />);
    expect(screen.getByRole('dialog').textContent).toContain('saved in this browser. Sign in and it moves');
  });

  it('has no axe violations', async () => {
    renderWithIntl(<DraftSavedDialog open name="Quiet build" onContinue={() => {}} draftsHref="/account/saved-builds" />);
    await expectNoAxeViolations(document.body);
  });
});
