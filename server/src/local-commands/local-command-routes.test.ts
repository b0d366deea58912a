import { mkdtemp, rm } from 'node:fs/promises';
import { adminSession } from '@site/test-support/admin-session';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { c as createTar } from 'tar';
import { provisionAccount, provisionAccountIn, provisionDeployToken } from '@site/api/admin-provision';
import { createDeployToken } from '@site/api/ops';
import { waitFor } from '@site/test-support/wait-for';
import { createSiteServer } from '../site/site-server.ts';
import { fakeRemoteBuild, fakeShellDist } from '../test-support/fake-builds.ts';

/**
 * The calls `npm run token:create` and `npm run admin:create` make while a site runs: the machine-local token
 * from this machine opens them, and nothing else does; behind it, the commands' own rules and messages.
 */

jest.setTimeout(30_000);

const LOCAL_TOKEN = 'machine-local-token-for-the-tests-0123456789';
const ORIGIN = 'http://localhost';
const ADMIN = { email: 'ops.admin@riverbend.example', name: 'Ops Admin', password: 'a long test passphrase' };
const EDITOR = {
  email: 'k.ito@riverbend.example',
  name: 'Kenji Ito',
  role: 'editor' as const,
  password: 'an editor passphrase',
};
let dataDir: string;
let app: FastifyInstance;
let session: string;
let deployToken: string;

/** POST `url` with `payload`, from `remoteAddress`, with the machine-local token unless `headers` are given. */
const call = (url: string, payload: unknown, headers?: Record<string, string>, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url,
    headers: headers ?? { authorization: `Bearer ${LOCAL_TOKEN}` },
    payload: payload as object,
    remoteAddress,
  });
const makeToken = (payload: unknown, headers?: Record<string, string>, remoteAddress?: string) =>
  call('/api/local/deploy-tokens', payload, headers, remoteAddress);
const makeAccount = (payload: unknown, headers?: Record<string, string>, remoteAddress?: string) =>
  call('/api/local/accounts', payload, headers, remoteAddress);

const signIn = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/admin/session', headers: { origin: ORIGIN }, payload: { email, password } });

