import type { Money as MoneyValue } from '../../domain';
import { useIntl } from '../../i18n';
import { Money } from '../../i18n/Money';
import { Button } from '../Button';
import { Link } from '../Link';
import { DialogShell } from '../internal/DialogShell';

export type BuildAddedToCartDialogProps = {
  /** Whether the dialog is shown: the app opens it once the build is in the cart and closes it on `onContinue`. */
  open: boolean;
  /** The build's name. */
  buildName: string;
  /** Its price, VAT included, when known. */
  price?: MoneyValue | null;
  /** The cart page. */
  cartHref: string;
  /** Close and stay: the Continue button, Escape, or a click outside. */
  onContinue: () => void;
};

/** SPEC §4 "Add to cart then shows 'Added to Cart'", for a custom build. */
export function BuildAddedToCartDialog({ open, buildName, price, cartHref, onContinue }: BuildAddedToCartDialogProps) {
  const intl = useIntl();
  return (
    <DialogShell
      name="build-added-to-cart"
      open={open}
      onOpenChange={(next) => (next ? undefined : onContinue())}
      title={intl.formatMessage({ id: 'configurator.addedToCart.title' })}
      description={intl.formatMessage(
        { id: price ? 'configurator.addedToCart.descriptionWithPrice' : 'configurator.addedToCart.description' },
        { name: buildName, price: price ? <Money key="price" value={price} /> : null },
      )}
      actions={
        <>
          <Button variant="secondary" onPress={onContinue}>
            {intl.formatMessage({ id: 'configurator.addedToCart.continue' })}
          </Button>
          <Link href={cartHref} variant="button">
            {intl.formatMessage({ id: 'configurator.addedToCart.goToCart' })}
          </Link>
        </>
      }
    />
  );
}
