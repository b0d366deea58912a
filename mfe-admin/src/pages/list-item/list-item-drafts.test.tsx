import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Draft } from '@site/contracts/schemas';
import { LISTS } from '../../content/lists.ts';
import { buildDraft, buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { ListItemPage } from './list-item.tsx';

const director = {
  id: 1,
  position: 0,
  group: 'residency',
  title: 'Program Director',
  full_name: 'Dana Director, MD',
  phone: '(937) 555-0141',
  email: 'director@practice.example',
  hours: null,
};

const { id: _id, position: _position, ...directorBody } = director;

const renamed: Draft = buildDraft({
  entity: 'practice contact',
  entity_id: 1,
  values: { ...directorBody, title: 'Residency Program Director', phone: '(937) 555-0142' },
  changed: ['title', 'phone'],
});

function setup(draft: Draft | null, overrides: Parameters<typeof mockAdminApi>[0] = {}) {
  let contact: Record<string, unknown> = director;
  let pending = draft;
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
    'GET /api/admin/contacts/1': () => contact,
    'GET /api/admin/contacts/1/draft': () => pending ?? undefined,
    'PUT /api/admin/contacts/1/draft': (body) => (pending = { ...renamed, values: body as Record<string, unknown> }),
    'POST /api/admin/contacts/1/draft/publish': () => {
      contact = { ...contact, ...pending!.values };
      pending = null;
      return contact;
    },
    'GET /api/admin/revisions?entity=practice%20contact&id=1': [],
    ...overrides,
  });
  renderInFrame(<ListItemPage config={LISTS.contacts} />, { route: '/admin/contacts/1', path: '/admin/contacts/:id' });
  return { calls, user: userEvent.setup() };
}

const notice = () => screen.queryByRole('region', { name: 'Unpublished changes' });
const writes = (calls: ReturnType<typeof setup>['calls']) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

describe('a list record with drafts', () => {
  it('opens on the draft and names the changed fields by the form’s labels', async () => {
    setup(renamed);
    expect(await screen.findByLabelText(/^Role or purpose/)).toHaveValue('Residency Program Director');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(937) 555-0142');
    expect(
      within(notice()!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Role or purpose', 'Phone']);
  });

  it('saves the form as a draft with the body the record’s own save takes', async () => {
    const { calls, user } = setup(null);
    await user.clear(await screen.findByLabelText(/^Role or purpose/));
    await user.type(screen.getByLabelText(/^Role or purpose/), 'Residency Program Director');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved. Visitors still see the published version.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/api/admin/contacts/1/draft',
      body: { ...directorBody, title: 'Residency Program Director' },
    });
    expect(notice()).toBeInTheDocument();
  });

  it('shows the fields of a draft that no longer passes when it is published, as a save’s errors', async () => {
    const { calls, user } = setup(renamed, {
      'POST /api/admin/contacts/1/draft/publish': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields and try again.',
            fields: { phone: 'Enter a 10-digit US phone number, such as 937-555-0123.' },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const summary = (await screen.findByRole('heading', { name: 'Please correct the following' })).parentElement!;
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: /^Phone: Enter a 10-digit US phone number/ })).toBeVisible();
    expect(writes(calls)).toEqual(['PUT /api/admin/contacts/1/draft', 'POST /api/admin/contacts/1/draft/publish']);
    expect(notice()).toBeInTheDocument();
  });

  it('publishes the draft and shows the published record', async () => {
    const { calls, user } = setup(renamed);
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText('Published. The public pages show the change within a few seconds.'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual(['PUT /api/admin/contacts/1/draft', 'POST /api/admin/contacts/1/draft/publish']);
    expect(notice()).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Role or purpose/)).toHaveValue('Residency Program Director');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
