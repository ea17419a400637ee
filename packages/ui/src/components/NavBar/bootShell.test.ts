import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOT_SHELL_HTML } from './bootShell';

/** index.html with the whitespace between tags (the formatter's indentation) left out. */
const indexHtml = readFileSync(new URL('../../../../../index.html', import.meta.url), 'utf8').replace(/>\s+</g, '><');

describe('the app shell in index.html (issue 11: a first paint before the scripts)', () => {
  it('holds the navigation bar inside #root, with the classes NavBar.css.ts styles', () => {
    expect(indexHtml).toContain(`<div id="root">${BOOT_SHELL_HTML}</div>`);
  });
});
