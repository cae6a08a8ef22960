import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SaveDraftDialog, type SaveDraftDialogProps } from './SaveDraftDialog';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

function renderDialog(props: Partial<SaveDraftDialogProps> = {}, locale: 'en-GB' | 'fr-FR' = 'en-GB') {
  const handlers = { onSave: vi.fn(), onCancel: vi.fn() };
  const utils = renderWithIntl(<SaveDraftDialog open {...handlers} {...props} />, { locale });
  return { ...handlers, ...utils };
}

describe('SaveDraftDialog', () => {
  it('saves under the name typed, trimmed, on Enter', async () => {
    const { onSave } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Save your build' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(document.activeElement).toBe(name);
    await userEvent.type(name, '  Quiet AM5 build  {Enter}');
    expect(onSave).toHaveBeenCalledWith('Quiet AM5 build');
  });

  it('falls back to “My custom pc” in the storefront language (SPEC §3)', async () => {
    const { onSave } = renderDialog();
    expect(screen.getByText('Left empty, it is called “My custom pc”.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenCalledWith('My custom pc');
  });

  it('says “Name is too long” next to the field and keeps what was typed (SPEC §5)', async () => {
    const { onSave } = renderDialog();
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(81));
    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name is too long')).toBeTruthy();
    expect(name.value).toHaveLength(81);
    expect(document.activeElement).toBe(name);
  });

  it('renames: another title, the current name filled in', async () => {
    const { onSave } = renderDialog({ mode: 'rename', defaultName: 'Old name' });
    expect(screen.getByRole('dialog', { name: 'Rename your build' })).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Old name');
    await userEvent.clear(name);
    await userEvent.type(name, 'New name');
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(onSave).toHaveBeenCalledWith('New name');
  });

  it('a rename needs a name', async () => {
    const { onSave } = renderDialog({ mode: 'rename', defaultName: 'Old name' });
    await userEvent.clear(screen.getByRole('textbox', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('This is a required field')).toBeTruthy();
  });

  it('shows the server’s refusal by the field, or above the form', () => {
    const { rerender } = renderDialog({ serverError: { message: 'Check the form', fields: { name: 'Name is too long' } } });
    expect((screen.getByRole('textbox') as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    rerender(<SaveDraftDialog open onSave={() => {}} onCancel={() => {}} serverError={{ message: 'Oops something went wrong. Try again later' }} />);
    expect(screen.getByRole('alert').textContent).toBe('Oops something went wrong. Try again later');
  });

  it('Escape cancels without saving', async () => {
    const { onSave, onCancel } = renderDialog();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('speaks French, with the French fallback name', async () => {
    const { onSave } = renderDialog({}, 'fr-FR');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(onSave).toHaveBeenCalledWith('Mon PC sur mesure');
  });

  it('has no axe violations', async () => {
    renderDialog();
    await expectNoAxeViolations(document.body);
  });
});
