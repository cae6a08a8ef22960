import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiscountWarningDialog } from './DiscountWarningDialog';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';

describe('DiscountWarningDialog', () => {
  it('says the discount is lost, with proceed or cancel (SPEC §4)', async () => {
    const onProceed = vi.fn();
    const onCancel = vi.fn();
    renderWithIntl(
      <DiscountWarningDialog
        open
        buildName="Rigsmith Vanguard RTX 5070 Ti"
        discount={{ amount: 10000, currency: 'gbp' }}
        onProceed={onProceed}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Customising loses the discount' });
    expect(dialog.textContent).toContain('The Rigsmith Vanguard RTX 5070 Ti is £100.00 off as it is.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep the discount' }));
    await userEvent.click(screen.getByRole('button', { name: 'Customise anyway' }));
    expect(onProceed).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });

  it('formats the discount in the storefront’s currency and language', () => {
    renderWithIntl(
      <DiscountWarningDialog open buildName="Vanguard" discount={{ amount: 12000, currency: 'eur' }} onProceed={() => {}} onCancel={() => {}} />,
      { locale: 'de-DE' },
    );
    expect(screen.getByRole('dialog', { name: 'Beim Anpassen entfällt der Rabatt' }).textContent).toMatch(/120,00\s€/);
  });

  it('has no axe violations', async () => {
    renderWithIntl(
      <DiscountWarningDialog open buildName="Vanguard" discount={{ amount: 10000, currency: 'gbp' }} onProceed={() => {}} onCancel={() => {}} />,
    );
    await expectNoAxeViolations(document.body);
  });
});
