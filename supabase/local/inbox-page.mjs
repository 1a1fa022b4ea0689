// The inbox as an accessible HTML page: newest first, links clickable, codes large.

const esc = (s) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** @param {import('./inbox.mjs').InboxMessage[]} messages */
export function renderInboxPage(messages) {
  const items = messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox - Magani Health</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1a1a1a; }
  ul { padding: 0; list-style: none; }
  .messages > li { border: 1px solid #767676; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; }
  a { color: #0b57d0; }
  .meta { color: #4a4a4a; font-size: 0.875rem; }
  .otp { font-size: 1.5rem; font-weight: 700; letter-spacing: 0.2em; }
  pre { white-space: pre-wrap; font: inherit; }
</style>
</head>
<body>
<main>
<h1>Local inbox</h1>
<p>E-mail and SMS sent by the local backend, newest first. <a href="/">Refresh</a></p>
${messages.length ? `<ul class="messages" aria-label="Messages">\n${items}\n</ul>` : '<p role="status">No messages yet.</p>'}
</main>
</body>
</html>`;
}

function renderMessage(m) {
  const kind = m.type === 'sms' ? 'SMS' : 'E-mail';
  const links = m.links.length
    ? `<ul aria-label="Links">${m.links.map((l) => `<li><a href="${esc(l)}">${esc(linkLabel(l))}</a></li>`).join('')}</ul>`
    : '';
  return `<li>
  <article aria-labelledby="msg-${esc(m.id)}">
    <h2 id="msg-${esc(m.id)}">${esc(kind)}: ${esc(m.subject || m.text.slice(0, 60))}</h2>
    <p class="meta">To <strong>${esc(m.to)}</strong> from ${esc(m.from)}, <time datetime="${esc(m.createdAt)}">${esc(m.createdAt)}</time></p>
    ${m.otp ? `<p>Code: <span class="otp">${esc(m.otp)}</span></p>` : ''}
    <pre>${esc(m.text)}</pre>
    ${links}
  </article>
</li>`;
}

function linkLabel(link) {
  if (link.includes('/confirm?')) return 'Confirm e-mail address';
  if (link.includes('type=recovery')) return 'Reset password';
  if (link.includes('type=magiclink')) return 'Sign in';
  return link;
}
