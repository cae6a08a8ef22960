import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from './Link';
import { LinkRouterProvider } from './LinkRouter';
import { expectNoAxeViolations } from '../../../test/render';

const withRouter = (navigate: (href: string) => void, useHref?: (href: string) => string) =>
  function Router({ children }: { children: React.ReactNode }) {
    return (
      <LinkRouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
        {children}
      </LinkRouterProvider>
    );
  };

describe('Link', () => {
  describe('Uncontrolled (no router)', () => {
    it('is a plain anchor the browser follows', () => {
      render(<Link href="/gaming-pcs">Gaming PCs</Link>);
      const link = screen.getByRole('link', { name: 'Gaming PCs' });
      expect(link.getAttribute('href')).toBe('/gaming-pcs');
      // Without a router nothing cancels the click: the browser navigates.
      expect(fireEvent.click(link)).toBe(true);
    });
  });

  describe('Controlled (inside LinkRouterProvider)', () => {
    it('navigates in the app on a plain click and shows the href the router makes', async () => {
      const navigate = vi.fn();
      render(<Link href="/cart">Cart</Link>, { wrapper: withRouter(navigate, (href) => `/fr${href}`) });
      const link = screen.getByRole('link', { name: 'Cart' });
      expect(link.getAttribute('href')).toBe('/fr/cart');
      await userEvent.click(link);
      expect(navigate).toHaveBeenCalledWith('/cart');
    });

    it('leaves a modified click, another target and a download to the browser', () => {
      const navigate = vi.fn();
      render(
        <>
          <Link href="/a">A</Link>
          <Link href="/b" target="_blank">
            B
          </Link>
          <Link href="/c" download>
            C
          </Link>
        </>,
        { wrapper: withRouter(navigate) },
      );
      expect(fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true })).toBe(true);
      expect(fireEvent.click(screen.getByRole('link', { name: 'B' }))).toBe(true);
      expect(fireEvent.click(screen.getByRole('link', { name: 'C' }))).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    });

    it("runs the app's own onClick first, and a prevented click does not navigate", async () => {
      const navigate = vi.fn();
      const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
      render(
        <Link href="/account" onClick={onClick}>
          Account
        </Link>,
        { wrapper: withRouter(navigate) },
      );
      await userEvent.click(screen.getByRole('link', { name: 'Account' }));
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  describe('Keyboard', () => {
    it('follows the link with Enter', async () => {
      const navigate = vi.fn();
      render(<Link href="/checkout">Checkout</Link>, { wrapper: withRouter(navigate) });
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Checkout' }));
      await userEvent.keyboard('{Enter}');
      expect(navigate).toHaveBeenCalledWith('/checkout');
    });
  });

  describe('A11y', () => {
    it('stays a link when it looks like a button, with no axe violation', async () => {
      const { container } = render(
        <Link href="/configurator" variant="button">
          Customise
        </Link>,
      );
      expect(screen.getByRole('link', { name: 'Customise' }).className).not.toBe('');
      await expectNoAxeViolations(container);
    });
  });
});
