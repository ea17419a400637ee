import fp from 'fastify-plugin';

import type { ServerConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Database } from '../db/database';

/**
 * The database every other plugin reads (`app.database`): the one given, or config.database opened
 * (and migrated) here and closed with the app.
 */

declare module 'fastify' {
  interface FastifyInstance {
    /** PGlite or PostgreSQL (db/database.ts). */
    database: Database;
  }
}

export interface DatabasePluginOptions {
  readonly config: ServerConfig;
  /** An open database, owned by the caller (tests); config.database is opened when absent. */
  readonly database?: Database | undefined;
}

export const DATABASE_PLUGIN = 'ledgerlight-database';

export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const database =
      options.database ??
      (await openDatabase(options.config.database, {
        onConnectionError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
      }));
    if (options.database === undefined) app.addHook('onClose', () => database.close());
    app.decorate<Database>('database', database);
  },
  { name: DATABASE_PLUGIN, fastify: '5.x' },
);
