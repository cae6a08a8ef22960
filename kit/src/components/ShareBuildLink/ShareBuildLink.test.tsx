import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareBuildLink } from './ShareBuildLink';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

const url = 'https://shop.example/custom-pc-builder/customiser?build=rs.rt-2.s4';

afterEach(() => vi.restoreAllMocks());

describe('ShareBuildLink', () => {
  it('shows the link read-only and copies it, saying so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const onCopied = vi.fn();
    renderWithIntl(<ShareBuildLink url={url} onCopied={onCopied} />);
    const field = screen.getByRole('textbox', { name: 'Share this build' }) as HTMLInputElement;
    expect(field.value).toBe(url);
    expect(field.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status').textContent).toBe('Link copied.');
    expect(onCopied).toHaveBeenCalled();
  });

  it('selects the link for the shopper when the clipboard is refused', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('NotAllowedError'));
    renderWithIntl(<ShareBuildLink url={url} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status').textContent).toBe('The link is selected: copy it with Ctrl+C (⌘C on a Mac).');
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
  });

  it('has no axe violations', async () => {
    const { container } = renderWithIntl(<ShareBuildLink url={url} />);
    await expectNoAxeViolations(container);
  });
});
