import { useState } from 'react';
import { Link, RegisterForm, useIntl } from '@rigsmith/kit';
import { useAccountActions } from '@rigsmith/kit/hooks';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { SuccessPanel } from './SuccessPanel';
import { useSubmission } from './useSubmission';
import * as styles from './account.css';

/**
 * SPEC §2 register screen: an email and consent to the terms and privacy policy; the server
 * emails a link to create the password. Its confirmation replaces the form. A taken email
 * ('A user with such an email has already been registered') shows next to the email field.
 */
export function RegisterScreen() {
  const intl = useIntl();
  const { register } = useAccountActions();
  const [sent, setSent] = useState<string | null>(null);
  const submission = useSubmission(register, {
    onSuccess: (result) => setSent(result.detail),
    fieldOfCode: { email_taken: 'email' },
  });
  const title = intl.formatMessage({ id: 'registerScreen.title' });
  useDocumentTitle(title);

  return (
    <div className={styles.formPage}>
      <h1 className={styles.title}>{title}</h1>
      {sent ? (
        <SuccessPanel message={sent}>
          <Link href="/login">{intl.formatMessage({ id: 'registerScreen.backToLogin' })}</Link>
        </SuccessPanel>
      ) : (
        <>
          <p className={styles.intro}>{intl.formatMessage({ id: 'registerScreen.intro' })}</p>
          <RegisterForm
            onSubmit={submission.submit}
            isSubmitting={submission.isSubmitting}
            serverError={submission.serverError}
            termsHref="/terms"
            privacyHref="/privacy"
            loginHref="/login"
          />
        </>
      )}
    </div>
  );
}
