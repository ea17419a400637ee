import { describe, expect, it } from 'vitest';
import { configureZodForCsp } from './zodConfig';

describe('configureZodForCsp', () => {
  it("turns zod's JIT off in the configuration zod reads when it loads, after the fact too", async () => {
    configureZodForCsp();
    // Loaded only now, as in the browser, where zod arrives with the first page that needs it.
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
    expect(config()).toBe((globalThis as typeof globalThis & { __zod_globalConfig?: object }).__zod_globalConfig);
    // A zod built now never tries `new Function`.
    const { z } = await import('zod');
    expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });

  it('keeps what else the configuration says', () => {
    const scope = { __zod_globalConfig: { jitless: false, customError: 'kept' } } as unknown as Parameters<
      typeof configureZodForCsp
    >[0];
    configureZodForCsp(scope);
    expect(scope?.__zod_globalConfig).toEqual({ jitless: true, customError: 'kept' });
  });
});
