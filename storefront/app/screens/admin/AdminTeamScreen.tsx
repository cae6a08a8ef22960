import { useId, useState } from 'react';
import { InviteStaffForm, StaffTable, useIntl } from '@rigsmith/kit';
import { formErrorOf } from '@rigsmith/kit/api';
import { useInviteStaff, useStaffMembers } from '@rigsmith/kit/hooks';
import type { FormServerError, InviteStaffRequest } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { withShownRefusal } from './shownRefusal';
import * as styles from './admin.css';

/**
 * The owner's team page: everyone with a staff role, and the invitation form. An invitee
 * gets an email to set a password (or to sign in) and appears in the list at once, as
 * "Invitation pending" until they set it, with "Resend invitation" (the same call again).
 */
export function AdminTeamScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `adminTeam.${id}` }, values);
  const staff = useStaffMembers();
  const invite = useInviteStaff();
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<FormServerError | null>(null);
  const [sent, setSent] = useState<string | undefined>();
  const inviteTitleId = useId();
  const title = t('title');
  useDocumentTitle(title);

  const submit = async (body: InviteStaffRequest) => {
    setSending(true);
    setServerError(null);
    setSent(undefined);
    try {
      await invite(body);
      setSent(t('invited', { email: body.email }));
    } catch (error) {
      // The server's refusal (already staff) is in the storefront's language; anything else is our apology.
      setServerError(formErrorOf(error, t('unexpectedError')));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <StaffTable
        staff={staff.data}
        isError={Boolean(staff.error)}
        onRetry={() => void staff.mutate()}
        onResend={async ({ email, full_name, role }) => {
          await withShownRefusal(invite({ email, full_name, role }));
        }}
      />
      <section aria-labelledby={inviteTitleId} className={styles.card}>
        <h2 id={inviteTitleId} className={styles.sectionTitle}>
          {t('inviteTitle')}
        </h2>
        <p className={styles.notice}>{t('inviteHint')}</p>
        <InviteStaffForm aria-label={t('inviteTitle')} onSubmit={submit} isSubmitting={sending} serverError={serverError} successMessage={sent} />
      </section>
    </>
  );
}
