import { LoginForm, useIntl } from '@rigsmith/kit';
import { useSession } from '@rigsmith/kit/hooks';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useSubmission } from './useSubmission';
import * as styles from './account.css';

/**
 * SPEC §2 /login (signed-out only): email, password, remember me, forgot password and a
 * link to register. The screen does not navigate after signing in: the route guard sees the
 * new session and moves on, to `?next` when it is a safe in-store path, else to /account.
 * A refusal (401 wrong credentials, 429 too many attempts) shows the server's own message.
 */
export function LoginScreen() {
  const intl = useIntl();
  const { login } = useSession();
  const submission = useSubmission(login);
  const title = intl.formatMessage({ id: 'loginScreen.title' });
  useDocumentTitle(title);

  return (
    <div className={styles.formPage}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'loginScreen.intro' })}</p>
      <LoginForm
        onSubmit={submission.submit}
        isSubmitting={submission.isSubmitting}
        serverError={submission.serverError}
        forgotPasswordHref="/login/reset"
        registerHref="/register"
      />
    </div>
  );
}
