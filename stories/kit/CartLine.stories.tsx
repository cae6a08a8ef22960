import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CartLine, type CartLineItem } from '@rigsmith/kit';
import { buildFixtures } from '../../.storybook/fixtures/builds';
import { keyboardProduct } from '../../.storybook/fixtures/commerce';
import { expectNoSidewaysScroll } from '../../.storybook/layout';

const build: CartLineItem = {
  product: {
    name: 'Rigsmith Vanguard RTX 5060',
    reference: 'RS-VANGUARD-5060',
    product_class: 'pc-build',
    price: { amount: 104_999, currency: 'gbp' },
    status: 'public',
    in_stock: true,
    image: buildFixtures[0]!.image,
  },
  amount: 1,
};
const keyboard: CartLineItem = { product: keyboardProduct, amount: 2 };
const withProduct = (line: CartLineItem, patch: Partial<CartLineItem['product']>): CartLineItem => ({
  ...line,
  product: { ...line.product, ...patch },
});

const meta = {
  title: 'Kit/CartLine',
  component: CartLine,
  tags: ['autodocs'],
  args: { line: keyboard, onAmountChange: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 860, padding: 16, minHeight: 260 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part: name, reference, unit price with VAT, the amount and the server's line total. */
export const Part: Story = {
  args: { total: { amount: 1798, currency: 'gbp' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: 'Logitech K120' })).toHaveTextContent('£8.99 each, incl. VAT');
    await expect(canvas.getByRole('textbox', { name: 'Amount of Logitech K120' })).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one more Logitech K120' }));
    await expect(args.onAmountChange).toHaveBeenCalledWith(3);
    // A part goes at once.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Logitech K120' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** A PC build, before the summary has computed its total. */
export const Build: Story = { args: { line: build } };

/**
 * On a phone (390 px): the name across the line, then a small picture beside the reference
 * and unit price, then the controls; nothing scrolls sideways.
 */
export const Phone: Story = {
  args: { line: build, total: { amount: 104_999, currency: 'gbp' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('article', { name: 'Rigsmith Vanguard RTX 5060' });
    const picture = line.querySelector('img')!;
    await waitFor(() => expect(picture.getBoundingClientRect().width).toBe(56));
    const box = (element: Element) => element.getBoundingClientRect();
    const image = box(picture);
    const name = box(line.querySelector('h3')!);
    const reference = box(within(line).getByText(/RS-VANGUARD-5060/));
    // Below the name, beside the reference.
    await expect(image.top).toBeGreaterThanOrEqual(name.bottom);
    await expect(image.right).toBeLessThanOrEqual(reference.left);
    await expect(Math.abs(image.top - reference.top)).toBeLessThan(4);
    await expectNoSidewaysScroll();
  },
};

/** The amount by keyboard: arrow keys in the number field, or a typed amount and Enter. */
export const KeyboardAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Amount of Logitech K120' });
    await userEvent.click(field);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith(3);
    await userEvent.clear(field);
    await userEvent.type(field, '6{Enter}');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith(6);
  },
};

/** At the most a line may hold, + is off. */
export const AtMaximum: Story = {
  args: { line: { ...keyboard, amount: 10 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add one more Logitech K120' })).toBeDisabled();
  },
};

export const Saving: Story = { args: { isPending: true } };

/** SPEC §4: removing an assembly asks first. */
export const ConfirmRemoveBuild: Story = {
  args: { line: build },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Rigsmith Vanguard RTX 5060' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this PC from your cart?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(dialog).toHaveTextContent('Rigsmith Vanguard RTX 5060 is an assembled PC');
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const OutOfStock: Story = {
  args: { line: withProduct(keyboard, { in_stock: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Out of stock');
  },
};

export const Discontinued: Story = {
  args: { line: withProduct(keyboard, { status: 'discontinued' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Discontinued');
  },
};

export const Archived: Story = {
  args: { line: withProduct(keyboard, { status: 'archived', in_stock: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('No longer sold');
  },
};

/** SPEC §8: a build speaks of its components. */
export const BuildOutOfStock: Story = {
  args: { line: withProduct(build, { in_stock: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Some components not available');
  },
};

export const BuildDiscontinued: Story = {
  args: { line: withProduct(build, { status: 'discontinued' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Some components discontinued');
  },
};

export const BuildArchived: Story = {
  args: { line: withProduct(build, { status: 'archived' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Some components no longer sold');
  },
};

/** SPEC §8 "Cart line": a complete custom build a rule blocks names the rule and parts, with a link to the step that fixes it. */
export const BuildIncompatible: Story = {
  args: {
    line: {
      ...build,
      product: { ...build.product, name: 'Small and tall', reference: 'PC-00000501' },
      blocks: [
        {
          kind: 'incompatible',
          issue: {
            rule: 'cooler-too-tall',
            severity: 'blocker',
            parts: [
              { slot: 'cooler', id: 'cooler-be-quiet-dark-rock-pro-5' },
              { slot: 'case', id: 'case-cooler-master-nr200p-v2-black' },
            ],
            message: {
              id: 'compat.cooler-too-tall',
              values: { cooler: 'be quiet! Dark Rock Pro 5', heightMm: 168, case: 'Cooler Master MasterBox NR200P V2', maxHeightMm: 155 },
            },
          },
          step: 'case',
        },
      ],
    },
    stepHref: (step) => `/custom-pc-builder/customiser?draft=501&step=${step}`,
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveAttribute('data-incompatible');
    await expect(within(article).getByRole('list', { name: 'Why it cannot be assembled' })).toHaveTextContent(
      'Not compatible: The be quiet! Dark Rock Pro 5 cooler is 168 mm tall; the Cooler Master MasterBox NR200P V2 takes coolers up to 155 mm.',
    );
    await expect(within(article).getByRole('link', { name: 'Go to the Case step' })).toHaveAttribute(
      'href',
      '/custom-pc-builder/customiser?draft=501&step=case',
    );
  },
};

/** In stock, but not in this quantity (the summary says so): the line says what is wrong and how to fix it. */
export const MoreThanInStock: Story = {
  args: { line: { ...build, amount: 4, problem: 'out_of_stock' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent(
      'We can’t build 4 of these now: not enough components in stock. Lower the quantity to order it now.',
    );
  },
};

/** The German storefront: euros and German words. */
export const German: Story = {
  parameters: { storefront: 'de' },
  args: { line: withProduct(build, { price: { amount: 122_899, currency: 'eur' } }), total: { amount: 122_899, currency: 'eur' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article')).toHaveTextContent(/1\.228,99\s€ pro Stück/);
    await expect(canvas.getByRole('button', { name: 'Entfernen Rigsmith Vanguard RTX 5060' })).toBeVisible();
  },
};
