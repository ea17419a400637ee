/**
 * zod's configuration object. zod keeps it on `globalThis.__zod_globalConfig` (so that copies of zod
 * share it) and keeps one that exists before it loads: zod tests exactly that ("pre-set
 * globalThis.__zod_globalConfig is preserved on import"), and zodConfig.test.ts checks it here.
 */
interface ZodGlobalConfig {
  jitless?: boolean;
}

type ScopeWithZodConfig = typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };

/**
 * The app's CSP has no 'unsafe-eval', so zod must not compile parsers with `new Function`, nor
 * probe whether it may: it probes when it builds its first object schema, and the browser reports
 * even the caught probe as a CSP violation (Lighthouse: "Issues were logged"). Set at boot, before
 * any chunk with schemas loads, without loading zod itself (it is not part of the first page).
 */
export function configureZodForCsp(scope: ScopeWithZodConfig = globalThis): void {
  const config = scope.__zod_globalConfig ?? {};
  config.jitless = true;
  scope.__zod_globalConfig = config;
}
