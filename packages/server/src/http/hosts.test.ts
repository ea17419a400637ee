import { describe, expect, it } from 'vitest';

import { hostnameOf, servedHostnames } from './hosts';

describe('the Host allow-list of local mode', () => {
  it('reads the hostname of a Host header, and nothing from what is not one', () => {
    expect(hostnameOf('LOCALHOST:8181')).toBe('localhost');
    expect(hostnameOf('127.0.0.1')).toBe('127.0.0.1');
    expect(hostnameOf('[::1]:8080')).toBe('[::1]');
    expect(hostnameOf('[0:0:0:0:0:0:0:1]:8080')).toBe('[::1]');
    for (const host of [
      undefined,
      '',
      'evil.example@localhost',
      'localhost/x',
      'localhost:80:80',
      'local host',
      '[::1',
    ]) {
      expect(hostnameOf(host), String(host)).toBeUndefined();
    }
  });

  it('serves the loopback names, a specific listening address and the configured origins', () => {
    expect([...servedHostnames({ listenHost: '0.0.0.0', origins: [] })]).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect([...servedHostnames({ listenHost: '::', origins: [] })]).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect(
      servedHostnames({
        listenHost: '192.168.1.20',
        origins: ['http://ledgerlight.home.arpa:8080', 'https://app.example.com', 'not a url'],
      }),
    ).toEqual(new Set(['localhost', '127.0.0.1', '[::1]', '192.168.1.20', 'ledgerlight.home.arpa', 'app.example.com']));
    expect(servedHostnames({ listenHost: 'fd00::20', origins: [] }).has('[fd00::20]')).toBe(true);
  });
});
