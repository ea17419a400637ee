import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { preloadRoute, routeTable } from './routeTable';

afterEach(() => vi.restoreAllMocks());

/** Spies on the preload of the page at `path` in the route table (lazy pages carry one). */
function spyOnPreload(path: string) {
  const entry = routeTable.find((candidate) => candidate.path === path);
  if (!entry || !('page' in entry) || !('preload' in entry.page)) {
    throw new Error(`${path} has no preloadable page`);
  }
  return vi.spyOn(entry.page, 'preload').mockImplementation(() => undefined);
}

describe('preloadRoute (ADR 0014: the first page downloads beside the session check)', () => {
  it('starts the page of the URL the browser opened, parameters included', () => {
    const dashboard = spyOnPreload(paths.dashboard);
    const result = spyOnPreload(paths.result);
    preloadRoute('/dashboard', true);
    preloadRoute('/results/fraud_detection/task-1', true);
    expect(dashboard).toHaveBeenCalledTimes(1);
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('starts the dashboard for / when a session may exist', () => {
    const dashboard = spyOnPreload(paths.dashboard);
    preloadRoute('/', true);
    expect(dashboard).toHaveBeenCalledTimes(1);
    preloadRoute('/', false);
    expect(dashboard).toHaveBeenCalledTimes(1);
  });

  it('starts /welcome for a protected page when no session can exist (the guard redirects there)', () => {
    const welcome = spyOnPreload(paths.welcome);
    const dashboard = spyOnPreload(paths.dashboard);
    preloadRoute('/dashboard', false);
    expect(welcome).toHaveBeenCalledTimes(1);
    expect(dashboard).not.toHaveBeenCalled();
  });

  it('starts nothing for an unknown path', () => {
    const spies = [paths.welcome, paths.dashboard, paths.about].map(spyOnPreload);
    preloadRoute('/no/such/page', true);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  });
});
