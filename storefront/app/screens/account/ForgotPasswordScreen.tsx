import { useState } from 'react';
import { ForgotPasswordForm, useIntl } from '@rigsmith/kit';
import { useAccountActions } from '@rigsmith/kit/hooks';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useSubmission } from './useSubmission';
import * as styles from './account.css';

/**
 * SPEC §2 /login/reset (signed-out only): asks for a reset link. The answer is neutral
 * whether or not an account uses that email (SPEC §8), so the screen only echoes it.
 */
export function ForgotPasswordScreen() {
  const intl = useIntl();
  const { askForPasswordReset } = useAccountActions();
  const [sent, setSent] = useState<string | undefined>(undefined);
  const submission = useSubmission(askForPasswordReset, { onSuccess: (result) => setSent(result.detail) });
  const title = intl.formatMessage({ id: 'forgotPasswordScreen.title' });
  useDocumentTitle(title);

  return (
    <div className={styles.formPage}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'forgotPasswordScreen.intro' })}</p>
      <ForgotPasswordForm
        onSubmit={submission.submit}
        isSubmitting={submission.isSubmitting}
        serverError={submission.serverError}
        successMessage={sent}
        loginHref="/login"
      />
    </div>
  );
}
