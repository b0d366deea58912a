import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Revision } from '@site/contracts/schemas';
import { buildPhysician, buildSettings } from '@site/test-support/builders';
import { formatWhen } from '../../content/wording.ts';
import { PhysicianEdit } from '../../pages/physician-edit/physician-edit.tsx';
import { Settings } from '../../pages/settings/settings.tsx';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';

const REVISIONS = 'GET /api/admin/revisions?entity=physician&id=7';
const REFUSAL =
  'Only an admin may change where visitors or their data are sent: the web addresses the site links to or sends data to, and the e-mail addresses it gives.';

// The physician now, and two earlier versions: a biography edit by Dana, and before it a name fix by Lee.
const now = buildPhysician({
  id: 7,
  full_name: 'Amara Okafor, MD',
  last_name: 'Okafor',
  subspecialties: ['Body Imaging'],
  biography: '<p>Reads chest <em>and</em> spine imaging.</p>',
});
const beforeBiography = { ...now, biography: '<p>Reads chest imaging.</p><p>Joined in 2019 &amp; stayed.</p>' };
const beforeName = { ...beforeBiography, full_name: 'Amara Okafr, MD' };

const revision = (overrides: Partial<Revision>): Revision => ({
  id: 1,
  action: 'update',
  user_email: 'dana@riverbend.example',
  created_at: '2026-03-02T15:04:00.000Z',
  values: {},
  changed: [],
  ...overrides,
});
const biographyEdit = revision({ id: 12, values: beforeBiography, changed: ['biography'] });
const nameFix = revision({
  id: 11,
  user_email: 'lee@riverbend.example',
  created_at: '2026-02-20T09:30:00.000Z',
  values: beforeName,
  changed: ['full_name'],
});

function setup(overrides: Record<string, unknown> = {}) {
  let physician: object = now;
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
    'GET /api/subspecialties': [{ name: 'Body Imaging', description_short: '', url: '' }],
    'GET /api/admin/physicians/7': () => physician,
    [REVISIONS]: [biographyEdit, nameFix],
    'POST /api/admin/revisions/11/restore': () => (physician = beforeName),
    'POST /api/admin/html-preview': (body) => ({ html: (body as { html: string }).html }),
    ...overrides,
  });
  renderInFrame(<PhysicianEdit />, { route: '/admin/physicians/7', path: '/admin/physicians/:id' });
  return { calls, user: userEvent.setup() };
}

const region = () => screen.findByRole('region', { name: 'Earlier versions' });
const entries = async () => within(await region()).findAllByRole('listitem');

