import { useEffect, useRef, type ReactNode } from 'react';
import { CONTACT_MESSAGE_MAX_LENGTH, contactTicketSchema, type ContactTicketValues } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FormNotice } from '../FormNotice';
import { Link } from '../Link';
import { TextField } from '../TextField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as formStyles from '../internal/accountForm.css';
import { MessageField } from './MessageField';
import * as styles from './ContactForm.css';

/** What `ContactForm` submits: the body of POST api/support/ticket/, already checked by the shared schema. */
export type ContactFormValues = ContactTicketValues;

export type ContactFormProps = AccountFormProps<ContactFormValues> & {
  /** The privacy policy, linked from the consent box (SPEC §5 "Contact form needs privacy consent"). */
  privacyHref: string;
  /**
   * What the form starts with: a signed-in customer's name and email, so they need not type
   * them. Only read on mount.
   */
  defaultValues?: Partial<{ full_name: string; email: string; order_number: string; phone_number: string; message: string }>;
  /**
   * The raised ticket's reference: while set the form gives way to the "support ticket
   * raised" confirmation (SPEC §8), which takes focus so it is announced.
   */
  reference?: string | null;
};

const fields = ['full_name', 'email', 'order_number', 'phone_number', 'message', 'privacy_accepted'] as const;

/**
 * The contact-us form (SPEC §2 /contact-us, §3 "Contact ticket"): full name, email, an
 * optional order number and phone, the enquiry, and the privacy agreement it cannot be sent
 * without. It checks each field with the shared `contactTicketSchema` (the server's own), shows
 * each message beside its field and in an error summary, places the server's field messages
 * the same way, and keeps everything typed when the server refuses.
 *
 * @selector [data-state="raised"] on the confirmation that replaces the form
 */
export function ContactForm({
  onSubmit,
  isSubmitting = false,
  serverError,
  privacyHref,
  defaultValues,
  reference,
  className,
  'aria-label': ariaLabel,
}: ContactFormProps) {
  const intl = useIntl();
  const form = useAccountForm({
    initialValues: { full_name: '', email: '', order_number: '', phone_number: '', message: '', privacy_accepted: false, ...defaultValues },
    schema: contactTicketSchema,
    fields,
    onSubmit,
    isSubmitting,
    serverError,
  });
  const confirmationRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (reference) confirmationRef.current?.focus();
  }, [reference]);

  if (reference) {
    return (
      <div
        ref={confirmationRef}
        tabIndex={-1}
        data-state="raised"
        className={className ? `${styles.confirmation} ${className}` : styles.confirmation}
      >
        <FormNotice tone="success" title={intl.formatMessage({ id: 'support.contactForm.success' })}>
          <p>
            {intl.formatMessage(
              { id: 'support.contactForm.reference' },
              {
                reference,
                ref: (chunks: ReactNode[]) => (
                  <strong key="reference" className={styles.reference}>
                    {chunks}
                  </strong>
                ),
              },
            )}
          </p>
        </FormNotice>
      </div>
    );
  }

  return (
    <AccountFormShell form={form} isSubmitting={isSubmitting} aria-label={ariaLabel} className={className}>
      <TextField {...form.textField('full_name')} label={intl.formatMessage({ id: 'accountForm.fullName' })} autoComplete="name" isRequired />
      <TextField
        {...form.textField('email')}
        label={intl.formatMessage({ id: 'accountForm.email' })}
        type="email"
        autoComplete="email"
        inputMode="email"
        isRequired
      />
      <TextField
        {...form.textField('order_number')}
        label={intl.formatMessage({ id: 'support.contactForm.orderNumber' })}
        description={intl.formatMessage({ id: 'support.contactForm.orderNumberHint' })}
        autoComplete="off"
      />
      <TextField
        {...form.textField('phone_number')}
        label={intl.formatMessage({ id: 'accountForm.phone' })}
        description={intl.formatMessage({ id: 'support.contactForm.phoneHint' })}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
      />
      <MessageField
        {...form.textField('message')}
        label={intl.formatMessage({ id: 'support.contactForm.message' })}
        description={intl.formatMessage({ id: 'support.contactForm.messageHint' }, { messageMax: CONTACT_MESSAGE_MAX_LENGTH })}
        isRequired
      />
      <Checkbox {...form.checkbox('privacy_accepted')} isRequired>
        {intl.formatMessage(
          { id: 'support.contactForm.privacy' },
          {
            privacy: (chunks: ReactNode[]) => (
              <Link key="privacy" href={privacyHref}>
                {chunks}
              </Link>
            ),
          },
        )}
      </Checkbox>
      <div className={formStyles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {intl.formatMessage({ id: 'support.contactForm.submit' })}
        </Button>
      </div>
    </AccountFormShell>
  );
}
