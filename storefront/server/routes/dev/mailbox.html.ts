import type { MailboxMessage } from '../../services/mail/outbox';

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/** Only web links become anchors; anything else (`javascript:`) is shown as text. */
function isWebLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}

function renderMessage(message: MailboxMessage): string {
  const links = message.links
    .map((link) => `<li>${isWebLink(link) ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(link)}</li>`)
    .join('');
  return `<article>
<h2>${escapeHtml(message.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(message.recipient)}</dd>
<dt>Kind</dt><dd>${escapeHtml(message.kind)}</dd>
<dt>Queued</dt><dd><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(message.created_at)}</time></dd>
</dl>
<pre>${escapeHtml(message.text)}</pre>
${links ? `<h3>Links</h3><ul>${links}</ul>` : ''}
</article>`;
}

/**
 * The development mailbox page: every email in the outbox with its links, newest first.
 * Server-rendered and self-contained (no script), every value escaped: recipients and
 * names are whatever people typed in.
 */
export function renderMailboxPage(messages: MailboxMessage[], recipient?: string): string {
  const filter = recipient ? ` for ${escapeHtml(recipient)}` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Mailbox${filter} · Rigsmith development</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 50rem; padding: 0 1rem; color: #1a1a1a; }
article { border: 1px solid #767676; border-radius: 0.5rem; padding: 1rem; margin-block: 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
pre { white-space: pre-wrap; background: #f3f3f3; padding: 0.75rem; }
a { color: #0b57d0; }
</style>
</head>
<body>
<main>
<h1>Mailbox${filter}</h1>
<p>Emails the shop has queued, newest first. They are only shown here in development; with <code>SMTP_URL</code> set they are also sent.</p>
<form method="get" action="">
<label for="recipient">Recipient</label>
<input id="recipient" name="recipient" type="email" value="${escapeHtml(recipient ?? '')}">
<button type="submit">Filter</button>
</form>
${messages.length > 0 ? messages.map(renderMessage).join('\n') : '<p>No emails yet.</p>'}
</main>
</body>
</html>
`;
}