describe('Revisions', () => {
  it('lists the earlier versions newest first: when, who and what each save changed', async () => {
    setup();
    const [first, second] = await entries();
    expect(first).toHaveTextContent(formatWhen(biographyEdit.created_at));
    expect(first).toHaveTextContent('dana@riverbend.example');
    expect(first).toHaveTextContent('Changed: Biography');
    expect(second).toHaveTextContent(formatWhen(nameFix.created_at));
    expect(second).toHaveTextContent('lee@riverbend.example');
    expect(second).toHaveTextContent('Changed: Full name');
  });

  it('shows on demand what a save changed, field by field, HTML as its text', async () => {
    const { user } = setup();
    const [first] = await entries();
    const toggle = within(first!).getByRole('button', {
      name: `Show changes of ${formatWhen(biographyEdit.created_at)}`,
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const changes = within(first!).getByRole('table', {
      name: `What the save of ${formatWhen(biographyEdit.created_at)} changed`,
    });
    const cells = within(changes)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Field', 'This version', 'After the save'],
      ['Biography', 'Reads chest imaging.\nJoined in 2019 & stayed.', 'Reads chest and spine imaging.'],
    ]);
    await user.click(within(first!).getByRole('button', { name: /^Hide changes/ }));
    expect(within(first!).queryByRole('table')).not.toBeInTheDocument();
  });

  it('restores a version in two clicks; the form then shows it, and a status says so', async () => {
    const { calls, user } = setup();
    const [, second] = await entries();
    const when = formatWhen(nameFix.created_at);
    await user.click(within(second!).getByRole('button', { name: `Restore this version from before ${when}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    // The version differs from now in both fields, not only the one its own save changed.
    expect(dialog).toHaveAccessibleDescription(
      `This brings back the version from before the save of ${when}. These fields change: Full name, Biography. Changes you have not saved are replaced.`,
    );
    expect(calls.some((call) => call.method === 'POST' && call.path.includes('/restore'))).toBe(false);

    const listed = calls.filter((call) => `${call.method} ${call.path}` === REVISIONS).length;
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/^Restored the version from before the save of/)).toHaveTextContent(
      `Restored the version from before the save of ${when}. The public pages show it within a few seconds.`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/admin/revisions/11/restore')).toHaveLength(1);
    expect(screen.getByLabelText(/^Full name/, { selector: 'input' })).toHaveValue('Amara Okafr, MD');
    // The list is read again, to show the restore as the newest version.
    await waitFor(() =>
      expect(calls.filter((call) => `${call.method} ${call.path}` === REVISIONS).length).toBeGreaterThan(listed),
    );
  });

  it('works from the keyboard: the dialog takes focus, Escape closes it and focus returns', async () => {
    const { calls, user } = setup();
    const [first] = await entries();
    const trigger = within(first!).getByRole('button', { name: /^Restore this version/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
    // Cancel comes first and has the focus, so Enter alone never restores.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    expect(calls.some((call) => call.path.endsWith('/restore'))).toBe(false);
  });

  it('says in the dialog why a restore was refused, and changes nothing', async () => {
    const { user } = setup({
      'POST /api/admin/revisions/12/restore': {
        status: 403,
        body: { error: { code: 'forbidden', message: REFUSAL, fields: { email: 'Only an admin may change this.' } } },
      },
    });
    const [first] = await entries();
    await user.click(within(first!).getByRole('button', { name: /^Restore this version/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(REFUSAL);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText(/^Full name/, { selector: 'input' })).toHaveValue('Amara Okafor, MD');
    expect(within(await region()).getByRole('status')).toHaveTextContent('');
  });

  it('names the field of a version that no longer passes the form', async () => {
    const { user } = setup({
      'POST /api/admin/revisions/12/restore': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'This version no longer meets the rules of the form. Change the record by hand instead.',
            fields: { subspecialties: '“Old Tag” is not in the subspecialty list.' },
          },
        },
      },
    });
    const [first] = await entries();
    await user.click(within(first!).getByRole('button', { name: /^Restore this version/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Subspecialties: “Old Tag” is not in the subspecialty list.',
    );
  });

  it('offers no restore of the state before a deleted record came back: there was none', async () => {
    setup({
      [REVISIONS]: [
        revision({ id: 14, action: 'restore', values: {}, changed: ['full_name', 'last_name'] }),
        revision({ id: 13, action: 'delete', values: now, changed: ['full_name', 'last_name'] }),
      ],
    });
    const [restored, deleted] = await entries();
    expect(restored).toHaveTextContent('Brought back after it was deleted');
    expect(within(restored!).queryByRole('button', { name: /^Restore/ })).not.toBeInTheDocument();
    expect(deleted).toHaveTextContent('Deleted');
    expect(within(deleted!).getByRole('button', { name: /^Restore this version/ })).toBeInTheDocument();
  });

  it('offers a deleted record’s last version on its address, and shows its form once restored', async () => {
    let physician: object | null = null;
    const { user } = setup({
      'GET /api/admin/physicians/7': () =>
        physician ?? {
          status: 404,
          body: { error: { code: 'not_found', message: 'There is no physician with id 7.' } },
        },
      [REVISIONS]: [revision({ id: 13, action: 'delete', values: now, changed: ['full_name', 'last_name'] })],
      'POST /api/admin/revisions/13/restore': () => (physician = now),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no physician with id 7.')).toBeInTheDocument();
    const [deleted] = await entries();
    expect(deleted).toHaveTextContent('Deleted');
    await user.click(within(deleted!).getByRole('button', { name: /^Restore this version/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Amara Okafor, MD' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/, { selector: 'input' })).toHaveValue('Amara Okafor, MD');
  });

  it('restores the site settings too: the settings form then shows the version', async () => {
    let settings = buildSettings({ social_name: 'Our page' });
    const earlier = buildSettings({ social_name: 'LinkedIn' });
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
      'GET /api/admin/settings': () => settings,
      'GET /api/admin/revisions?entity=settings&id=1': [
        revision({ id: 21, values: earlier, changed: ['social_name'] }),
      ],
      'POST /api/admin/revisions/21/restore': () => (settings = earlier),
    });
    renderInFrame(<Settings />, { route: '/admin/settings/' });
    const user = userEvent.setup();
    const [entry] = await entries();
    expect(entry).toHaveTextContent('Changed: Social link text');
    await user.click(within(entry!).getByRole('button', { name: /^Restore this version/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(/These fields change: Social link text\./);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText(/^Restored the version/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Social link text/, { selector: 'input' })).toHaveValue('LinkedIn');
    expect(calls.filter((call) => call.path === '/api/admin/revisions/21/restore')).toHaveLength(1);
  });

  it('says when there are no earlier versions yet', async () => {
    setup({ [REVISIONS]: [] });
    expect(await within(await region()).findByText('No earlier versions yet.')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be read, and shows it once it can', async () => {
    let fail = true;
    const { user } = setup({
      [REVISIONS]: () =>
        fail ? { status: 500, body: { error: { code: 'internal_error', message: 'x' } } } : [biographyEdit],
    });
    const alert = await within(await region()).findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the earlier versions');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await entries()).toHaveLength(1);
  });
});
