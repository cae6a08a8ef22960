import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetBuildDialog } from './ResetBuildDialog';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

function renderDialog(withSave = true) {
  const handlers = { onCancel: vi.fn(), onReset: vi.fn(), onSaveAndReset: withSave ? vi.fn() : undefined };
  renderWithIntl(<ResetBuildDialog open {...handlers} />);
  return handlers;
}

describe('ResetBuildDialog', () => {
  it('offers cancel, save and reset, and reset (SPEC §4), Cancel focused first', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Reset your build?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Save and reset', 'Reset']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog.textContent).toContain('Save it as a draft first');
  });

  it('reports each choice', async () => {
    const { onCancel, onReset, onSaveAndReset } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Save and reset' }));
    expect(onSaveAndReset).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('Escape cancels', async () => {
    const { onCancel, onReset } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('leaves out "save and reset" when saving is not offered', () => {
    renderDialog(false);
    expect(screen.queryByRole('button', { name: 'Save and reset' })).toBeNull();
    expect(screen.getByRole('dialog').textContent).not.toContain('draft');
  });

  it('has no axe violations', async () => {
    renderDialog();
    await expectNoAxeViolations(document.body);
  });
});
