import './test-support/vm-modules.ts';
import { PRESENTATION_EMBED_MESSAGE, PRESENTATION_HOSTS } from '@site/contracts/presentation-hosts';
import { signedIn } from './test-support/admin.ts';
import type { AdminCaller } from './test-support/admin.ts';
import { buildSeedContent } from './test-support/builders.ts';
import { createTestApp, SETUP_TIMEOUT_MS } from './test-support/test-app.ts';
import type { TestApp } from './test-support/test-app.ts';

/**
 * The Software Upgrades presentation may be framed only from the fixed list of presentation hosts, which is
 * what the Content-Security-Policy's frame-src names: the admin refuses any other embed address.
 */

let testApp: TestApp;
let admin: AdminCaller;
beforeAll(async () => {
  testApp = await createTestApp(buildSeedContent(), { mail: null });
  ({ call: admin } = await signedIn(testApp.app, 'admin'));
}, SETUP_TIMEOUT_MS);
afterAll(() => testApp?.close());

const publicSettings = async () => (await testApp.app.inject({ url: '/api/settings' })).json();

/** Saves the presentation's two addresses over the current stored settings (the admin form's shape). */
async function savePresentation(embed: string, view = 'https://slides.anywhere.example/deck') {
  return admin('PUT', '/api/admin/settings', {
    ...(await admin('GET', '/api/admin/settings')).json<Record<string, unknown>>(),
    presentation_embed_url: embed,
    presentation_url: view,
  });
}

describe('the presentation’s embed address', () => {
  it('names every host in its field message', () => {
    for (const { host } of PRESENTATION_HOSTS) expect(PRESENTATION_EMBED_MESSAGE).toContain(host);
  });

  it.each([
    'https://docs.google.com/presentation/d/e/2PACX-1vQ-upgrade/embed?start=false&loop=false',
    'https://onedrive.live.com/embed?resid=ABC123%21105&authkey=%21AFx&em=2',
    'https://view.officeapps.live.com/op/embed.aspx?src=https%3A%2F%2Fexample.org%2Fupgrade.pptx',
    'https://www.canva.com/design/DAF-upgrade/view?embed',
    'https://prezi.com/p/embed/upgrade-deck/',
    'https://DOCS.Google.com:443/presentation/d/abc/embed',
  ])('accepts %s and shows it on the public settings', async (embed) => {
    const saved = await savePresentation(embed);
    expect(saved.statusCode).toBe(200);
    expect((await publicSettings()).presentation_embed_url).toBe(embed);
  });

  it.each([
    'https://slides.riverbendradiology.example/reporting-upgrade/embed',
    'https://docs.google.com.evil.example/presentation/d/abc/embed',
    'https://evil.example/?u=https://docs.google.com/',
    'https://sites.google.com/view/upgrade',
    'https://docs.google.com:8443/presentation/d/abc/embed',
    'https://user@docs.google.com/presentation/d/abc/embed',
    'http://docs.google.com/presentation/d/abc/embed',
    'https://docs.google.com./presentation/d/abc/embed',
    'https://www.youtube-nocookie.com/embed/rB7kQ2mXv4E',
    'docs.google.com/presentation/d/abc/embed',
  ])('refuses %s with the field message and keeps what was saved', async (embed) => {
    const before = await publicSettings();
    const refused = await savePresentation(embed);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { presentation_embed_url: PRESENTATION_EMBED_MESSAGE },
    });
    expect(await publicSettings()).toEqual(before);
  });

  it('still takes a blank address with a blank page address: no presentation', async () => {
    const saved = await savePresentation('', '');
    expect(saved.statusCode).toBe(200);
    expect(await publicSettings()).toMatchObject({ presentation_embed_url: '', presentation_url: '' });
  });
});
