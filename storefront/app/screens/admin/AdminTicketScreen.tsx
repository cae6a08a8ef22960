import { useId, useState } from 'react';
import { useParams } from 'wouter';
import {
  Button,
  FormNotice,
  Link,
  TicketReplyForm,
  TicketStatusBadge,
  TicketThread,
  useIntl,
  type FormServerError,
  type TicketReplyFormValues,
} from '@rigsmith/kit';
import { formErrorOf } from '@rigsmith/kit/api';
import { useReplyToTicket, useSupportTicket } from '@rigsmith/kit/hooks';
import { ticketStatuses, type SupportTicketDetail, type TicketStatus } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import * as styles from './admin.css';

/**
 * One support ticket: who sent it and from which storefront (the language the reply is
 * emailed in), its status with the other statuses to set, the conversation, and the reply
 * form. A closed ticket can be opened again, or answered (which opens it unless closed with
 * the reply).
 */
export function AdminTicketScreen() {
  const intl = useIntl();
  const { id: rawId = '' } = useParams<{ id: string }>();
  const ticket = useSupportTicket(Number(rawId));
  const title = ticket.data ? intl.formatMessage({ id: 'adminSupport.ticket.title' }, { reference: ticket.data.reference }) : '';
  useDocumentTitle(title);

  return (
    <>
      <Link href="/admin/support">{intl.formatMessage({ id: 'adminSupport.ticket.back' })}</Link>
      {ticket.data ? (
        <TicketView ticket={ticket.data} title={title} />
      ) : ticket.error ? (
        <FormNotice
          tone="error"
          title={intl.formatMessage({ id: ticket.error.status === 404 ? 'adminSupport.ticket.notFound' : 'adminSupport.ticket.loadError' })}
        >
          {ticket.error.status === 404 ? null : (
            <Button variant="secondary" onPress={() => void ticket.mutate()}>
              {intl.formatMessage({ id: 'adminLayout.retry' })}
            </Button>
          )}
        </FormNotice>
      ) : (
        <p role="status" className={styles.notice}>
          {intl.formatMessage({ id: 'adminSupport.ticket.loading' })}
        </p>
      )}
    </>
  );
}

function TicketView({ ticket, title }: { ticket: SupportTicketDetail; title: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `adminSupport.ticket.${id}` }, values);
  const ids = { sender: useId(), status: useId(), thread: useId(), reply: useId() };
  const actions = useReplyToTicket(ticket.id);
  const [replyError, setReplyError] = useState<FormServerError | null>(null);
  const [replySent, setReplySent] = useState<string | undefined>(undefined);
  const [statusNotice, setStatusNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const unexpected = t('unexpectedError');

  const reply = async (values: TicketReplyFormValues) => {
    setReplyError(null);
    setReplySent(undefined);
    try {
      await actions.reply(values);
      setReplySent(t('replySent', { email: ticket.email }));
    } catch (error) {
      setReplyError(formErrorOf(error, unexpected));
    }
  };

  const setStatus = async (status: TicketStatus) => {
    setStatusNotice(null);
    try {
      await actions.setStatus({ status });
      setStatusNotice({ tone: 'success', text: t('statusSet', { status: intl.formatMessage({ id: `adminSupport.status.${status}` }) }) });
    } catch (error) {
      setStatusNotice({ tone: 'error', text: formErrorOf(error, unexpected).message });
    }
  };

  return (
    <>
      <div className={styles.listHead}>
        <h1 className={styles.title}>{title}</h1>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <div className={styles.columns}>
        <section aria-labelledby={ids.sender} className={styles.card}>
          <h2 id={ids.sender} className={styles.sectionTitle}>
            {t('sender')}
          </h2>
          <dl className={styles.facts}>
            <dt>{t('name')}</dt>
            <dd>{ticket.full_name}</dd>
            <dt>{t('email')}</dt>
            <dd>
              <a href={`mailto:${ticket.email}`}>{ticket.email}</a>
            </dd>
            <dt>{t('storefront')}</dt>
            <dd>{intl.formatDisplayName(ticket.storefront, { type: 'region' }) ?? ticket.storefront}</dd>
            <dt>{t('language')}</dt>
            <dd>{intl.formatDisplayName(ticket.locale, { type: 'language' }) ?? ticket.locale}</dd>
          </dl>
        </section>
        <section aria-labelledby={ids.status} className={styles.card}>
          <h2 id={ids.status} className={styles.sectionTitle}>
            {t('status')}
          </h2>
          <div className={styles.filters}>
            {ticketStatuses
              .filter((status) => status !== ticket.status)
              .map((status) => (
                <Button key={status} variant="secondary" isPending={actions.pending === 'status'} onPress={() => void setStatus(status)}>
                  {t(`setStatus.${status}`)}
                </Button>
              ))}
          </div>
          {statusNotice ? <FormNotice tone={statusNotice.tone}>{statusNotice.text}</FormNotice> : null}
        </section>
      </div>
      <section aria-labelledby={ids.thread} className={styles.card}>
        <h2 id={ids.thread} className={styles.sectionTitle}>
          {t('conversation')}
        </h2>
        <TicketThread ticket={ticket} aria-label={t('conversation')} />
      </section>
      <section aria-labelledby={ids.reply} className={styles.card}>
        <h2 id={ids.reply} className={styles.sectionTitle}>
          {t('reply')}
        </h2>
        <TicketReplyForm
          recipient={ticket.email}
          onSubmit={reply}
          isSubmitting={actions.pending === 'reply'}
          serverError={replyError}
          successMessage={replySent}
          aria-label={t('reply')}
        />
      </section>
    </>
  );
}
