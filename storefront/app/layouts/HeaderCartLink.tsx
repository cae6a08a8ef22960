import { CartLink } from '@rigsmith/kit';
import { useCart } from '@rigsmith/kit/hooks';
import { useLocation } from 'wouter';

/** The header's cart link with the number of units; current on every checkout page. */
export function HeaderCartLink() {
  const { count } = useCart();
  const [path] = useLocation();
  return <CartLink count={count} isCurrent={path === '/checkout' || path.startsWith('/checkout/')} />;
}
