import { ContactForm, useIntl } from '@rigsmith/kit';
import type { ContactTicketRequest } from '@rigsmith/kit/api';
import { useAccount, useContactTicket, useSession } from '@rigsmith/kit/hooks';
import { useSearch } from 'wouter';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useSubmission } from '../account/useSubmission';
import * as styles from '../account/account.css';
import { addressFromSearch } from './addressEnquiry';

/**
 * SPEC §2 /contact-us: the contact form (SPEC §3 "Contact ticket"). A signed-in customer
 * finds their name and email filled in, and their ticket is linked to their account (the API
 * client sends their token). Once sent, the form gives way to "support ticket raised" with
 * the reference, which the acknowledgement email repeats. Reached from the address form's
 * "place not found" link, the message starts with the address the shopper typed.
 */
export function ContactScreen() {
  const intl = useIntl();
  const { status } = useSession();
  const account = useAccount();
  const ticket = useContactTicket();
  const submission = useSubmission((values: ContactTicketRequest) => ticket.raise(values));
  const title = intl.formatMessage({ id: 'support.contactScreen.title' });
  useDocumentTitle(title);
  // Signed in: wait for the account so the prefill is there from the first keystroke (the
  // form reads its defaults once); if it cannot be read, the form opens empty.
  const waitingForAccount = status === 'signed-in' && account.data === undefined && account.error === undefined;
  const typedAddress = addressFromSearch(useSearch());
  const message = typedAddress ? intl.formatMessage({ id: 'support.contactScreen.addressNotFound' }, { address: typedAddress }) : undefined;
  const known = account.data ? { full_name: account.data.full_name, email: account.data.email } : {};

  return (
    <div className={styles.formPage}>
      <h1 className={styles.title}>{title}</h1>
      {ticket.reference ? null : <p className={styles.intro}>{intl.formatMessage({ id: 'support.contactScreen.intro' })}</p>}
      {waitingForAccount ? null : (
        <ContactForm
          aria-label={intl.formatMessage({ id: 'support.contactScreen.formLabel' })}
          onSubmit={submission.submit}
          isSubmitting={submission.isSubmitting}
          serverError={submission.serverError}
          privacyHref="/privacy"
          reference={ticket.reference}
          defaultValues={account.data || message ? { ...known, ...(message ? { message } : {}) } : undefined}
        />
      )}
    </div>
  );
}
