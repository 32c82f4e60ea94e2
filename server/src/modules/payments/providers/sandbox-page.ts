import { formatTaka } from '../../../shared/money.ts';
import { SANDBOX_STYLE_PATH } from './sandbox-page-assets.ts';
import { sandboxPagePath, type SandboxSession } from './sandbox.ts';

const LABELS = { SANDBOX: 'Sandbox', SSLCOMMERZ: 'SSLCommerz', BKASH: 'bKash' } as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The sandbox gateway's payment page, in the shop's styles and font (sandbox-page-assets.ts): it says
 * plainly that it is a test gateway, the amount and what it is for, and four submit buttons of one form (Hold for review:
 * paid, but held as risky, as SSLCommerz does with risk_level 1)
 * (no script, no inline style: it works under a strict Content-Security-Policy).
 */
export function sandboxPaymentPage(session: SandboxSession, productName: string): string {
  const amount = escapeHtml(formatTaka(session.amountPoisha));
  const standsInFor = session.method === 'SANDBOX' ? '' : ` (standing in for ${LABELS[session.method]})`;
  const decided = session.outcome
    ? `<p role="status">This payment was already answered: ${escapeHtml(session.outcome.toLowerCase())}.</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Test payment – ${escapeHtml(productName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${SANDBOX_STYLE_PATH}">
</head>
<body>
<main>
<div class="sandbox-card">
<p class="sandbox-banner">This is a test payment gateway. No real money moves and no card or account is charged.</p>
<h1>Sandbox payment gateway${escapeHtml(standsInFor)}</h1>
<p>This page stands in for a payment gateway so the shop runs offline. Choose what the gateway answers.</p>
<dl>
<dt>Shop</dt><dd>${escapeHtml(productName)}</dd>
<dt>Order</dt><dd>${escapeHtml(session.orderNumber)}</dd>
<dt>For</dt><dd>${escapeHtml(session.description)}</dd>
<dt>Amount</dt><dd class="sandbox-amount">${amount}</dd>
<dt>Transaction</dt><dd>${escapeHtml(session.tranId)}</dd>
</dl>
${decided}
<form method="post" action="${escapeHtml(sandboxPagePath(session.id))}">
<button type="submit" name="outcome" value="PAID">Pay ${amount}</button>
<button type="submit" name="outcome" value="REVIEW">Hold for review</button>
<button type="submit" name="outcome" value="FAILED">Fail</button>
<button type="submit" name="outcome" value="CANCELLED">Cancel</button>
</form>
</div>
</main>
</body>
</html>
`;
}
