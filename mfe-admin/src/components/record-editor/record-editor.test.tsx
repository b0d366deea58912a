import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { z } from 'zod';
import type { FieldDef } from '../form/fields.ts';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { RecordEditor, type RecordKind } from './record-editor.tsx';

interface Sign {
  id: number;
  wording: string;
  lit: string;
  hours: string | null;
  picture: string | null;
}

const WORDING: FieldDef = { name: 'wording', label: 'Wording', kind: 'text', required: true };
const LIT: FieldDef = {
  name: 'lit',
  label: 'Lit',
  kind: 'select',
  options: [
    { value: 'no', label: 'No' },
    { value: 'yes', label: 'Yes' },
  ],
};
const HOURS: FieldDef = { name: 'hours', label: 'Hours lit', kind: 'text' };

const schema = z.object({
  wording: z.string().trim().min(1, 'Enter the wording.'),
  lit: z.enum(['no', 'yes']),
  hours: z.string().optional(),
});

/** A made-up record: a sign whose hours are asked for only while it is lit, with a picture. */
const SIGN: RecordKind<Sign, typeof schema> = {
  what: 'sign',
  collection: '/api/admin/signs',
  entity: 'sign',
  listPath: '/admin/signs/',
  formId: 'sign',
  title: (sign) => (sign ? `Edit “${sign.wording}”` : 'Add a sign'),
  schema,
  fields: [WORDING, LIT, HOURS],
  formFields: (values) => (values.lit === 'yes' ? [WORDING, LIT, HOURS] : [WORDING, LIT]),
  blank: { lit: 'no' },
  otherLabels: { picture: 'Picture' },
  savedMessage: (saved, created) => (created ? `Added “${saved.wording}”.` : 'Saved.'),
  picture: {
    label: 'Picture',
    url: (sign) => (sign.picture ? `/media/signs/${sign.picture}` : null),
    path: 'picture',
    removable: true,
    sizeHint: 'it is cropped to 600 × 200',
    saveFirst: 'Save the sign first; then you can add its picture.',
  },
};

function setup(route: string) {
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
    'POST /api/admin/signs': (body) => ({ id: 5, hours: null, picture: null, ...(body as object) }),
    'GET /api/admin/signs/5': { id: 5, wording: 'Open late', lit: 'yes', hours: '6–10 PM', picture: null },
    'GET /api/admin/signs/5/draft': null,
    'GET /api/admin/revisions?entity=sign&id=5': [],
  });
  const { router } = renderInFrame(<RecordEditor kind={SIGN} />, { route, path: '/admin/signs/:id' });
  return { calls, router, user: userEvent.setup() };
}

describe('RecordEditor', () => {
  it('starts a new record from its blank values, with the picture left for after the first save', async () => {
    setup('/admin/signs/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a sign' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Lit/)).toHaveValue('no');
    expect(screen.queryByLabelText(/^Hours lit/)).not.toBeInTheDocument();
    expect(screen.getByText('Save the sign first; then you can add its picture.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Earlier versions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/admin/signs/');
  });

  it('asks for the fields of what the form holds, and moves a new record to its own address once saved', async () => {
    const { calls, router, user } = setup('/admin/signs/new');
    await user.type(await screen.findByLabelText(/^Wording/), 'Open late');
    await user.selectOptions(screen.getByLabelText(/^Lit/), 'yes');
    await user.type(screen.getByLabelText(/^Hours lit/), '6–10 PM');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      wording: 'Open late',
      lit: 'yes',
      hours: '6–10 PM',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit “Open late”' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/signs/5');
    expect(screen.getByRole('region', { name: 'Picture' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Earlier versions' })).toBeInTheDocument();
  });
});
