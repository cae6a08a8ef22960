import { isTicketValidationMessageId, TICKET_REPLY_MAX_LENGTH } from '../../domain/support/inboxMessages';
import { ticketReplySchema, type TicketReplyValues } from '../../domain/support/inbox';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { MessageField } from '../ContactForm/MessageField';
import { AccountFormShell } from '../internal/AccountFormShell';
import { useAccountForm, type AccountFormProps } from '../internal/useAccountForm';
import * as formStyles from '../internal/accountForm.css';

/** What `TicketReplyForm` submits: the body of POST api/admin/support/{id}/reply/. */
export type TicketReplyFormValues = TicketReplyValues;

export type TicketReplyFormProps = AccountFormProps<TicketReplyFormValues> & {
  /** Who the reply is emailed to, named on the form so staff know before they send. */
  recipient: string;
  /**
   * Set after a reply was sent ("Reply sent"): shown above the form, which is emptied for
   * the next one. Pass a new text (or clear it first) for each reply.
   */
  successMessage?: string;
};

const fields = ['text'] as const;

/**
 * The staff's answer to a support ticket: the text (required, plain text, at most
 * `TICKET_REPLY_MAX_LENGTH` characters) and whether to close the ticket with it (otherwise
 * it waits on the customer). Checked with the shared `ticketReplySchema`, the server's own;
 * each message sits beside its field and in an error summary, and a server refusal keeps
 * everything typed.
 */
export function TicketReplyForm({
  recipient,
  onSubmit,
  isSubmitting = false,
  serverError,
  successMessage,
  className,
  'aria-label': ariaLabel,
}: TicketReplyFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `adminSupport.reply.${id}` }, values);
  const form = useAccountForm({
    initialValues: { text: '', close: false },
    schema: ticketReplySchema,
    fields,
    toInput: ({ text, close }) => ({ text, status: close ? 'closed' : undefined }),
    onSubmit,
    isSubmitting,
    serverError,
    successMessage,
    resetOnSuccess: true,
    // The reply rules' ids are the back office's: formatted here, so the shop's chunks never carry them.
    formatOwnMessage: (message) => (isTicketValidationMessageId(message) ? intl.formatMessage({ id: message }) : undefined),
  });

  return (
    <AccountFormShell
      form={form}
      successMessage={successMessage}
      isSubmitting={isSubmitting}
      aria-label={ariaLabel ?? t('label')}
      className={className}
    >
      <MessageField
        {...form.textField('text')}
        label={t('text')}
        description={t('hint', { recipient, replyMax: TICKET_REPLY_MAX_LENGTH })}
        isRequired
      />
      <Checkbox {...form.checkbox('close')}>{t('close')}</Checkbox>
      <div className={formStyles.actions}>
        <Button type="submit" isPending={isSubmitting}>
          {t('send')}
        </Button>
      </div>
    </AccountFormShell>
  );
}
