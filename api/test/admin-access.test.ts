import './test-support/vm-modules.ts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { contact_submissions, drafts, news, physicians, revisions } from '../src/db/schema.ts';
import { ORDERED_LISTS } from '../src/admin/routes/lists.ts';
import { createDeployToken } from '../src/releases/deploy-tokens.ts';
import { addUser, callerWith, multipartFile, signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildContactForm, buildNewsItem, buildPhysician, buildSeedContent } from './test-support/builders.ts';
import { buildSettings } from '@site/test-support/builders';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * The access matrix (every /api/admin/* call answers 401 without a valid session and 403 for a role
 * that may not): every admin route, called with no session, as an editor and as an admin, with a valid
 * request, so a 2xx shows the call really works for a role that may make it.
 */

let testApp: TestApp;
let png: Buffer;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent(), { mail: null });
  png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

type Access = 'editor' | 'admin';

/** What one call needs: a URL (fresh fixtures where the call consumes them) and a body. */
interface Call {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

interface Case {
  /** `METHOD /pattern`, as the router lists it. */
  route: string;
  access: Access;
  /** The status a role that may call it gets. */
  ok: number;
  prepare: (ctx: { app: FastifyInstance; password: string }) => Promise<Call>;
}

const insertId = async (app: FastifyInstance, table: typeof physicians | typeof news, values: object) => {
  const [row] = await app.db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  return row!.id;
};
const physicianId = (app: FastifyInstance) => insertId(app, physicians, buildPhysician());
const newsId = (app: FastifyInstance) => insertId(app, news, buildNewsItem());
const messageId = async (app: FastifyInstance) => {
  const { submit: _submit, ...form } = buildContactForm();
  const [row] = await app.db
    .insert(contact_submissions)
    .values({ ...form, client_address_hash: 'x' })
    .returning({ id: contact_submissions.id });
  return row!.id;
};
/** A revision of a fresh story, as an edit of it would have kept. */
const revisionId = async (app: FastifyInstance) => {
  const id = await newsId(app);
  const [row] = await app.db
    .insert(revisions)
    .values({
      entity: 'news',
      entity_id: id,
      user_email: 'matrix@riverbend.example',
      action: 'update',
      values: { ...buildNewsItem(), id, title: 'Matrix, as it was' },
    })
    .returning({ id: revisions.id });
  return row!.id;
};
const upload = () => multipartFile(png);
const physicianForm = { category: 'physician', full_name: 'Lee Matrix, MD', last_name: 'Matrix' };
const newsForm = { title: 'Matrix', intro_text: 'Intro.', published_date: '2026-01-02', full_text: '<p>Text.</p>' };

const LIST_BODIES: Record<string, object> = {
  '/locations': { name: 'Matrix Imaging', address: null, phone: null, url: null, latitude: null, longitude: null },
  '/numbers': { title: 'Matrix desk', subtitle: null, text: '(937) 555-0150' },
  '/contacts': {
    group: 'careers',
    title: 'Recruiter',
    full_name: 'Matrix Person',
    phone: '(937) 555-0151',
    // Without an address: setting one is an admin's (admin-only-fields.test.ts), which would make it 403 here.
    email: null,
    hours: null,
  },
  '/quick-facts': { number: '12', title: 'Matrix facts' },
  '/testimonials': { text: 'Kind words.', name: 'March 2026', location: 'Matrix Clinic' },
  '/rotator': { title: 'Matrix slide', text: 'Slide text.' },
  '/outreach': { title: 'Matrix event', intro_text: 'About it.', video: null, link: null, link_text: null },
};

const listCases = ORDERED_LISTS.flatMap((list): Case[] => {
  const base = `/api/admin${list.path}`;
  const body = LIST_BODIES[list.path]!;
  const fresh = async (app: FastifyInstance) => {
    const [row] = (await app.db
      .insert(list.table)
      .values({ ...body, position: 99, ...(list.path === '/rotator' ? { image: 'x.webp' } : {}) } as never)
      .returning()) as { id: number }[];
    return `${base}/${row!.id}`;
  };
  const cases: Case[] = [
    { route: `GET ${base}`, access: 'editor', ok: 200, prepare: async () => ({ url: base }) },
    { route: `POST ${base}`, access: 'editor', ok: 201, prepare: async () => ({ url: base, payload: body }) },
    { route: `GET ${base}/:id`, access: 'editor', ok: 200, prepare: async ({ app }) => ({ url: await fresh(app) }) },
    {
      route: `PUT ${base}/:id`,
      access: 'editor',
      ok: 200,
      prepare: async ({ app }) => ({ url: await fresh(app), payload: body }),
    },
    { route: `DELETE ${base}/:id`, access: 'editor', ok: 204, prepare: async ({ app }) => ({ url: await fresh(app) }) },
    {
      route: `POST ${base}/:id/move`,
      access: 'editor',
      ok: 200,
      prepare: async ({ app }) => ({ url: `${await fresh(app)}/move`, payload: { direction: 'up' } }),
    },
    ...draftCases(base, list.entity, fresh, body),
  ];
  if (list.image) {
    cases.push({
      route: `POST ${base}/:id/image`,
      access: 'editor',
      ok: 200,
      prepare: async ({ app }) => ({ url: `${await fresh(app)}/image`, ...upload() }),
    });
  }
  if (list.image && !list.image.required) {
    cases.push({
      route: `DELETE ${base}/:id/image`,
      access: 'editor',
      ok: 200,
      prepare: async ({ app }) => ({ url: `${await fresh(app)}/image` }),
    });
  }
  return cases;
});

/**
 * The draft calls of one screen: `record` makes a fresh record and answers its admin URL; `form` is a valid
 * body of its save, also stored as the draft the read, discard and publish calls find.
 */
function draftCases(
  base: string,
  entity: string,
  record: (app: FastifyInstance) => Promise<string>,
  form: object,
): Case[] {
  const withDraft = async (app: FastifyInstance) => {
    const url = await record(app);
    const id = Number(url.split('/').at(-1));
    await app.db.insert(drafts).values({
      entity,
      entity_id: id,
      user_email: 'matrix@riverbend.example',
      values: form as Record<string, unknown>,
    });
    return url;
  };
  return [
    {
      route: `GET ${base}/:id/draft`,
      access: 'editor',
      ok: 200,
      prepare: async ({ app }) => ({ url: `${await withDraft(app)}/draft` }),
    },
    {
      route: `PUT ${base}/:id/draft`,
      access: 'editor',
      ok: 200,
      prepare: async ({ app }) => ({ url: `${await record(app)}/draft`, payload: form }),
    },
    {
      route: `DELETE ${base}/:id/draft`,
      access: 'editor',
      ok: 204,
      prepare: async ({ app }) => ({ url: `${await withDraft(app)}/draft` }),
    },
    {
      route: `POST ${base}/:id/draft/publish`,
      access: 'editor',
      ok: 200,
      prepare: async ({ app }) => ({ url: `${await withDraft(app)}/draft/publish` }),
    },
    {
      route: `POST ${base}/:id/preview`,
      access: 'editor',
      ok: 201,
      prepare: async ({ app }) => ({ url: `${await record(app)}/preview` }),
    },
  ];
}

const CASES: Case[] = [
  {
    route: 'DELETE /api/admin/session',
    access: 'editor',
    ok: 204,
    prepare: async () => ({ url: '/api/admin/session' }),
  },
  {
    route: 'PUT /api/admin/session/password',
    access: 'editor',
    ok: 204,
    prepare: async ({ password }) => ({
      url: '/api/admin/session/password',
      payload: { current_password: password, new_password: `${password} but longer` },
    }),
  },
  {
    route: 'GET /api/admin/dashboard',
    access: 'editor',
    ok: 200,
    prepare: async () => ({ url: '/api/admin/dashboard' }),
  },
  { route: 'GET /api/admin/audit', access: 'admin', ok: 200, prepare: async () => ({ url: '/api/admin/audit' }) },
  { route: 'GET /api/admin/health', access: 'admin', ok: 200, prepare: async () => ({ url: '/api/admin/health' }) },
  { route: 'GET /api/admin/vitals', access: 'admin', ok: 200, prepare: async () => ({ url: '/api/admin/vitals' }) },
  {
    route: 'POST /api/admin/html-preview',
    access: 'editor',
    ok: 200,
    prepare: async () => ({ url: '/api/admin/html-preview', payload: { html: '<p>x</p>' } }),
  },
  {
    route: 'GET /api/admin/physicians',
    access: 'editor',
    ok: 200,
    prepare: async () => ({ url: '/api/admin/physicians' }),
  },
  {
    route: 'POST /api/admin/physicians',
    access: 'editor',
    ok: 201,
    prepare: async () => ({ url: '/api/admin/physicians', payload: physicianForm }),
  },
  ...(['GET', 'DELETE'] as const).map((method): Case => ({
    route: `${method} /api/admin/physicians/:id`,
    access: 'editor',
    ok: method === 'GET' ? 200 : 204,
    prepare: async ({ app }) => ({ url: `/api/admin/physicians/${await physicianId(app)}` }),
  })),
  {
    route: 'PUT /api/admin/physicians/:id',
    access: 'editor',
    ok: 200,
    prepare: async ({ app }) => ({ url: `/api/admin/physicians/${await physicianId(app)}`, payload: physicianForm }),
  },
  {
    route: 'POST /api/admin/physicians/:id/photo',
    access: 'editor',
    ok: 200,
    prepare: async ({ app }) => ({ url: `/api/admin/physicians/${await physicianId(app)}/photo`, ...upload() }),
  },
  {
    route: 'DELETE /api/admin/physicians/:id/photo',
    access: 'editor',
    ok: 200,
    prepare: async ({ app }) => ({ url: `/api/admin/physicians/${await physicianId(app)}/photo` }),
  },
  { route: 'GET /api/admin/news', access: 'editor', ok: 200, prepare: async () => ({ url: '/api/admin/news' }) },
  {
    route: 'POST /api/admin/news',
    access: 'editor',
    ok: 201,
    prepare: async () => ({ url: '/api/admin/news', payload: newsForm }),
  },
  ...(['GET', 'DELETE'] as const).map((method): Case => ({
    route: `${method} /api/admin/news/:id`,
    access: 'editor',
    ok: method === 'GET' ? 200 : 204,
    prepare: async ({ app }) => ({ url: `/api/admin/news/${await newsId(app)}` }),
  })),
  {
    route: 'PUT /api/admin/news/:id',
    access: 'editor',
    ok: 200,
    prepare: async ({ app }) => ({ url: `/api/admin/news/${await newsId(app)}`, payload: newsForm }),
  },
  {
    route: 'POST /api/admin/news/:id/photo',
    access: 'editor',
    ok: 200,
    prepare: async ({ app }) => ({ url: `/api/admin/news/${await newsId(app)}/photo`, ...upload() }),
  },
  {
    route: 'DELETE /api/admin/news/:id/photo',
    access: 'editor',
    ok: 200,
    prepare: async ({ app }) => ({ url: `/api/admin/news/${await newsId(app)}/photo` }),
  },
  ...listCases,
  { route: 'GET /api/admin/drafts', access: 'editor', ok: 200, prepare: async () => ({ url: '/api/admin/drafts' }) },
  ...draftCases(
    '/api/admin/physicians',
    'physician',
    async (app) => `/api/admin/physicians/${await physicianId(app)}`,
    physicianForm,
  ),
  ...draftCases('/api/admin/news', 'news', async (app) => `/api/admin/news/${await newsId(app)}`, newsForm),
  {
    route: 'GET /api/admin/settings',
    access: 'editor',
    ok: 200,
    prepare: async () => ({ url: '/api/admin/settings' }),
  },
  {
    route: 'PUT /api/admin/settings',
    access: 'editor',
    ok: 200,
    prepare: async () => ({ url: '/api/admin/settings', payload: buildSettings() }),
  },
  {
    route: 'GET /api/admin/revisions',
    access: 'editor',
    ok: 200,
    prepare: async ({ app }) => ({ url: `/api/admin/revisions?entity=news&id=${await newsId(app)}` }),
  },
  {
    route: 'POST /api/admin/revisions/:id/restore',
    access: 'editor',
    ok: 200,
    prepare: async ({ app }) => ({ url: `/api/admin/revisions/${await revisionId(app)}/restore` }),
  },
  {
    route: 'GET /api/admin/messages',
    access: 'editor',
    ok: 200,
    prepare: async () => ({ url: '/api/admin/messages' }),
  },
  {
    route: 'GET /api/admin/messages/export.csv',
    access: 'editor',
    ok: 200,
    prepare: async () => ({ url: '/api/admin/messages/export.csv' }),
  },
  {
    route: 'GET /api/admin/messages/:id',
    access: 'editor',
    ok: 200,
    prepare: async ({ app }) => ({ url: `/api/admin/messages/${await messageId(app)}` }),
  },
  {
    route: 'PATCH /api/admin/messages/:id',
    access: 'editor',
    ok: 200,
    prepare: async ({ app }) => ({ url: `/api/admin/messages/${await messageId(app)}`, payload: { handled: true } }),
  },
  { route: 'GET /api/admin/users', access: 'admin', ok: 200, prepare: async () => ({ url: '/api/admin/users' }) },
  {
    route: 'POST /api/admin/users',
    access: 'admin',
    ok: 201,
    prepare: async () => ({
      url: '/api/admin/users',
      payload: {
        email: `new${Math.random()}@riverbend.example`,
        name: 'New',
        role: 'editor',
        password: 'x'.repeat(12),
      },
    }),
  },
  {
    route: 'PATCH /api/admin/users/:id',
    access: 'admin',
    ok: 200,
    prepare: async ({ app }) => ({
      url: `/api/admin/users/${(await addUser(app)).user.id}`,
      payload: { role: 'admin' },
    }),
  },
  {
    route: 'PUT /api/admin/users/:id/password',
    access: 'admin',
    ok: 204,
    prepare: async ({ app }) => ({
      url: `/api/admin/users/${(await addUser(app)).user.id}/password`,
      payload: { password: 'y'.repeat(12) },
    }),
  },
  {
    route: 'GET /api/admin/deploy-tokens',
    access: 'admin',
    ok: 200,
    prepare: async () => ({ url: '/api/admin/deploy-tokens' }),
  },
  {
    route: 'POST /api/admin/deploy-tokens',
    access: 'admin',
    ok: 201,
    prepare: async () => ({ url: '/api/admin/deploy-tokens', payload: { remote: 'about', label: 'matrix CI' } }),
  },
  {
    route: 'DELETE /api/admin/deploy-tokens/:id',
    access: 'admin',
    ok: 204,
    prepare: async ({ app }) => {
      const { deployToken } = await createDeployToken(
        app.db,
        { id: null, email: 'matrix' },
        {
          remote: 'about',
          label: 'to revoke',
        },
      );
      return { url: `/api/admin/deploy-tokens/${deployToken.id}` };
    },
  },
];

/** `METHOD /path` of every admin route the app has, read from its route tree (HEAD is GET's shadow). */
function registeredAdminRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && path.startsWith('/api/admin/')) found.push(`${method} ${path}`);
    }
  }
  return found.sort();
}

