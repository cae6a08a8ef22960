import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { announce, clearAnnouncer, destroyAnnouncer } from '@react-aria/live-announcer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CartLine, type CartLineItem, type CartLineProps } from './CartLine';
import { expectNoAxeViolations, renderWithIntl } from '../../../test/render';
import { keyboardLine as keyboard } from './testLines';

const build: CartLineItem = {
  product: {
    name: 'Apex 7600 RTX',
    reference: 'apex-7600',
    product_class: 'pc-build',
    price: { amount: 129999, currency: 'gbp' },
    status: 'public',
    in_stock: true,
    image: { src: '/api/ecommerce/products/12/picture.svg', width: 800, height: 600 },
  },
  amount: 1,
};

function renderLine(props: Partial<CartLineProps> = {}) {
  const onAmountChange = vi.fn();
  const onRemove = vi.fn();
  const utils = renderWithIntl(<CartLine line={keyboard} onAmountChange={onAmountChange} onRemove={onRemove} {...props} />);
  return { onAmountChange, onRemove, ...utils };
}

/** A complete build's blocker as the cart summary gives it: a 168 mm tower in a 155 mm case. */
const tooTall: NonNullable<CartLineItem['blocks']>[number] = {
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
      values: { cooler: 'be quiet! Dark Rock Pro 5', heightMm: 168, case: 'Cooler Master NR200P V2', maxHeightMm: 155 },
    },
  },
  step: 'case',
};

const amountField = () => screen.getByRole('textbox', { name: /^Amount of/ });

