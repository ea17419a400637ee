import { fromPromise } from 'xstate';
import type { NonReducibleUnknown, PromiseActorLogic } from 'xstate';

/**
 * The default of an actor that a machine declares by name in `setup({ actors })`: its types, and no
 * implementation. The app supplies the real one with `machine.provide({ actors })` (each feature's `*.actors.ts` beside its machine, ADR 0036),
 * tests supply fakes the same way; a machine run without it fails that invoke with this error.
 */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(name: string): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The '${name}' actor was not provided: supply it with machine.provide({ actors })`)),
  );
}
