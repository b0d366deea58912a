/**
 * The server's configuration, read from the environment and validated once at boot (STYLE: Server), so a bad
 * setting stops the start with a message that names it instead of failing later in a request.
 */
import { z } from 'zod';
import { isPostgresUrl } from './db/client.ts';

// An empty variable (`DATABASE_URL=`) means "not set", as most shells and .env files intend it.
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(
    unsetWhenEmpty,
    z.coerce
      .number({ error: 'PORT must be a number.' })
      .int('PORT must be a whole number.')
      .min(1, 'PORT must be between 1 and 65535.')
      .max(65535, 'PORT must be between 1 and 65535.')
      .default(8080),
  ),
  // Loopback unless told otherwise: exposing the server is a decision, not an accident.
  HOST: z.preprocess(unsetWhenEmpty, z.string().default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .refine(isPostgresUrl, 'DATABASE_URL must be a postgres:// or postgresql:// URL (or unset for PGlite).')
      .optional(),
  ),
  DATA_DIR: z.preprocess(unsetWhenEmpty, z.string().default('./data')),
});

/** The validated configuration. */
export interface Config {
  /** TCP port to listen on; default 8080. */
  port: number;
  /** Interface to bind; default 127.0.0.1. */
  host: string;
  /** PostgreSQL server URL; absent means PGlite in `${dataDir}/db`. */
  databaseUrl: string | undefined;
  /** Folder for the PGlite database (`db/`) and the media store (`media/`); default ./data. */
  dataDir: string;
}

/**
 * Reads PORT, HOST, DATABASE_URL and DATA_DIR from `env`. Returns the Config; throws one Error listing every
 * bad setting, one line each.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const { PORT, HOST, DATABASE_URL, DATA_DIR } = result.data;
  return { port: PORT, host: HOST, databaseUrl: DATABASE_URL, dataDir: DATA_DIR };
}
