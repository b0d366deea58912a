/**
 * npm run admin:create -- --email <address> --name "<name>" [--role admin|editor] [--data-dir <dir>] [--reset]
 *
 * Creates an admin account (docs/design.md#product-decisions: the first admin comes from the command line; no default password
 * exists anywhere). The password is asked for twice without echo, or read from the first line of standard
 * input when that is not a terminal (for scripts); it is never an argument, which other users could read in
 * the process list. `--reset` gives an existing account a new password and reactivates it.
 *
 * Works with the site running or stopped: while a web server runs on the data folder (--data-dir, else DATA_DIR,
 * else ./data) it holds the database, so the account is made through it, over loopback with its machine-local
 * token, as `npm run release` does. With no site running, in DATABASE_URL (PostgreSQL) when set, otherwise in the
 * embedded database in `<data dir>/db`. Either way with the same rules, messages and audit line
 * (provisionAccount).
 */
import { parseArgs } from 'node:util';
import { provisionAccount, type ProvisionOptions, type ProvisionResult } from '@site/api/admin-provision';
import { callLocalServer, commandTarget } from './database-target.ts';

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
  const { role } = values;
  if (role !== 'admin' && role !== 'editor') throw new Error('--role must be admin or editor.');

  // Before the password is asked for: a database another process holds is refused without it.
  const target = await commandTarget(values['data-dir']);

  const password = await readPassword();
  const account: Omit<ProvisionOptions, 'databaseUrl' | 'pgliteDir'> = {
    email: values.email,
    name: values.name,
    role,
    password,
    reset: values.reset,
  };
  const result =
    'server' in target
      ? await callLocalServer<ProvisionResult>(target.server, 'admin:create', account)
      : await provisionAccount({ ...target.database, ...account });
  const { where } = target;
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
