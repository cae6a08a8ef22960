import { describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
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

  it('gives focus, on closing, to the control the shopper saved from', async () => {
    function Screen() {
      const [open, setOpen] = useState(true);
      const save = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Button ref={save}>Save draft</Button>
          <DraftSavedDialog
            open={open}
            name="Quiet build"
            onContinue={() => setOpen(false)}
            draftsHref="/account/saved-builds"
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              save.current?.focus();
            }}
          />
        </>
      );
    }
    renderWithIntl(<Screen />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save draft' })));
  });

  it('has no axe violations', async () => {
    renderWithIntl(<DraftSavedDialog open name="Quiet build" onContinue={() => {}} draftsHref="/account/saved-builds" />);
    await expectNoAxeViolations(document.body);
  });
});