const methodOf = (route: string) => route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function callAs(role: Access | 'none', testCase: Case): Promise<number> {
  const app = testApp.app;
  let call: AdminCaller = callerWith(app);
  let password = 'unused password';
  if (role !== 'none') ({ call, password } = await signedIn(app, role));
  const { url, payload, headers } = await testCase.prepare({ app, password });
  const response = await call(methodOf(testCase.route), url, payload, headers);
  return response.statusCode;
}

describe('the admin access matrix', () => {
  // The catch-all for unknown admin paths is checked by the next test (the route tree prints it without its
  // prefix, so it is not among the routes read here).
  it('covers every admin route except sign-in, the session check and first-admin setup, which are public', () => {
    const publicRoutes = [
      'GET /api/admin/session',
      'POST /api/admin/session',
      'GET /api/admin/setup',
      'POST /api/admin/setup',
    ];
    const covered = [...CASES.map((c) => c.route), ...publicRoutes].sort();
    expect(covered).toEqual(registeredAdminRoutes(testApp.app));
  });

  it('answers an unknown admin path 401 without a session and 404 with one', async () => {
    const anonymous = await callerWith(testApp.app)('GET', '/api/admin/secret-report');
    expect(anonymous.statusCode).toBe(401);
    const { call } = await signedIn(testApp.app, 'admin');
    const known = await call('POST', '/api/admin/secret-report', {});
    expect(known.statusCode).toBe(404);
    expect(known.json().error.code).toBe('not_found');
  });

  it.each(CASES.map((c) => [c.route, c] as const))('%s', async (_route, testCase) => {
    const editorMay = testCase.access === 'editor';
    expect({
      none: await callAs('none', testCase),
      editor: await callAs('editor', testCase),
      admin: await callAs('admin', testCase),
    }).toEqual({ none: 401, editor: editorMay ? testCase.ok : 403, admin: testCase.ok });
  });

  it('lets anyone try to sign in, and only a right password in', async () => {
    const { user, password } = await addUser(testApp.app, { role: 'editor' });
    const call = callerWith(testApp.app);
    expect((await call('POST', '/api/admin/session', { email: user.email, password })).statusCode).toBe(200);
    expect((await call('POST', '/api/admin/session', { email: user.email, password: 'nope' })).statusCode).toBe(401);
  });
});
