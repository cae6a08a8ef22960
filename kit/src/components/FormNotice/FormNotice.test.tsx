import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FormNotice } from './FormNotice';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('FormNotice', () => {
  it('is a polite status for success and info, an alert for errors', () => {
    const { rerender } = renderWithIntl(<FormNotice tone="success">Information saved</FormNotice>);
    expect(screen.getByRole('status').textContent).toBe('Information saved');
    expect(screen.getByRole('status').getAttribute('data-tone')).toBe('success');
    rerender(
      <FormNotice tone="error" title="Not saved">
        Try again
      </FormNotice>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Not savedTry again');
  });

  describe('A11y', () => {
    it('has no axe violations', async () => {
      const { container } = renderWithIntl(<FormNotice title="Heads up">Info</FormNotice>);
      await expectNoAxeViolations(container);
    });
  });
});
