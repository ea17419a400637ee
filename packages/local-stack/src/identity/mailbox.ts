import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { LOCAL_MAILBOX_PATH } from '@ledgerlight/server/providers/identity/localUserPool';
import { z } from 'zod';

/**
 * The local mailbox: in local identity mode no email leaves the machine, so the codes the user pool
 * would have emailed are shown on a page of the app's origin instead (GET /local/mailbox). They are
 * read from cognito-local's own store of the pool, the same value it checks a submitted code
 * against: a code appears when it is sent and disappears once it is used.
 */

/** Where the mailbox page is served. */
export const MAILBOX_PATH = LOCAL_MAILBOX_PATH;

type MailboxPurpose = 'sign-up' | 'password-reset' | 'email-change';

export interface MailboxMessage {
  /** The user's email, where Cognito would have sent the code. */
  readonly email: string;
  readonly purpose: MailboxPurpose;
  readonly code: string;
  /** When the code was issued (the user record's last change). */
  readonly sentAt: Date;
}

const PURPOSE_TEXT: Record<MailboxPurpose, string> = {
  'sign-up': 'Confirm your email',
  'password-reset': 'Reset your password',
  'email-change': 'Verify your new email',
};

const userSchema = z.object({
  Attributes: z.array(z.object({ Name: z.string(), Value: z.string().optional() })).default([]),
  Username: z.string(),
  UserStatus: z.string().optional(),
  ConfirmationCode: z.string().optional(),
  AttributeVerificationCode: z.string().optional(),
  UserLastModifiedDate: z.coerce.date().optional(),
  UserCreateDate: z.coerce.date().optional(),
});
const poolSchema = z.object({ Users: z.record(z.string(), z.unknown()).default({}) });

/** cognito-local's file of one user pool, inside its database directory. */
export function userPoolFile(databaseDir: string, userPoolId: string): string {
  return join(databaseDir, `${userPoolId}.json`);
}

/** The codes waiting in a pool's store (text of cognito-local's `<poolId>.json`), newest first. */
export function mailboxMessagesOf(poolJson: string): MailboxMessage[] {
  const pool = poolSchema.parse(JSON.parse(poolJson));
  const messages: MailboxMessage[] = [];
  for (const raw of Object.values(pool.Users)) {
    const user = userSchema.safeParse(raw);
    if (!user.success) continue;
    const { Attributes, Username, UserStatus, ConfirmationCode, AttributeVerificationCode } = user.data;
    const email = Attributes.find((attribute) => attribute.Name === 'email')?.Value ?? Username;
    const sentAt = user.data.UserLastModifiedDate ?? user.data.UserCreateDate ?? new Date(0);
    if (ConfirmationCode) {
      const purpose: MailboxPurpose = UserStatus === 'UNCONFIRMED' ? 'sign-up' : 'password-reset';
      messages.push({ email, purpose, code: ConfirmationCode, sentAt });
    }
    if (AttributeVerificationCode) {
      messages.push({ email, purpose: 'email-change', code: AttributeVerificationCode, sentAt });
    }
  }
  return messages.sort((a, b) => b.sentAt.getTime() - a.sentAt.getTime() || a.email.localeCompare(b.email));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the waiting codes from a pool file. cognito-local rewrites the file in place, so a read may
 * catch it half written: such a read is retried. A pool without users yet has no file: no codes.
 */
export async function readMailbox(poolFile: string): Promise<MailboxMessage[]> {
  for (let attempt = 1; ; attempt += 1) {
    let text: string;
    try {
      text = await readFile(poolFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    try {
      return mailboxMessagesOf(text);
    } catch (error) {
      if (attempt >= 5) throw error;
      await delay(40 * attempt);
    }
  }
}

const STYLE = `
:root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; }
body { margin: 0; background: Canvas; color: CanvasText; }
main { max-width: 48rem; margin: 2rem auto; padding: 0 1rem; }
h1 { margin: 0 0 0.5rem; }
.badge { display: inline-block; border: 0.125rem solid currentColor; border-radius: 0.25rem; padding: 0 0.5rem; font-size: 0.875rem; font-weight: 600; }
table { width: 100%; border-collapse: collapse; margin: 1.5rem 0; }
caption { text-align: start; font-weight: 600; margin-bottom: 0.5rem; }
th, td { text-align: start; padding: 0.5rem 0.75rem; border-bottom: 0.0625rem solid GrayText; vertical-align: top; }
.code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 1.25rem; font-weight: 700; letter-spacing: 0.125em; }
.empty { border: 0.0625rem solid GrayText; border-radius: 0.5rem; padding: 1rem; margin: 1.5rem 0; }
a { color: LinkText; }
a:focus-visible { outline: 0.1875rem solid Highlight; outline-offset: 0.125rem; }
`;

const STYLE_HASH = createHash('sha256').update(STYLE, 'utf8').digest('base64');

/** The page's Content-Security-Policy: its one style block, nothing else loads, never framed. */
export const MAILBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** Response headers of the page: HTML, the CSP above, never cached (codes change), not indexed. */
export function mailboxPageHeaders(): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': MAILBOX_PAGE_CSP,
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    'referrer-policy': 'no-referrer',
  };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface MailboxPageOptions {
  /** Only this address's codes (the `email` query parameter), compared without case. */
  readonly email?: string;
  /** Where the app is, for the link back. */
  readonly appUrl: string;
}

/** A self-contained HTML page (no scripts, no requests) listing the codes, newest first. */
export function renderMailboxPage(messages: readonly MailboxMessage[], options: MailboxPageOptions): string {
  const filter = options.email?.trim().toLowerCase();
  const shown = filter ? messages.filter((message) => message.email.toLowerCase() === filter) : messages;
  const self = filter ? `${MAILBOX_PATH}?email=${encodeURIComponent(filter)}` : MAILBOX_PATH;
  const whose = filter ? ` for ${escapeHtml(filter)}` : '';
  const rows = shown
    .map(
      (message) =>
        `<tr><td>${escapeHtml(message.email)}</td><td>${PURPOSE_TEXT[message.purpose]}</td>` +
        `<td><span class="code">${escapeHtml(message.code)}</span></td>` +
        `<td><time datetime="${message.sentAt.toISOString()}">${escapeHtml(formatTime(message.sentAt))}</time></td></tr>`,
    )
    .join('');
  const body =
    shown.length === 0
      ? `<p class="empty">No codes are waiting${whose}. Codes appear here when you create an account, ask for a new code or reset a password, and disappear once used. <a href="${self}">Refresh</a></p>`
      : `<table><caption>Codes waiting${whose}, newest first</caption>` +
        '<thead><tr><th scope="col">To</th><th scope="col">Purpose</th><th scope="col">Code</th><th scope="col">Sent</th></tr></thead>' +
        `<tbody>${rows}</tbody></table>` +
        `<p><a href="${self}">Refresh</a> to see codes sent since this page opened.</p>`;
  const all = filter ? `<p><a href="${MAILBOX_PATH}">Show codes for every address</a></p>` : '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>Local mailbox · Ledgerlight</title><style>${STYLE}</style></head>`,
    '<body><main>',
    '<p><span class="badge">Local mode</span></p>',
    '<h1>Local mailbox</h1>',
    '<p>Ledgerlight is running with a local user pool, so no email leaves this machine. ' +
      'The codes it would have emailed you are listed here.</p>',
    body,
    all,
    `<p><a href="${escapeHtml(options.appUrl)}">Back to Ledgerlight</a></p>`,
    '</main></body></html>',
  ].join('\n');
}

function formatTime(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}
