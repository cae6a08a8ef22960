import type { Money as MoneyValue } from '../../domain';
import { useIntl, useMoney } from '../../i18n';
import { Button } from '../Button';
import { DialogShell } from '../internal/DialogShell';

export type DiscountWarningDialogProps = {
  /** Whether the warning is shown: the app opens it when the shopper starts customising a discounted build. */
  open: boolean;
  /** The discounted pre-built build's name. */
  buildName: string;
  /** What its discount takes off. */
  discount: MoneyValue;
  /** Customise it anyway, without the discount. */
  onProceed: () => void;
  /** Keep the discount: the Cancel button, Escape, or a click outside. */
  onCancel: () => void;
};

/**
 * SPEC §4 "Customising a discounted build warns the discount is unavailable, with
 * proceed or cancel". Cancel comes first and takes focus: nothing is lost by a slip.
 */
export function DiscountWarningDialog({ open, buildName, discount, onProceed, onCancel }: DiscountWarningDialogProps) {
  const intl = useIntl();
  const amount = useMoney(discount);
  return (
    <DialogShell
      name="discount-warning"
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={intl.formatMessage({ id: 'configurator.discount.title' })}
      description={intl.formatMessage({ id: 'configurator.discount.description' }, { name: buildName, discount: amount })}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage({ id: 'configurator.discount.cancel' })}
          </Button>
          <Button onPress={onProceed}>{intl.formatMessage({ id: 'configurator.discount.proceed' })}</Button>
        </>
      }
    />
  );
}
