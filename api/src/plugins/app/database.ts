/**
 * The database as a typed decorator (`app.db`), closed when the app closes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseConnection } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL), migrated and ready. */
    db: Database;
  }
}

async function databasePlugin(app: FastifyInstance, options: { connection: DatabaseConnection }): Promise<void> {
  app.decorate('db', options.connection.db);
  app.addHook('onClose', async () => {
    await options.connection.close();
  });
}

/** Decorates the instance with `db` from an open connection and closes it on `app.close()`. */
export const database = fp(databasePlugin, { name: 'database' });
