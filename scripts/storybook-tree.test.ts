import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { paths } from '../packages/app/src/config/paths';
import { routeMap } from '../.storybook/routeMap';

/** The Storybook tree's four parts, in the sidebar's order after the Overview. */
const ROOTS = ['Foundations', 'Components', 'Screens', 'Pages'] as const;
/** Pages that wire the app rather than draw a screen: they have no Screen of the same name. */
const WIRING_PAGES = ['AppRoutes', 'ProtectedRoute', 'AgentResultView'];
/** Paths that only redirect: they have no screen of their own. */
const REDIRECTS: readonly string[] = [paths.agentsRedirect, paths.financialAgent];

interface StoryFile {
  readonly file: string;
  readonly title: string;
  readonly autodocs: boolean;
  readonly exports: readonly string[];
}

const storyFiles: StoryFile[] = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', '*.stories.tsx'],
  { encoding: 'utf8' },
)
  .split('\n')
  .filter(Boolean)
  .map((file) => {
    const source = readFileSync(file, 'utf8');
    const title = /^ {2}title: '([^']+)'/m.exec(source)?.[1];
    if (!title) throw new Error(`${file} has no title in its meta`);
    const exports = [...source.matchAll(/^export const (\w+)(?::|\s*=)/gm)].map((match) => match[1] ?? '');
    return { file, title, autodocs: /^ {2}tags: \[[^\]]*'autodocs'/m.test(source), exports };
  });

const overview = readFileSync('.storybook/Overview.mdx', 'utf8');

describe('the Storybook tree', () => {
  it('puts every story under Foundations, Components, Screens or Pages', () => {
    const outside = storyFiles.filter(({ title }) => !ROOTS.some((root) => title.startsWith(`${root}/`)));
    expect(outside.map(({ file, title }) => `${file}: ${title}`)).toEqual([]);
  });

  it('names a Page after the Screen it wires, so one screen has one name', () => {
    const names = (root: string) =>
      storyFiles.filter(({ title }) => title.startsWith(`${root}/`)).map(({ title }) => title.split('/')[1] ?? '');
    const screens = new Set(names('Screens'));
    const unmatched = names('Pages').filter((name) => !screens.has(name) && !WIRING_PAGES.includes(name));
    expect(unmatched).toEqual([]);
  });

  it('gives every Foundation, Component and Screen a docs page', () => {
    const withoutDocs = storyFiles.filter(({ title, autodocs }) => !title.startsWith('Pages/') && !autodocs);
    expect(withoutDocs.map(({ file }) => file)).toEqual([]);
  });
});

describe('the Overview page', () => {
  const ids = new Set(
    storyFiles.flatMap(({ title, autodocs, exports }) => [
      ...exports.map((name) => toId(title, storyNameFromExport(name))),
      ...(autodocs ? [toId(title, 'docs')] : []),
    ]),
  );

  it('maps every route of the app', () => {
    const routes = Object.values(paths).filter((path) => !REDIRECTS.includes(path));
    const mapped = new Set(routeMap.map((row) => row.route));
    expect(routes.filter((path) => !mapped.has(path))).toEqual([]);
    expect(routeMap.filter((row) => row.screens.length === 0 || row.pages.length === 0)).toEqual([]);
  });

  it('links only to stories and docs pages that exist', () => {
    const inline = [...overview.matchAll(/\?path=\/(?:docs|story)\/([\w-]+)/g)].map((match) => match[1] ?? '');
    const links = [...inline, ...routeMap.flatMap((row) => [...row.screens, ...row.pages].map(([, id]) => id))];
    expect(links.length).toBeGreaterThan(40);
    expect(links.filter((id) => !ids.has(id))).toEqual([]);
  });
});
