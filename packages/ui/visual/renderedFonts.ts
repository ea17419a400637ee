import { cdp } from 'vitest/browser';

/** The part of a DevTools protocol DOM node this walk reads. */
interface DomNode {
  readonly nodeId: number;
  readonly children?: readonly DomNode[];
  readonly contentDocument?: DomNode;
}

const PROBE = 'data-font-probe';

/** The documents of every frame in the tree (the test runs in an iframe of the runner's page). */
function frameDocuments(node: DomNode, found: DomNode[] = []): DomNode[] {
  if (node.contentDocument) found.push(node.contentDocument, ...frameDocuments(node.contentDocument));
  for (const child of node.children ?? []) frameDocuments(child, found);
  return found;
}

/** The element's own text, shortened, to name it in a failure. */
function label(element: Element): string {
  const own = [...element.childNodes]
    .filter((child) => child.nodeType === Node.TEXT_NODE)
    .map((child) => child.textContent ?? '')
    .join('')
    .trim();
  const text = own || (element instanceof HTMLInputElement ? element.value || element.placeholder : '');
  return `<${element.tagName.toLowerCase()}> "${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

/**
 * The text under `root` that Chromium drew with a font that is not one of the page's web fonts, as
 * `<tag> "text": Family` lines (empty when every glyph came from a bundled face).
 *
 * Asks Chromium itself (DevTools' "Rendered fonts", CSS.getPlatformFontsForNode) which fonts the
 * laid-out text used, so it sees what the pixels show: a family missing from the stack, a glyph
 * that no bundled face covers, or a face that had not loaded when the screenshot was taken.
 */
export async function systemFontsIn(root: Element): Promise<string[]> {
  const elements = [root, ...root.querySelectorAll('*')].filter(
    (element) => !(element instanceof SVGElement) || element instanceof SVGTextContentElement,
  );
  elements.forEach((element, index) => element.setAttribute(PROBE, String(index)));
  const session = cdp();
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root: top } = await session.send('DOM.getDocument', { depth: -1, pierce: true });
    const nodeIds: number[] = [];
    for (const document of frameDocuments(top)) {
      const found = await session.send('DOM.querySelectorAll', { nodeId: document.nodeId, selector: `[${PROBE}]` });
      nodeIds.push(...found.nodeIds);
    }
    if (nodeIds.length !== elements.length) {
      throw new Error(
        `found ${nodeIds.length} of the ${elements.length} probed elements through the DevTools protocol`,
      );
    }
    // The calls are pipelined: one round trip's latency for the whole story, not one per element.
    const probes = await Promise.all(
      nodeIds.map(async (nodeId) => {
        const [{ attributes }, { fonts }] = await Promise.all([
          session.send('DOM.getAttributes', { nodeId }),
          session.send('CSS.getPlatformFontsForNode', { nodeId }),
        ]);
        return { element: elements[Number(attributes[attributes.indexOf(PROBE) + 1])], fonts };
      }),
    );
    const problems = probes.flatMap(({ element, fonts }) =>
      fonts
        .filter((font) => !font.isCustomFont)
        .map((font) => `${element ? label(element) : 'an element'}: ${font.familyName}`),
    );
    return [...new Set(problems)];
  } finally {
    elements.forEach((element) => element.removeAttribute(PROBE));
    await session.send('CSS.disable');
    await session.send('DOM.disable');
  }
}
