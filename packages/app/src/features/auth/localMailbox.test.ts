import { describe, expect, it } from 'vitest';

import { mailboxFor } from './localMailbox';

describe('mailboxFor', () => {
  it('narrows the local mailbox to the address being confirmed', () => {
    expect(mailboxFor('http://localhost:8080/local/mailbox', ' ada+1@example.com ')).toBe(
      'http://localhost:8080/local/mailbox?email=ada%2B1%40example.com',
    );
    expect(mailboxFor('/local/mailbox', 'ada@example.com')).toBe('/local/mailbox?email=ada%40example.com');
  });

  it('shows every address until one is typed', () => {
    expect(mailboxFor('http://localhost:8080/local/mailbox', '  ')).toBe('http://localhost:8080/local/mailbox');
  });
});
