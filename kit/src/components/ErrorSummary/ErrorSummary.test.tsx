import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary } from './ErrorSummary';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

function Page() {
  return (
    <>
      <ErrorSummary
        errors={[{ fieldId: 'email', message: 'Incorrect email format' }, { message: 'Something else went wrong' }]}
        description="The server refused the form."
      />
      <label htmlFor="email">Email</label>
      <input id="email" />
    </>
  );
}

describe('ErrorSummary', () => {
  it('announces a titled list whose links move focus to their field', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeTruthy();
    expect(within(alert).getByText('The server refused the form.')).toBeTruthy();
    expect(within(alert).getAllByRole('link')).toHaveLength(1);
    expect(within(alert).getByText('Something else went wrong').tagName).toBe('LI');
    await user.click(within(alert).getByRole('link', { name: 'Incorrect email format' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('can take focus itself (tabIndex -1) but is not in the tab order', () => {
    renderWithIntl(<ErrorSummary errors={[{ fieldId: 'x', message: 'Required' }]} title="Fix these" />, { locale: 'de-DE' });
    const group = screen.getByRole('group', { name: 'Fix these' });
    expect(group.getAttribute('tabindex')).toBe('-1');
    group.focus();
    expect(document.activeElement).toBe(group);
  });

  it('is translated', () => {
    renderWithIntl(<ErrorSummary errors={[]} description="x" />, { locale: 'fr-FR' });
    expect(screen.getByRole('heading', { name: 'Un problème est survenu' })).toBeTruthy();
  });

  describe('A11y', () => {
    it('has no axe violations', async () => {
      const { container } = renderWithIntl(<Page />);
      await expectNoAxeViolations(container);
    });
  });
});
