import '@ledgerlight/ui/global';
import { vars } from '@ledgerlight/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { systemFontsIn } from './renderedFonts';

/** A line of text in the given font stack, laid out, with every face it needs loaded. */
async function textIn(fontFamily: string, text: string): Promise<HTMLElement> {
  const line = document.createElement('p');
  line.style.fontFamily = fontFamily;
  line.textContent = text;
  document.body.append(line);
  line.getBoundingClientRect();
  await document.fonts.ready;
  return line;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('systemFontsIn', () => {
  it('names text that a system font drew', async () => {
    const line = await textIn('monospace', 'Analysis #42');
    expect(await systemFontsIn(line)).toEqual([expect.stringMatching(/^<p> "Analysis #42": .+/)]);
  });

  it('names an emoji that the stack leaves to a system font', async () => {
    const line = await textIn("'Inter Variable', sans-serif", 'Coffee ☕');
    expect(await systemFontsIn(line)).toHaveLength(1);
  });

  it('passes text, ids and emoji in the theme stacks: every face is bundled', async () => {
    const body = await textIn(vars.font.family.body, 'Dining Out 🍽️ ✈️ ☕ · 1,234.56 – “Rent” … ©');
    const mono = await textIn(vars.font.family.mono, 'Analysis #3f2a9c {"icon": "🏠"}');
    expect(await systemFontsIn(body)).toEqual([]);
    expect(await systemFontsIn(mono)).toEqual([]);
  });
});
