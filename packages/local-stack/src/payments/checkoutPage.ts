import { createHash } from 'node:crypto';

import { CHECKOUT_SESSION_PLACEHOLDER } from '@ledgerlight/contract';
import { z } from 'zod';

import type { CardField, CardInput, LocalCheckoutSession } from './localCheckout';

/**
 * The local test checkout page: one self-contained HTML document (no scripts, no external fonts,
 * styles, images or requests), a plain form that POSTs back to /checkout/{sessionId}, labelled
 * fields with autocomplete hints, errors announced with role="alert" and tied to their fields.
 * Serve it with checkoutPageHeaders(): its CSP allows exactly the page's one style block.
 */

/** State of the page after a failed attempt. */
export interface CheckoutPageView {
  /** The message at the top, e.g. "Your card was declined.". */
  readonly error?: string;
  readonly fieldErrors?: Readonly<Partial<Record<CardField, string>>>;
  /** What the user typed (the security code is never echoed). */
  readonly values?: Partial<Pick<CardInput, 'number' | 'expiry' | 'name'>>;
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 28rem; margin: 2rem auto; padding: 0 1rem; }
.badge { display: inline-block; border: 0.125rem solid currentColor; border-radius: 0.25rem; padding: 0 0.5rem; font-size: 0.875rem; font-weight: 600; }
.summary { border: 0.0625rem solid GrayText; border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
.summary p { margin: 0.25rem 0; }
.total { font-size: 1.5rem; font-weight: 700; }
.hint { font-size: 0.875rem; }
.alert { border: 0.125rem solid currentColor; border-radius: 0.5rem; padding: 0.75rem 1rem; font-weight: 600; color: darkred; }
.field { margin: 0 0 1rem; }
.row { display: flex; gap: 1rem; }
.row .field { flex: 1; }
label { display: block; font-weight: 600; margin-bottom: 0.25rem; }
input { box-sizing: border-box; width: 100%; font: inherit; padding: 0.5rem 0.75rem; border: 0.0625rem solid GrayText; border-radius: 0.375rem; background: Field; color: FieldText; }
input[aria-invalid="true"] { border: 0.125rem solid darkred; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 0.1875rem solid Highlight; outline-offset: 0.125rem; }
.field-error { color: darkred; font-size: 0.875rem; margin: 0.25rem 0 0; }
.actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
button { font: inherit; font-weight: 600; padding: 0.625rem 1.25rem; border-radius: 0.375rem; border: 0.125rem solid ButtonText; cursor: pointer; }
button.pay { flex: 1; background: ButtonText; color: ButtonFace; }
button.cancel { background: ButtonFace; color: ButtonText; }
@media (prefers-color-scheme: dark) { .alert, .field-error { color: salmon; } input[aria-invalid="true"] { border-color: salmon; } }
`;

const STYLE_HASH = createHash('sha256').update(STYLE, 'utf8').digest('base64');

/**
 * The Content-Security-Policy of the page: nothing but its own style block and a same-origin form.
 * `redirectOrigins` are the origins the form's answer may redirect to (the session's success and
 * cancel URLs): browsers apply form-action to those redirects too.
 */
function checkoutPageCsp(redirectOrigins: readonly string[] = []): string {
  const formTargets = [...new Set(redirectOrigins)].filter((origin) => /^https?:\/\/[^\s;,']+$/.test(origin));
  return [
    "default-src 'none'",
    `style-src 'sha256-${STYLE_HASH}'`,
    ["form-action 'self'", ...formTargets].join(' '),
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The page's CSP when the form answers on its own origin only. */
export const CHECKOUT_PAGE_CSP = checkoutPageCsp();

/** Response headers for the page (HTML, its CSP, never cached, never framed). */
export function checkoutPageHeaders(redirectOrigins: readonly string[] = []): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': checkoutPageCsp(redirectOrigins),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

/** Escapes text for HTML content and attribute values. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function usd(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

interface FieldSpec {
  readonly name: CardField;
  readonly label: string;
  readonly autocomplete: string;
  readonly inputmode?: string;
  readonly placeholder?: string;
  readonly pattern?: string;
  readonly maxlength: number;
}

const FIELDS: Readonly<Record<CardField, FieldSpec>> = {
  number: {
    name: 'number',
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    placeholder: '4242 4242 4242 4242',
    pattern: '[0-9 \\-]{13,23}',
    maxlength: 23,
  },
  expiry: {
    name: 'expiry',
    label: 'Expiry (MM/YY)',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    placeholder: 'MM/YY',
    pattern: '\\s*[0-9]{1,2}\\s*/\\s*([0-9]{2}|[0-9]{4})\\s*',
    maxlength: 9,
  },
  cvc: {
    name: 'cvc',
    label: 'Security code (CVC)',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    placeholder: '123',
    pattern: '[0-9]{3,4}',
    maxlength: 4,
  },
  name: { name: 'name', label: 'Name on card', autocomplete: 'cc-name', maxlength: 100 },
};

function field(spec: FieldSpec, view: CheckoutPageView): string {
  const id = `card-${spec.name}`;
  const error = view.fieldErrors?.[spec.name];
  const value = spec.name === 'cvc' ? '' : (view.values?.[spec.name] ?? '');
  const attributes = [
    `id="${id}"`,
    `name="${spec.name}"`,
    'type="text"',
    'required',
    `autocomplete="${spec.autocomplete}"`,
    `maxlength="${spec.maxlength}"`,
    spec.inputmode ? `inputmode="${spec.inputmode}"` : '',
    spec.placeholder ? `placeholder="${escapeHtml(spec.placeholder)}"` : '',
    spec.pattern ? `pattern="${escapeHtml(spec.pattern)}"` : '',
    value ? `value="${escapeHtml(value)}"` : '',
    error ? `aria-invalid="true" aria-describedby="${id}-error"` : '',
  ].filter((attribute) => attribute !== '');
  return [
    '<div class="field">',
    `<label for="${id}">${escapeHtml(spec.label)}</label>`,
    `<input ${attributes.join(' ')}>`,
    error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : '',
    '</div>',
  ].join('');
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The checkout page of a session: the order, the test-card notice and the card form while it is
 * open; a short notice with a way back once it is paid or expired.
 */
export function renderCheckoutPage(session: LocalCheckoutSession, view: CheckoutPageView = {}): string {
  const price = usd(session.amountCents);
  const heading = [
    '<header>',
    '<p><span class="badge">Test mode</span></p>',
    '<h1 id="checkout-title">Ledgerlight checkout</h1>',
    '</header>',
    '<section class="summary" aria-labelledby="summary-title">',
    '<h2 id="summary-title">Your order</h2>',
    `<p>${escapeHtml(session.packageName)}: ${session.credits} ${session.credits === 1 ? 'credit' : 'credits'}</p>`,
    `<p class="total">Total ${price}</p>`,
    '</section>',
  ].join('\n');

  if (session.paid) {
    return page(
      'Payment complete - Ledgerlight',
      `<main aria-labelledby="checkout-title">${heading}<p role="status">This checkout is complete. Thank you!</p><p><a href="${escapeHtml(successRedirectOf(session))}">Continue to Ledgerlight</a></p></main>`,
    );
  }
  if (session.status !== 'open') {
    return page(
      'Checkout expired - Ledgerlight',
      `<main aria-labelledby="checkout-title">${heading}<p role="status">This checkout session has expired.</p><p><a href="${escapeHtml(session.cancelUrl)}">Return to Ledgerlight</a></p></main>`,
    );
  }

  const alert = view.error ? `<div class="alert" role="alert" id="checkout-error">${escapeHtml(view.error)}</div>` : '';
  const form = [
    `<form method="post" action="/checkout/${encodeURIComponent(session.id)}" aria-labelledby="pay-title"${view.error ? ' aria-describedby="checkout-error"' : ''}>`,
    '<h2 id="pay-title">Pay with card</h2>',
    '<p class="hint" id="test-cards">This is a test checkout: no money moves. Use <strong>4242 4242 4242 4242</strong> with any future expiry date and any 3-digit code. The card <strong>4000 0000 0000 0002</strong> is declined. Do not enter a real card.</p>',
    field(FIELDS.number, view),
    '<div class="row">',
    field(FIELDS.expiry, view),
    field(FIELDS.cvc, view),
    '</div>',
    field(FIELDS.name, view),
    '<div class="actions">',
    `<button type="submit" class="pay" name="action" value="pay">Pay ${price}</button>`,
    '<button type="submit" class="cancel" name="action" value="cancel" formnovalidate>Cancel</button>',
    '</div>',
    '</form>',
  ].join('\n');
  return page(
    `${view.error ? 'Error: ' : ''}Pay ${price} - Ledgerlight`,
    `<main aria-labelledby="checkout-title">\n${heading}\n${alert}\n${form}\n</main>`,
  );
}

/** The page for a checkout link that does not exist (or no longer does). */
export function renderCheckoutNotFoundPage(): string {
  return page(
    'Checkout not found - Ledgerlight',
    [
      '<main aria-labelledby="checkout-title">',
      '<header>',
      '<p><span class="badge">Test mode</span></p>',
      '<h1 id="checkout-title">Checkout not found</h1>',
      '</header>',
      '<p>This checkout link is not valid. Start a new purchase from the Credits page of Ledgerlight.</p>',
      '</main>',
    ].join('\n'),
  );
}

const formSchema = z.object({
  action: z.enum(['pay', 'cancel']).default('pay'),
  number: z.string().max(40).default(''),
  expiry: z.string().max(20).default(''),
  cvc: z.string().max(10).default(''),
  name: z.string().max(200).default(''),
});

/**
 * The submitted form (urlencoded fields, parsed by the route): pay with a card, or cancel.
 * Missing fields read as empty and are reported by the card check; oversized ones as empty too.
 */
export function parseCheckoutForm(fields: unknown): { action: 'cancel' } | { action: 'pay'; card: CardInput } {
  const record = typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
  const text = (key: string) => {
    const value = record[key];
    return typeof value === 'string' ? value : undefined;
  };
  const parsed = formSchema.safeParse({
    action: text('action'),
    number: text('number'),
    expiry: text('expiry'),
    cvc: text('cvc'),
    name: text('name'),
  });
  if (!parsed.success) {
    return text('action') === 'cancel'
      ? { action: 'cancel' }
      : { action: 'pay', card: { number: '', expiry: '', cvc: '', name: '' } };
  }
  const { action, ...card } = parsed.data;
  return action === 'cancel' ? { action } : { action, card };
}

/** successUrl with the placeholder replaced by the session id (as Stripe does). */
export function successRedirectOf(session: Pick<LocalCheckoutSession, 'id' | 'successUrl'>): string {
  return session.successUrl.split(CHECKOUT_SESSION_PLACEHOLDER).join(encodeURIComponent(session.id));
}
