/**
 * The local mailbox (local identity mode): the server's page listing the codes cognito-local would
 * have emailed. The auth modal links to it from confirm and reset, for the address being typed.
 */

/** The mailbox page showing only this address's codes (every address when none is typed yet). */
export function mailboxFor(mailboxUrl: string, email: string): string {
  const address = email.trim();
  if (address === '') return mailboxUrl;
  const url = new URL(mailboxUrl, 'http://mailbox.invalid');
  url.searchParams.set('email', address);
  return url.origin === 'http://mailbox.invalid' ? `${url.pathname}${url.search}` : url.toString();
}
