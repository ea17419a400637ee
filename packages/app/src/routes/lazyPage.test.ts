import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

describe('preloading a page (ADR 0014: its chunk downloads beside the session check)', () => {
  it('starts the download once, and the render reuses it', () => {
    const load = vi.fn(async () => ({ Page: () => null }));
    const page = lazyPage(load, 'Page');
    expect(load).not.toHaveBeenCalled();
    page.preload();
    page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed preload: the render that needs the page reports it', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      lazyPage(async () => Promise.reject(new TypeError('offline')), 'Page').preload();
      await new Promise((done) => setTimeout(done, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
