// The stand-in's checkout page: what is being paid, and one button per thing that can happen.
// Plain HTML forms (no script), labelled, usable at 320 px and by keyboard.

const esc = (s) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const naira = (kobo) => `₦${(kobo / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 30rem; padding: 1rem; color: #1a1a1a; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0; }
  form { margin: 0.75rem 0; }
  button { width: 100%; min-height: 48px; font: inherit; border-radius: 8px; border: 1px solid #1a1a1a; background: #fff; cursor: pointer; }
  button.primary { background: #0b6b3a; color: #fff; border-color: #0b6b3a; }
  .note { color: #4a4a4a; font-size: 0.875rem; }`;

function head(title) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>`;
}

const button = (code, outcome, label, primary = false) =>
  `<form method="post" action="/checkout/${esc(code)}/pay"><input type="hidden" name="outcome" value="${esc(outcome)}"><button type="submit"${primary ? ' class="primary"' : ''}>${esc(label)}</button></form>`;

export function renderCheckoutPage(tx) {
  const open = tx.status === 'abandoned';
  return `${head('Pay - Paystack test checkout')}
<body>
<main>
<h1>Paystack test checkout</h1>
<p class="note">Local stand-in: no money moves. Pick what happens to this payment.</p>
<p>${esc(tx.email)} pays</p>
<p class="amount">${naira(tx.amount)}</p>
<p class="note">Reference ${esc(tx.reference)}</p>
${open ? `${button(tx.accessCode, 'card_success', 'Pay with test card (succeeds)', true)}
${button(tx.accessCode, 'card_failure', 'Pay with test card (declined)')}
${button(tx.accessCode, 'transfer', 'Pay by bank transfer (confirmed after a short wait)')}
${button(tx.accessCode, 'close', 'Close the checkout without paying')}` : `<p role="status">This payment is ${esc(tx.status)}.</p>`}
</main>
</body>
</html>`;
}

export function renderDonePage(tx) {
  return `${head('Payment - Paystack test checkout')}
<body><main><h1>Paystack test checkout</h1><p role="status">This payment is ${esc(tx.status)}.</p></main></body>
</html>`;
}
