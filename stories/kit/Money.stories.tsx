import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IntlProvider, Money, PreloadedIntlProvider } from '@rigsmith/kit';

const meta = {
  title: 'Kit/Money',
  component: Money,
  tags: ['autodocs'],
  subcomponents: { IntlProvider, PreloadedIntlProvider },
  // Money lives with the formatting, not in a component folder: its docs page reads these files.
  parameters: { kitFiles: ['kit/src/i18n/Money.tsx', 'kit/src/i18n/IntlProvider.tsx'] },
  args: { value: { amount: 104_999, currency: 'gbp' } },
  decorators: [
    (Story) => (
      <p style={{ padding: 16 }}>
        <Story />
      </p>
    ),
  ],
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The French format, character for character: Testing Library folds every space into a plain
 * one before matching text, so the narrow and no-break spaces are checked on the text itself.
 */
async function expectFrenchEuros(canvasElement: HTMLElement) {
  const amount = within(canvasElement).getByText(/049,99/);
  await expect(amount).toHaveAttribute('data-currency', 'eur');
  await expect(amount.textContent).toBe('1\u202f049,99\u00a0€');
}

/** Follows the toolbar: pounds on the UK storefront, euros in the storefront's format elsewhere. */
export const InTheStorefrontCurrency: Story = {
  play: async ({ canvasElement, globals, parameters }) => {
    const storefront = parameters.storefront ?? globals.storefront ?? 'uk';
    const amount = within(canvasElement).getByText(/1.?049[,.]99/);
    await expect(amount).toHaveAttribute('data-currency', storefront === 'uk' ? 'gbp' : 'eur');
  },
};

/** The toolbar on France (pinned here as the story's globals): the pounds in the args show as euros. */
export const UnderTheFrenchToolbar: Story = {
  globals: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await expectFrenchEuros(canvasElement);
  },
};

/** Pinned to France: euros after the amount, a narrow no-break space between thousands. */
export const EurosInFrance: Story = {
  args: { value: { amount: 104_999, currency: 'eur' } },
  parameters: { storefront: 'fr' },
  play: async ({ canvasElement }) => {
    await expectFrenchEuros(canvasElement);
  },
};
