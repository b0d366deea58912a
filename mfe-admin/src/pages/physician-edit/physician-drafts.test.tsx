import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { Physician } from '@site/contracts/types';
import { SITE_CHANGED_HEADER, type Draft } from '@site/contracts/schemas';
import { buildPhysician } from '@site/test-support/builders';
import { draftPath } from '../../api/drafts.ts';
import { buildDraft, buildPreview, buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { PhysicianEdit } from './physician-edit.tsx';

const PUBLISHED = buildPhysician({
  id: 7,
  full_name: 'Amara Okafor, MD',
  last_name: 'Okafor',
  subspecialties: ['Body Imaging'],
  biography: '<p>Reads chest imaging.</p>',
});

/** What the physician form sends for `physician`: every field but the id and the photo. */
const formBody = ({ id: _id, photo: _photo, ...values }: Physician): Record<string, unknown> => values;

/** The fields of `values` that differ from `physician`, as the API lists them. */
const changedFrom = (physician: Physician, values: Record<string, unknown>) =>
  Object.keys(values).filter(
    (key) => JSON.stringify(values[key]) !== JSON.stringify(physician[key as keyof Physician]),
  );

const draftOf = (values: Record<string, unknown>): Draft =>
  buildDraft({ values, changed: changedFrom(PUBLISHED, values) });

/** The stand-in API's address of the physician's draft: '/api/admin/physicians/7/draft'. */
const DRAFT = draftPath('/api/admin/physicians', 7);

const ANY_DRAFT = draftOf({
  ...formBody(PUBLISHED),
  full_name: 'Amara N. Okafor, MD',
  biography: '<p>Reads chest and cardiac imaging.</p>',
});

/** What the API names as changed by a published draft of a physician. */
const PUBLISHED_CHANGES =
  '/api/admin/physicians, /api/physicians, /api/residents, /api/fellows, /api/admin/revisions, /api/admin/drafts';

/** Renders the physician's edit screen over a stand-in API that keeps the physician and its draft. */
function setup(initialDraft: Draft | null, overrides: Parameters<typeof mockAdminApi>[0] = {}) {
  let physician = PUBLISHED;
  let draft = initialDraft;
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
    'GET /api/subspecialties': [{ name: 'Body Imaging', description_short: '', url: '' }],
    'GET /api/admin/physicians/7': () => physician,
    [`GET ${DRAFT}`]: () => draft ?? undefined,
    [`PUT ${DRAFT}`]: (body) => ({
      status: 200,
      body: (draft = draftOf(body as Record<string, unknown>)),
      headers: { [SITE_CHANGED_HEADER]: '/api/admin/physicians, /api/admin/drafts' },
    }),
    [`POST ${DRAFT}/publish`]: () => {
      physician = { ...physician, ...draft!.values };
      draft = null;
      return { status: 200, body: physician, headers: { [SITE_CHANGED_HEADER]: PUBLISHED_CHANGES } };
    },
    [`DELETE ${DRAFT}`]: () => {
      draft = null;
      return {
        status: 204,
        body: null,
        headers: { [SITE_CHANGED_HEADER]: '/api/admin/physicians, /api/admin/drafts' },
      };
    },
    'POST /api/admin/physicians/7/preview': buildPreview('/about-us/meet-our-team'),
    'GET /api/admin/revisions?entity=physician&id=7': [],
    'POST /api/admin/html-preview': (body) => ({ html: (body as { html: string }).html }),
    ...overrides,
  });
  renderInFrame(<PhysicianEdit />, { route: '/admin/physicians/7', path: '/admin/physicians/:id' });
  return { calls, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input, textarea, select' });
const button = (name: string) => screen.getByRole('button', { name });
const notice = () => screen.queryByRole('region', { name: 'Unpublished changes' });
/** The calls that change the physician or its draft (the rich-text field's own preview aside). */
const sent = (calls: ReturnType<typeof setup>['calls']) =>
  calls.filter((call) => call.method !== 'GET' && call.path.startsWith('/api/admin/physicians/'));

describe('PhysicianEdit with drafts', () => {
  it('opens on the draft, saying who saved it, when, and which fields it changes', async () => {
    setup(ANY_DRAFT);
    expect(await screen.findByLabelText(/^Full name/)).toHaveValue('Amara N. Okafor, MD');
    const region = notice()!;
    expect(region).toHaveTextContent(
      'eli@riverbend.example saved a draft on Nov 23, 2026, 4:07 PM (New York time). Visitors see the published version',
    );
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Full name', 'Biography']);
    // Publish replaces Save, so a draft cannot be left behind by a save that goes round it.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    for (const name of ['Publish', 'Save draft', 'Preview', 'Discard draft']) expect(button(name)).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a new photo')).toHaveAccessibleDescription(/not part of the draft/);
  });

  it('offers Save and Save draft when there is no draft, and Save draft keeps the change from visitors', async () => {
    const { calls, user } = setup(null);
    await user.type(await screen.findByLabelText(/^Interests/), 'Sailing');
    expect(button('Save')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();

    await user.click(button('Save draft'));
    expect(await screen.findByText('Draft saved. Visitors still see the published version.')).toBeInTheDocument();
    expect(sent(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/admin/physicians/7/draft']);
    expect(sent(calls)[0]!.body).toMatchObject({
      full_name: 'Amara Okafor, MD',
      subspecialties: ['Body Imaging'],
      interests: 'Sailing',
      residency: null,
    });
    expect(within(notice()!).getAllByRole('listitem')).toHaveLength(1);
    expect(notice()).toHaveTextContent('Interests');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(button('Publish')).toBeInTheDocument();
  });

  it('checks the form before saving a draft, as Save does, and sends nothing when it does not pass', async () => {
    const { calls, user } = setup(null);
    await user.clear(await screen.findByLabelText(/^Full name/));
    await user.click(button('Save draft'));
    const summary = await screen.findByRole('heading', { name: 'Please correct the following' });
    expect(summary.parentElement).toHaveFocus();
    expect(field(/^Full name/)).toHaveAccessibleDescription(/Error: Enter the full name as shown/);
    expect(sent(calls)).toEqual([]);
  });

  it('shows a refused draft’s reason and keeps what was typed', async () => {
    const { user } = setup(null, {
      'PUT /api/admin/physicians/7/draft': {
        status: 403,
        body: { error: { code: 'forbidden', message: 'Only an admin may change this field.' } },
      },
    });
    await user.type(await screen.findByLabelText(/^Interests/), 'Sailing');
    await user.click(button('Save draft'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only an admin may change this field.');
    expect(alert).toHaveTextContent('Nothing you typed was lost.');
    expect(field(/^Interests/)).toHaveValue('Sailing');
    expect(notice()).not.toBeInTheDocument();
  });

  it('publishes the form as it stands: the draft first, then the publication; the notice goes', async () => {
    const { calls, user } = setup(ANY_DRAFT);
    await user.type(await screen.findByLabelText(/^Interests/), 'Sailing');
    const revisionReads = calls.filter((call) => call.path.startsWith('/api/admin/revisions')).length;
    await user.click(button('Publish'));

    expect(
      await screen.findByText('Published. The public pages show the change within a few seconds.'),
    ).toBeInTheDocument();
    expect(sent(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/admin/physicians/7/draft',
      'POST /api/admin/physicians/7/draft/publish',
    ]);
    expect(sent(calls)[0]!.body).toMatchObject({ full_name: 'Amara N. Okafor, MD', interests: 'Sailing' });
    expect(notice()).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Amara N. Okafor, MD' })).toBeInTheDocument();
    expect(field(/^Interests/)).toHaveValue('Sailing');
    expect(button('Save')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Discard draft' })).not.toBeInTheDocument();
    expect(button('Preview')).toHaveFocus();
    // The earlier versions now hold the one the publication replaced.
    expect(calls.filter((call) => call.path.startsWith('/api/admin/revisions')).length).toBeGreaterThan(revisionReads);
  });

  it('keeps the draft and everything typed when publishing fails', async () => {
    const { user } = setup(ANY_DRAFT, {
      [`POST ${DRAFT}/publish`]: { status: 500, body: { error: { code: 'x', message: 'x' } } },
    });
    await user.type(await screen.findByLabelText(/^Interests/), 'Sailing');
    await user.click(button('Publish'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(field(/^Interests/)).toHaveValue('Sailing');
    expect(notice()).toBeInTheDocument();
    expect(button('Publish')).toBeInTheDocument();
  });

  it('discards the draft only after confirmation, then shows the published record', async () => {
    const { calls, user } = setup(ANY_DRAFT);
    await user.click(await screen.findByRole('button', { name: 'Discard draft' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard the draft?' });
    expect(dialog).toHaveTextContent('This deletes the unpublished changes eli@riverbend.example saved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent(calls)).toEqual([]);

    await user.click(button('Discard draft'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Draft discarded. The form shows the published version again.')).toBeInTheDocument();
    expect(sent(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/admin/physicians/7/draft']);
    expect(field(/^Full name/)).toHaveValue('Amara Okafor, MD');
    expect(notice()).not.toBeInTheDocument();
    expect(button('Save')).toBeInTheDocument();
    expect(button('Preview')).toHaveFocus();
  });

  it('previews the draft in a new tab, with a link for a browser that blocks it', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { calls, user } = setup(ANY_DRAFT);
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const link = await screen.findByRole('link', { name: 'Open the preview' });
    expect(link).toHaveAttribute('href', '/about-us/meet-our-team?preview=t0k3n');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.parentElement).toHaveTextContent('works until Nov 23, 2026, 4:37 PM (New York time)');
    expect(open).toHaveBeenCalledWith('/about-us/meet-our-team?preview=t0k3n', '_blank');
    expect(screen.getByText(/^Preview ready in a new tab\./)).toBeInTheDocument();
    // Nothing was unsaved, so nothing is saved first.
    expect(sent(calls).map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/admin/physicians/7/preview']);
    open.mockRestore();
  });

  it('saves unsaved changes as the draft before previewing them', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { calls, user } = setup(null);
    await user.type(await screen.findByLabelText(/^Interests/), 'Sailing');
    await user.click(button('Preview'));
    expect(await screen.findByRole('link', { name: 'Open the preview' })).toBeInTheDocument();
    expect(sent(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT /api/admin/physicians/7/draft',
      'POST /api/admin/physicians/7/preview',
    ]);
    expect(sent(calls)[0]!.body).toMatchObject({ interests: 'Sailing' });
    expect(notice()).toHaveTextContent('Interests');
    open.mockRestore();
  });
});
