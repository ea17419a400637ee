/**
 * The instant the e2e run lives at: the server's sandbox bank and worker read it (SANDBOX_CLOCK in
 * playwright.config.ts's webServer env, docs/deploy.md) and the built-app spec's browsers are fixed
 * to it (`clock.setFixedTime`). Bank histories, analyses, month names, relative dates and the
 * footer's year then come out the same whatever the real date; screenshots depend on it, so
 * changing it means recording the built-app baselines again.
 */
export const FROZEN_NOW = '2026-06-15T12:00:00.000Z';
