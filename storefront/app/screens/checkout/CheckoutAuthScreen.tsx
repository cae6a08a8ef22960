import { useState } from 'react';
import { LoginForm, RegisterForm, useIntl } from '@rigsmith/kit';
import { useAccountActions, useCheckout, useCoupon, useSession } from '@rigsmith/kit/hooks';
import { SuccessPanel } from '../account/SuccessPanel';
import { useSubmission } from '../account/useSubmission';
import { CheckoutFrame } from './CheckoutFrame';
import { rememberCheckoutReturn } from '../../shared/checkoutReturn';
import * as styles from './checkout.css';

/**
 * SPEC §2 /checkout/auth, stage 1: sign in, or continue as a new customer who
 * registers with an email. Signing in completes the stage; the checkout guard then moves on
 * to shipping by itself, and the guest cart is merged into the customer's (`useCart`). A
 * registration emails a create-password link: the cart stays in this browser until the
 * shopper signs in, and the way back to shipping with the coupon is remembered
 * (`rememberCheckoutReturn`), so the create-password screen's sign-in leads there.
 */
export function CheckoutAuthScreen() {
  const intl = useIntl();
  const { login } = useSession();
  const { register } = useAccountActions();
  const checkout = useCheckout();
  const coupon = useCoupon();
  const [registered, setRegistered] = useState<string | null>(null);
  const signIn = useSubmission(async (values: Parameters<typeof login>[0]) => {
    await login(values);
    checkout.completeStage(1);
  });
  const signUp = useSubmission(register, {
    onSuccess: (result) => {
      rememberCheckoutReturn('/checkout/shipping', coupon.applied);
      setRegistered(result.detail);
    },
    fieldOfCode: { email_taken: 'email' },
  });

  return (
    <CheckoutFrame stage={1} title={intl.formatMessage({ id: 'checkout.auth.title' })}>
      <div className={styles.panels}>
        <section className={styles.panel} aria-labelledby="checkout-sign-in">
          <h2 id="checkout-sign-in" className={styles.panelHeading}>
            {intl.formatMessage({ id: 'checkout.auth.signInHeading' })}
          </h2>
          <p className={styles.muted}>{intl.formatMessage({ id: 'checkout.auth.signInText' })}</p>
          <LoginForm
            onSubmit={signIn.submit}
            isSubmitting={signIn.isSubmitting}
            serverError={signIn.serverError}
            forgotPasswordHref="/login/reset"
            registerHref="/checkout/auth#checkout-new-customer"
          />
        </section>
        <section className={styles.panel} aria-labelledby="checkout-new-customer">
          <h2 id="checkout-new-customer" className={styles.panelHeading} tabIndex={-1}>
            {intl.formatMessage({ id: 'checkout.auth.guestHeading' })}
          </h2>
          {registered ? (
            <SuccessPanel message={registered}>
              <p className={styles.muted}>{intl.formatMessage({ id: 'checkout.auth.registeredNext' })}</p>
            </SuccessPanel>
          ) : (
            <>
              <p className={styles.muted}>{intl.formatMessage({ id: 'checkout.auth.guestText' })}</p>
              <RegisterForm
                onSubmit={signUp.submit}
                isSubmitting={signUp.isSubmitting}
                serverError={signUp.serverError}
                termsHref="/terms"
                privacyHref="/privacy"
                loginHref="/checkout/auth#checkout-sign-in"
              />
            </>
          )}
        </section>
      </div>
    </CheckoutFrame>
  );
}
