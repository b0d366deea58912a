/**
 * npm run admin:create -- --email <address> --name "<name>" [--role admin|editor] [--data-dir <dir>] [--reset]
 *
 * Creates an admin account (docs/design.md#product-decisions: the first admin comes from the command line; no default password
 * exists anywhere). The password is asked for twice without echo, or read from the first line of standard
 * input when that is not a terminal (for scripts); it is never an argument, which other users could read in
 * the process list. `--reset` gives an existing account a new password and reactivates it.
 *
 * Database: DATABASE_URL (PostgreSQL) when set, otherwise the embedded database in `<data dir>/db`, where the
 * data dir is --data-dir, else DATA_DIR, else ./data. The embedded database belongs to one process at a time:
 * run this while the site is stopped (it refuses otherwise).
 */
import { parseArgs } from 'node:util';
import { provisionAccount } from '@site/api/admin-provision';
import { databaseTarget } from './database-target.ts';

const USAGE =
  'Usage: npm run admin:create -- --email <address> --name "<full name>" [--role admin|editor] [--data-dir <dir>] [--reset]';

/** Reads one line from a terminal without showing what is typed. Ctrl-C aborts. */
function askHidden(question: string): Promise<string> {
  const { stdin, stdout } = process;
  stdout.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          finish();
          stdout.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          finish();
          stdout.write('\n');
          reject(new Error('Cancelled.'));
          return;
        }
        typed = char === '\u007f' || char === '\b' ? typed.slice(0, -1) : typed + char;
      }
    };
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
}

/** The first line of standard input (a password piped in by a script). */
async function readFirstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await askHidden('Password (at least 12 characters): ');
  const second = await askHidden('The same password again: ');
  if (first !== second) throw new Error('The two passwords differ. Nothing was changed.');
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      'data-dir': { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.email || !values.name) throw new Error(`--email and --name are required.\n${USAGE}`);
  if (values.role !== 'admin' && values.role !== 'editor') throw new Error('--role must be admin or editor.');

  const { databaseUrl, pgliteDir } = databaseTarget(values['data-dir']);

  const password = await readPassword();
  const result = await provisionAccount({
    databaseUrl,
    pgliteDir,
    email: values.email,
    name: values.name,
    role: values.role,
    password,
    reset: values.reset,
  });
  const where = databaseUrl ? 'the PostgreSQL database' : pgliteDir;
  console.log(
    `${result.created ? 'Created' : 'Reset'} the ${result.role} account ${result.email} in ${where}. ` +
      'Sign in at /admin/login.',
  );
}

try {
  await main();
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
