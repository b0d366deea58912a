import './test-support/vm-modules.ts';
import { checkDeployToken } from '../src/releases/deploy-tokens.ts';
import { signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * Deploy tokens in the admin API: an admin makes one for a remote and sees it once; the list never shows a
 * token or its hash; a revoked token releases nothing; every step is audited.
 */

let testApp: TestApp;
let admin: AdminCaller;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent(), { mail: null });
  admin = (await signedIn(testApp.app, 'admin')).call;
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

describe('deploy tokens', () => {
  it('are shown once, listed without the secret, scoped to their remote, and refused once revoked', async () => {
    const created = await admin('POST', '/api/admin/deploy-tokens', { remote: 'about', label: '  about team CI ' });
    expect(created.statusCode).toBe(201);
    const { token, deploy_token } = created.json();
    expect(token).toMatch(/^rrdeploy_[A-Za-z0-9_-]{43}$/);
    expect(deploy_token).toMatchObject({ remote: 'about', label: 'about team CI', revoked_at: null });

    const listed = await admin('GET', '/api/admin/deploy-tokens');
    expect(listed.json()).toContainEqual(deploy_token);
    expect(listed.body).not.toContain(token.slice('rrdeploy_'.length));

    const db = testApp.app.db;
    expect(await checkDeployToken(db, `Bearer ${token}`, 'about')).toMatchObject({
      ok: true,
      tokenId: deploy_token.id,
    });
    expect(await checkDeployToken(db, `Bearer ${token}`, 'services')).toMatchObject({ ok: false, status: 403 });
    expect(await checkDeployToken(db, undefined, 'about')).toMatchObject({ ok: false, status: 401 });

    expect((await admin('DELETE', `/api/admin/deploy-tokens/${deploy_token.id}`)).statusCode).toBe(204);
    expect(await checkDeployToken(db, `Bearer ${token}`, 'about')).toMatchObject({ ok: false, status: 401 });
    expect((await admin('DELETE', `/api/admin/deploy-tokens/${deploy_token.id}`)).statusCode).toBe(404);

    const audit = (await admin('GET', '/api/admin/audit?limit=100')).json() as {
      items: { action: string; entity: string }[];
    };
    const lines = audit.items.filter((line) => line.entity === 'deploy_token').map((line) => line.action);
    expect(lines).toEqual(expect.arrayContaining(['create', 'revoke']));
  });

  it('refuse a label that is empty and a name that is no remote', async () => {
    const answer = await admin('POST', '/api/admin/deploy-tokens', { remote: '../about', label: ' ' });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().error.fields).sort()).toEqual(['label', 'remote']);
  });
});
