import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PresetChoice, ResolutionChoice } from './GraphicsSettings';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('ResolutionChoice and PresetChoice', () => {
  it('offer every resolution and preset, in the shopper language', () => {
    renderWithIntl(
      <>
        <ResolutionChoice value="1440p" onValueChange={() => {}} />
        <PresetChoice value="high" onValueChange={() => {}} />
      </>,
      { locale: 'de-DE' },
    );
    expect(screen.getAllByRole('radio')).toHaveLength(3 + 4);
    expect(screen.getByRole('radio', { name: '1440p' })).toHaveProperty('checked', true);
  });

  it('report a choice made by keyboard', async () => {
    const onValueChange = vi.fn();
    renderWithIntl(<ResolutionChoice value="1080p" onValueChange={onValueChange} />);
    screen.getByRole('radio', { name: '1080p' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onValueChange).toHaveBeenCalledWith('1440p');
  });

  it('have no axe violations', async () => {
    const { container } = renderWithIntl(<PresetChoice value="ultra" onValueChange={() => {}} />);
    await expectNoAxeViolations(container);
  });
});