/** Rows of `query` (the audit log, the tokens, the accounts). */
const rows = async (query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as { rows: unknown[] }).rows;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'local-commands-'));
  const shellDist = await fakeShellDist(path.join(dataDir, 'work', 'shell'));
  app = await createSiteServer({ dataDir, releases: { shellDist, localToken: LOCAL_TOKEN } });
  // In the server's own database: provisionAccount would open the directory once more before it.
  await provisionAccountIn(app.db, { ...ADMIN, role: 'admin' });
  session = await adminSession(app, ADMIN);
  deployToken = (await createDeployToken(app.db, { id: null, email: ADMIN.email }, { remote: 'about', label: 'CI' }))
    .token;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('who may call them', () => {
  const token = { remote: 'about', label: 'about team CI' };
  const account = { ...EDITOR, email: 'intruder@riverbend.example' };

  const local = { authorization: `Bearer ${LOCAL_TOKEN}` };
  /** How many deploy tokens and accounts there are. */
  const made = () =>
    rows(sql`select (select count(*) from deploy_tokens) as tokens, (select count(*) from users) as n`);

  it.each<[string, () => Record<string, string>, string]>([
    ['no token', () => ({}), '127.0.0.1'],
    ['a wrong token', () => ({ authorization: `Bearer ${LOCAL_TOKEN}x` }), '127.0.0.1'],
    ['the token from another machine', () => local, '203.0.113.9'],
    ['the token through a proxy on this machine', () => ({ ...local, 'x-forwarded-for': '203.0.113.9' }), '127.0.0.1'],
    ['the token through a proxy that names only itself', () => ({ ...local, via: '1.1 nginx' }), '127.0.0.1'],
    ['a deploy token', () => ({ authorization: `Bearer ${deployToken}` }), '127.0.0.1'],
    ['a staff session', () => ({ origin: ORIGIN, cookie: session }), '127.0.0.1'],
  ])('refuses %s, and makes nothing', async (_case, headers, remoteAddress) => {
    const before = await made();
    for (const answer of [
      await makeToken(token, headers(), remoteAddress),
      await makeAccount(account, headers(), remoteAddress),
    ]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: { code: 'unauthorized', message: 'This call takes the machine-local token, from this machine only.' },
      });
    }
    expect(await made()).toEqual(before);
  });

  it('answers a refused caller before reading its body', async () => {
    // A body no route would take: were it read first, the answer would be about the body, not the caller.
    const answer = await app.inject({
      method: 'POST',
      url: '/api/local/accounts',
      headers: { authorization: `Bearer ${deployToken}`, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('POST /api/local/deploy-tokens', () => {
  it('makes a token that releases its one remote, shown once and audited as this machine', async () => {
    const answer = await makeToken({ remote: 'about', label: 'about team CI' });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { token, id } = answer.json<{ token: string; id: number }>();
    expect(token).toMatch(/^rrdeploy_/);

    const chunks: Buffer[] = [];
    const build = await fakeRemoteBuild(path.join(dataDir, 'work'), 'about-1');
    for await (const chunk of createTar({ gzip: true, cwd: build, portable: true }, ['.']))
      chunks.push(chunk as Buffer);
    const upload = (remote: string) =>
      app.inject({
        method: 'POST',
        url: `/api/releases/${remote}?version=1.0.0`,
        headers: { 'content-type': 'application/gzip', authorization: `Bearer ${token}` },
        payload: Buffer.concat(chunks),
      });
    expect((await upload('services')).json()).toEqual({
      error: { code: 'forbidden', message: 'The deploy token is for about, not services.' },
    });
    const released = await upload('about');
    expect(released.statusCode).toBe(202);
    const record = await waitFor(
      async () => {
        const read = await app.inject({
          url: released.headers.location as string,
          headers: { authorization: `Bearer ${token}` },
        });
        const body = read.json<{ status: string; released_by: string }>();
        return body.status === 'verifying' ? undefined : body;
      },
      { what: 'the release with the new token to settle', timeoutMs: 10_000 },
    );
    expect(record).toMatchObject({ status: 'live', released_by: `deploy token "about team CI" (#${id})` });

    expect(
      await rows(sql`select user_email, summary from audit_log where entity = 'deploy_token' and action = 'create'
        and entity_id = ${id}`),
    ).toEqual([
      { user_email: 'this machine (npm run token:create)', summary: 'deploy token "about team CI" for about' },
    ]);
    const listed = await app.inject({ url: '/api/admin/deploy-tokens', headers: { origin: ORIGIN, cookie: session } });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({
        id,
        remote: 'about',
        label: 'about team CI',
        created_by: 'this machine (npm run token:create)',
      }),
    );
  });

  it('refuses what the command refuses, with the message the command prints with the site stopped', async () => {
    const unknown = { remote: 'no such remote', label: 'CI' };
    const stopped = await provisionDeployToken(unknown).catch((error: Error) => error.message);
    const answer = await makeToken(unknown);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: { code: 'validation_failed', message: stopped } });
    expect(stopped).toBe('Enter a remote’s federation name, such as about or newsContact.');
    expect((await makeToken({ remote: 'about' })).json()).toMatchObject({
      error: { code: 'validation_failed', message: 'Say who or what uses the token.' },
    });
  });
});

describe('POST /api/local/accounts', () => {
  it('creates an account that signs in, audited as this machine', async () => {
    const answer = await makeAccount(EDITOR);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ email: EDITOR.email, role: 'editor', created: true });
    expect((await signIn(EDITOR.email, EDITOR.password)).statusCode).toBe(200);
    expect(
      await rows(
        sql`select user_email, summary from audit_log where entity = 'user' and summary like ${EDITOR.email + '%'}`,
      ),
    ).toEqual([{ user_email: 'this machine (npm run admin:create)', summary: `${EDITOR.email} (editor)` }]);
  });

  it('refuses a second account for the address without reset, as the command does, and resets it with reset', async () => {
    const again = { ...EDITOR, password: 'another long passphrase' };
    const refused = await makeAccount(again);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: {
        code: 'email_taken',
        message: `${EDITOR.email} already has an account. Add --reset to give it a new password.`,
      },
    });
    expect((await signIn(EDITOR.email, again.password)).statusCode).toBe(401);

    const reset = await makeAccount({ ...again, role: 'admin', reset: true });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ email: EDITOR.email, role: 'admin', created: false });
    expect((await signIn(EDITOR.email, again.password)).statusCode).toBe(200);
    expect((await signIn(EDITOR.email, EDITOR.password)).statusCode).toBe(401);
  });

  it('refuses an account the rules refuse, with the message the command prints with the site stopped', async () => {
    const short = { ...EDITOR, email: 'new.person@riverbend.example', password: 'too short' };
    const stopped = await provisionAccount({ ...short, role: 'editor' }).catch((error: Error) => error.message);
    const answer = await makeAccount(short);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: { code: 'validation_failed', message: stopped } });
    expect(stopped).toBe('password: Use at least 12 characters.');
    expect((await signIn(short.email, short.password)).statusCode).toBe(401);
  });
});