describe('CartLine', () => {
  // The page's announcer made before any test presses − or +: react-aria delays a page's first
  // message by 100 ms (for Safari), and one left pending by an earlier test would land in a later one.
  beforeAll(() => announce('', 'polite'));
  afterAll(() => destroyAnnouncer());
  it('shows the name as a heading, the reference, the unit price with VAT and the amount', () => {
    renderLine({ total: { amount: 1798, currency: 'gbp' } });
    const line = screen.getByRole('article', { name: 'Logitech K120' });
    expect(within(line).getByRole('heading', { level: 3, name: 'Logitech K120' })).toBeTruthy();
    expect(line.textContent).toContain('Ref. accessory-logitech-k120');
    expect(line.textContent).toContain('£8.99 each, incl. VAT');
    expect(line.textContent).toContain('Line total £17.98');
    expect((amountField() as HTMLInputElement).value).toBe('2');
    expect(line.dataset.problem).toBeUndefined();
  });

  it('shows no line total until the server computed one', () => {
    renderLine();
    expect(screen.getByRole('article').textContent).not.toContain('Line total');
  });

  describe('amount', () => {
    it('steps up and down with the buttons', async () => {
      const user = userEvent.setup();
      const { onAmountChange } = renderLine();
      await user.click(screen.getByRole('button', { name: 'Add one more Logitech K120' }));
      expect(onAmountChange).toHaveBeenLastCalledWith(3);
      await user.click(screen.getByRole('button', { name: 'Remove one Logitech K120' }));
      expect(onAmountChange).toHaveBeenLastCalledWith(1);
    });

    it('puts − and + in the tab order around the field, and Enter on them keeps focus there', async () => {
      const user = userEvent.setup();
      const { onAmountChange } = renderLine();
      const minus = screen.getByRole('button', { name: 'Remove one Logitech K120' });
      const plus = screen.getByRole('button', { name: 'Add one more Logitech K120' });
      await user.tab();
      expect(document.activeElement).toBe(minus);
      await user.tab();
      expect(document.activeElement).toBe(amountField());
      await user.tab();
      expect(document.activeElement).toBe(plus);
      await user.keyboard('{Enter}');
      expect(onAmountChange).toHaveBeenLastCalledWith(3);
      expect(document.activeElement).toBe(plus);
    });

    it('moves focus from + to the amount when + reaches the most there is and turns disabled', async () => {
      const user = userEvent.setup();
      const { onAmountChange, rerender } = renderLine({ line: { ...keyboard, amount: 9 } });
      const plus = screen.getByRole('button', { name: 'Add one more Logitech K120' });
      plus.focus();
      await user.keyboard('{Enter}');
      expect(onAmountChange).toHaveBeenLastCalledWith(10);
      rerender(<CartLine line={{ ...keyboard, amount: 10 }} onAmountChange={onAmountChange} onRemove={() => {}} />);
      expect(plus).toHaveProperty('disabled', true);
      expect(document.activeElement).toBe(amountField());
    });

    describe('announcement', () => {
      /** What react-aria's page-wide polite region holds (its assertive one is the focused field's). */
      const polite = () => document.querySelector('[data-live-announcer] [aria-live="polite"]')?.textContent ?? '';
      beforeEach(() => clearAnnouncer('polite'));

      it('says the new amount with the name after + and − pressed from the keyboard', async () => {
        const user = userEvent.setup();
        const { onAmountChange } = renderLine();
        screen.getByRole('button', { name: 'Add one more Logitech K120' }).focus();
        await user.keyboard('{Enter}');
        expect(onAmountChange).toHaveBeenLastCalledWith(3);
        expect(polite()).toBe('Amount of Logitech K120: 3');
        screen.getByRole('button', { name: 'Remove one Logitech K120' }).focus();
        await user.keyboard(' ');
        // Only the latest amount is queued, not each step.
        expect(polite()).toBe('Amount of Logitech K120: 1');
      });

      it('adds nothing while the field has focus, where react-aria reads the value itself', async () => {
        const user = userEvent.setup();
        const { onAmountChange } = renderLine();
        // A mouse press on + moves focus to the field; arrow keys step it in place.
        await user.click(screen.getByRole('button', { name: 'Add one more Logitech K120' }));
        expect(onAmountChange).toHaveBeenLastCalledWith(3);
        expect(document.activeElement).toBe(amountField());
        await user.keyboard('{ArrowDown}');
        expect(onAmountChange).toHaveBeenLastCalledWith(1);
        expect(polite()).toBe('');
      });

      it.each([
        ['de-DE', 'Noch ein Logitech K120 hinzufügen', 'Menge von Logitech K120: 3'],
        ['fr-FR', 'Ajouter un Logitech K120', 'Quantité de Logitech K120\u202F: 3'],
      ] as const)('speaks %s', async (locale, plusName, said) => {
        const user = userEvent.setup();
        renderWithIntl(<CartLine line={keyboard} onAmountChange={() => {}} onRemove={() => {}} />, { locale });
        screen.getByRole('button', { name: plusName }).focus();
        await user.keyboard('{Enter}');
        expect(polite()).toBe(said);
      });
    });

    it('takes a typed amount on Enter, and arrow keys', async () => {
      const user = userEvent.setup();
      const { onAmountChange } = renderLine();
      await user.click(amountField());
      await user.keyboard('{ArrowUp}');
      expect(onAmountChange).toHaveBeenLastCalledWith(3);
      await user.clear(amountField());
      await user.keyboard('5{Enter}');
      expect(onAmountChange).toHaveBeenLastCalledWith(5);
    });

    it('keeps within 1 and the maximum', async () => {
      const user = userEvent.setup();
      renderLine({ line: { ...keyboard, amount: 10 } });
      expect(screen.getByRole('button', { name: 'Add one more Logitech K120' })).toHaveProperty('disabled', true);
      const { onAmountChange } = renderLine({ line: { ...keyboard, amount: 1 } });
      const minus = screen.getAllByRole('button', { name: 'Remove one Logitech K120' }).at(-1)!;
      expect(minus).toHaveProperty('disabled', true);
      await user.click(minus);
      expect(onAmountChange).not.toHaveBeenCalled();
    });
  });

  describe('remove', () => {
    it('removes a part at once', async () => {
      const user = userEvent.setup();
      const { onRemove } = renderLine();
      await user.click(screen.getByRole('button', { name: 'Remove Logitech K120' }));
      expect(onRemove).toHaveBeenCalledTimes(1);
    });

    it('SPEC §4: asks before removing an assembly', async () => {
      const user = userEvent.setup();
      const { onRemove } = renderLine({ line: build });
      await user.click(screen.getByRole('button', { name: 'Remove Apex 7600 RTX' }));
      const dialog = screen.getByRole('dialog', { name: 'Remove this PC from your cart?' });
      expect(dialog.textContent).toContain('Apex 7600 RTX is an assembled PC');
      await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
      expect(onRemove).not.toHaveBeenCalled();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Focus goes back to Remove.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Apex 7600 RTX' })));
      await user.keyboard('{Enter}');
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove PC' }));
      expect(onRemove).toHaveBeenCalledTimes(1);
    });

    it('Escape cancels the confirmation', async () => {
      const user = userEvent.setup();
      const { onRemove } = renderLine({ line: build });
      await user.click(screen.getByRole('button', { name: 'Remove Apex 7600 RTX' }));
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(onRemove).not.toHaveBeenCalled();
    });
  });

  describe('line states (SPEC §8)', () => {
    it.each([
      [keyboard, { in_stock: false }, 'out_of_stock', 'Out of stock'],
      [keyboard, { status: 'discontinued' }, 'discontinued', 'Discontinued'],
      [keyboard, { status: 'archived' }, 'archived', 'No longer sold'],
      [build, { in_stock: false }, 'out_of_stock', 'Some components not available'],
      [build, { status: 'discontinued' }, 'discontinued', 'Some components discontinued'],
      [build, { status: 'archived' }, 'archived', 'Some components no longer sold'],
    ] as const)('%#: %o → %s', (line, patch, problem, text) => {
      renderLine({ line: { ...line, product: { ...line.product, ...patch } } });
      const article = screen.getByRole('article');
      expect(article.dataset.problem).toBe(problem);
      expect(article.textContent).toContain(text);
    });

    it('takes the problem the summary gave over the product’s, saying how to fix more than the stock', () => {
      // In stock, but not in this quantity: the line says what is wrong and what to do.
      renderLine({ line: { ...keyboard, amount: 4, problem: 'out_of_stock' } });
      expect(screen.getByRole('article').textContent).toContain('We don’t have 4 of these in stock. Lower the quantity to order it now.');
    });

    it('names the rule and parts of a complete build that cannot be assembled, linking to the step that fixes it', () => {
      renderLine({ line: { ...build, blocks: [tooTall] }, stepHref: (step) => `/custom-pc-builder/customiser?draft=7&step=${step}` });
      const article = screen.getByRole('article');
      expect(article.hasAttribute('data-incompatible')).toBe(true);
      expect(article.dataset.problem).toBeUndefined();
      const blocks = within(article).getByRole('list', { name: 'Why it cannot be assembled' });
      expect(blocks.textContent).toBe(
        'Not compatible: The be quiet! Dark Rock Pro 5 cooler is 168 mm tall; the Cooler Master NR200P V2 takes coolers up to 155 mm. Go to the Case step',
      );
      expect(within(blocks).getByRole('link', { name: 'Go to the Case step' }).getAttribute('href')).toBe(
        '/custom-pc-builder/customiser?draft=7&step=case',
      );
    });

    it('names a blocker without a link when there is no step address, and beside a stock problem', () => {
      renderLine({ line: { ...build, product: { ...build.product, in_stock: false }, blocks: [tooTall] } });
      const article = screen.getByRole('article');
      expect(article.textContent).toContain('Some components not available');
      expect(article.textContent).toContain('Not compatible: The be quiet! Dark Rock Pro 5 cooler is 168 mm tall');
      expect(within(article).queryByRole('link', { name: 'Go to the Case step' })).toBeNull();
    });

    it('says a build wanted in more units than its parts allow can be lowered', () => {
      renderLine({ line: { ...build, amount: 3, problem: 'out_of_stock' } });
      expect(screen.getByRole('article').textContent).toContain('We can’t build 3 of these now');
    });
  });

  it('lays out custom parts, which need their line', () => {
    renderWithIntl(
      <CartLine line={keyboard} onAmountChange={() => {}} onRemove={() => {}}>
        <CartLine.Name />
        <CartLine.Remove />
      </CartLine>,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Logitech K120' })).toBeTruthy();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithIntl(<CartLine.Quantity />)).toThrow('`CartLine.Quantity` must be used within `CartLine`');
  });

  describe('image', () => {
    it('shows the product’s picture with its dimensions, lazily, decorative beside the name', () => {
      const { container } = renderLine({ line: build });
      const picture = container.querySelector('img')!;
      expect(picture.getAttribute('src')).toBe('/api/ecommerce/products/12/picture.svg');
      expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['800', '600']);
      expect(picture.getAttribute('alt')).toBe('');
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(picture.getAttribute('decoding')).toBe('async');
    });

    it('takes a picture of the page’s own, with its alt, or none', () => {
      const { container, rerender } = renderLine({ image: { src: '/photo.webp', width: 400, height: 300, alt: 'Tastatur von oben' } });
      expect(screen.getByRole('img', { name: 'Tastatur von oben' }).getAttribute('src')).toBe('/photo.webp');
      rerender(<CartLine line={build} image={null} onAmountChange={() => {}} onRemove={() => {}} />);
      expect(container.querySelector('img')).toBeNull();
    });

    it('shows none for a product without a picture', () => {
      const { container } = renderLine();
      expect(container.querySelector('img')).toBeNull();
    });
  });

  it('speaks the shop’s language', () => {
    renderWithIntl(
      <CartLine
        line={{ ...build, product: { ...build.product, price: { amount: 129999, currency: 'eur' } } }}
        onAmountChange={() => {}}
        onRemove={() => {}}
      />,
      { locale: 'de-DE' },
    );
    expect(screen.getByRole('article').textContent).toMatch(/1\.299,99\s€ pro Stück/);
    expect(screen.getByRole('button', { name: 'Noch ein Apex 7600 RTX hinzufügen' })).toBeTruthy();
  });

  describe('A11y', () => {
    it('has no axe violations, with a problem and with the dialog open', async () => {
      const user = userEvent.setup();
      const { container } = renderLine({
        line: { ...build, product: { ...build.product, in_stock: false }, blocks: [tooTall] },
        stepHref: (step) => `/custom-pc-builder/customiser?draft=7&step=${step}`,
      });
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: 'Remove Apex 7600 RTX' }));
      await expectNoAxeViolations(document.body);
    });
  });
});
