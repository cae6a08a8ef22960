import { useState } from 'react';
import { useParams } from 'wouter';
import { CreatePasswordForm, Link, useIntl } from '@rigsmith/kit';
import { useAccountActions, usePasswordToken } from '@rigsmith/kit/hooks';
import type { ResetPasswordResult } from '@rigsmith/kit/api';
import { loginHrefFor } from '../../routing/nextPath';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { pendingCheckoutReturn } from '../../shared/checkoutReturn';
import { SuccessPanel } from './SuccessPanel';
import { useSubmission } from './useSubmission';
import * as styles from './account.css';

/**
 * SPEC §2 /create-password/{token}: the link from a registration or reset email. The token
 * is looked up first, so the screen can say which it is (a new account also gives its name
 * and phone) or that the link is no longer valid. Success shows the "created" or "changed"
 * variant with a way to sign in — back to the order, for an account created mid-checkout.
 */
export function CreatePasswordScreen() {
  const intl = useIntl();
  const { token = null } = useParams<{ token: string }>();
  const tokenInfo = usePasswordToken(token);
  const { resetPassword } = useAccountActions();
  const [result, setResult] = useState<ResetPasswordResult | null>(null);
  const submission = useSubmission((values: Parameters<typeof resetPassword>[1]) => resetPassword(token ?? '', values), { onSuccess: setResult });

  let titleId: string;
  let body;
  if (result) {
    titleId = result.kind === 'created' ? 'createPasswordScreen.created' : 'createPasswordScreen.changed';
    const checkoutReturn = result.kind === 'created' ? pendingCheckoutReturn() : null;
    body = (
      <SuccessPanel message={result.detail}>
        <Link href={checkoutReturn ? loginHrefFor(checkoutReturn.next) : '/login'} variant="button">
          {intl.formatMessage({ id: checkoutReturn ? 'createPasswordScreen.signInToCheckout' : 'createPasswordScreen.signIn' })}
        </Link>
      </SuccessPanel>
    );
  } else if (tokenInfo.error && !tokenInfo.data) {
    // A 4xx means the link itself is wrong, used or expired; anything else is on our side.
    const invalid = tokenInfo.error.status >= 400 && tokenInfo.error.status < 500;
    titleId = invalid ? 'createPasswordScreen.invalidTitle' : 'createPasswordScreen.title';
    body = (
      <div className={styles.stack}>
        <p role="alert" className={styles.notice} data-tone="error">
          {intl.formatMessage({ id: invalid ? 'createPasswordScreen.invalidText' : 'accountScreen.unexpectedError' })}
        </p>
        {invalid ? <Link href="/login/reset">{intl.formatMessage({ id: 'createPasswordScreen.askAgain' })}</Link> : null}
      </div>
    );
  } else if (!tokenInfo.data) {
    titleId = 'createPasswordScreen.title';
    body = (
      <p role="status" className={styles.notice}>
        {intl.formatMessage({ id: 'createPasswordScreen.loading' })}
      </p>
    );
  } else {
    const { kind, email } = tokenInfo.data;
    titleId = kind === 'create' ? 'createPasswordScreen.createTitle' : 'createPasswordScreen.resetTitle';
    body = (
      <>
        <p className={styles.intro}>{intl.formatMessage({ id: `createPasswordScreen.${kind}Intro` })}</p>
        <CreatePasswordForm
          kind={kind}
          email={email}
          onSubmit={submission.submit}
          isSubmitting={submission.isSubmitting}
          serverError={submission.serverError}
        />
      </>
    );
  }

  const title = intl.formatMessage({ id: titleId });
  useDocumentTitle(title);
  return (
    <div className={styles.formPage} aria-busy={tokenInfo.isLoading}>
      <h1 className={styles.title}>{title}</h1>
      {body}
    </div>
  );
}
