import fp from 'fastify-plugin';

import { createTokenVerifier, remoteKeySource } from '../auth/verifier';
import type { KeySource } from '../auth/verifier';
import type { ServerConfig } from '../config';
import { createAuthHook, USER_DELETED_PREFIX } from '../http/auth';
import type { AuthHook } from '../http/auth';
import { checkRequestInput } from '../http/requestInput';
import { openTaskRows } from '../tasks/taskRows';
import type { TaskRows } from '../tasks/taskRows';
import type { TaskChangeListenerTimings } from '../tasks/taskChangeListener';
import { DATABASE_PLUGIN } from './database';
import { HTTP_PLUGIN } from './http';

/**
 * The bearer-token check of every /api route (after the security headers and CORS, so that a 401
 * still carries them), with the listener of task changes that also carries account deletions to
 * every API process (ADR 0033), and the input check before any schema.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** The task poll's read, and the listener its cache follows on PostgreSQL (tasks/taskRows.ts). */
    taskRows: TaskRows;
    /** The auth hook: forgetUser drops a user's cached tokens in this process. */
    authentication: AuthHook;
    /** The signing keys of ID and access tokens. */
    tokenKeys: KeySource;
  }
}

export interface AuthPluginOptions {
  readonly config: ServerConfig;
  /** Signing keys of ID tokens. Defaults to the JWKS at config.auth.jwksUrl, fetched and cached. */
  readonly keys?: KeySource | undefined;
  /** The task change listener's heartbeat and retry timings (tests shorten or lengthen them). */
  readonly taskListenerTimings?: Partial<TaskChangeListenerTimings> | undefined;
}

export const AUTH_PLUGIN = 'ledgerlight-auth';

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { config, keys: givenKeys, taskListenerTimings }) => {
    const { database } = app;
    app.decorateRequest('user', null);
    const keys = givenKeys ?? remoteKeySource(config.auth.jwksUrl);
    const verifier = createTokenVerifier({ issuer: config.auth.issuer, clientId: config.auth.clientId, keys });
    // One more PostgreSQL connection: the listener of task changes (tasks/taskChangeListener.ts), which
    // also carries account deletions to every API process (ADR 0033).
    const taskRows = openTaskRows(database, {
      cache: config.taskCache,
      logger: app.log,
      listenerTimings: taskListenerTimings,
    });
    app.addHook('onClose', () => taskRows.close());
    const changes = taskRows.changes;
    const authenticate = createAuthHook(verifier, database.db, {
      // Cached tokens are honoured only while deletions by other processes are certain to be heard:
      // PGlite is this process alone; on PostgreSQL, while the listener listens.
      cacheTrusted: () => database.kind !== 'postgres' || changes?.listening === true,
    });
    changes?.on('changed', (payload) => {
      if (payload.startsWith(USER_DELETED_PREFIX)) authenticate.forgetUser(payload.slice(USER_DELETED_PREFIX.length));
    });
    app.addHook('onRequest', authenticate);
    // Strings with U+0000 cannot reach PostgreSQL text, and no body nests deeper than the contract
    // allows: a 400 before the schema and the handler.
    app.addHook('preValidation', checkRequestInput);
    app.decorate('taskRows', taskRows);
    app.decorate('authentication', authenticate);
    app.decorate('tokenKeys', keys);
  },
  { name: AUTH_PLUGIN, fastify: '5.x', dependencies: [DATABASE_PLUGIN, HTTP_PLUGIN] },
);
