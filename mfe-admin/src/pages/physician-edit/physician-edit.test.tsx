import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { PROFILE_FIELDS } from '@site/shared/physician-card';
import { buildPhysician as buildAnyPhysician } from '@site/test-support/builders';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { PhysicianEdit } from './physician-edit.tsx';

const buildPhysician = () =>
  buildAnyPhysician({
    id: 7,
    full_name: 'Amara Okafor, MD',
    last_name: 'Okafor',
    subspecialties: ['Body Imaging'],
    biography: '<p>Reads chest imaging.</p>',
  });

const SUBSPECIALTIES = [
  { name: 'Body Imaging', description_short: '', url: '' },
  { name: 'Neuroradiology', description_short: '', url: '' },
];

function setup(overrides: Record<string, unknown> = {}) {
  // The server's copy: what GET answers after a save or an upload.
  let physician = buildPhysician();
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
    'GET /api/subspecialties': SUBSPECIALTIES,
    'GET /api/admin/physicians/7': () => physician,
    'PUT /api/admin/physicians/7': (body) => (physician = { ...physician, ...(body as object) }),
    'POST /api/admin/physicians/7/photo': () => (physician = { ...physician, photo: 'okafor-amara-1a2b3c4d.webp' }),
    'GET /api/admin/revisions?entity=physician&id=7': [],
    'POST /api/admin/html-preview': (body) => ({ html: (body as { html: string }).html }),
    ...overrides,
  });
  renderInFrame(<PhysicianEdit />, { route: '/admin/physicians/7', path: '/admin/physicians/:id' });
  return { calls, user: userEvent.setup() };
}

const field = (name: RegExp | string) => screen.getByLabelText(name, { selector: 'input, textarea, select' });

describe('PhysicianEdit', () => {
  it('covers every field of the profile, subspecialties from the list, and the photo', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Amara Okafor, MD' })).toBeInTheDocument();
    for (const { label } of PROFILE_FIELDS)
      expect(field(new RegExp(`^${label.replace('?', '\\?')}`))).toBeInTheDocument();
    for (const label of [/^Category/, /^Full name/, /^Last name/, /^Training year/])
      expect(field(label)).toBeInTheDocument();
    const tags = screen.getByRole('group', { name: /Subspecialties/ });
    expect(within(tags).getByRole('checkbox', { name: 'Body Imaging' })).toBeChecked();
    for (const name of ['Neuroradiology', 'Diagnostic Radiology', 'Physician Assistant']) {
      expect(within(tags).getByRole('checkbox', { name })).not.toBeChecked();
    }
    expect(screen.getByRole('heading', { name: 'Photo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a new photo')).toHaveAttribute('type', 'file');
  });

  it('saves every field with the shared schema’s output and says so', async () => {
    const { calls, user } = setup();
    await user.clear(await screen.findByLabelText(/^Full name/));
    await user.type(field(/^Full name/), 'Amara N. Okafor, MD');
    await user.click(screen.getByRole('checkbox', { name: 'Neuroradiology' }));
    await user.type(field(/^Medical School/), '  Wright State  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      full_name: 'Amara N. Okafor, MD',
      subspecialties: ['Body Imaging', 'Neuroradiology'],
      medical_school: 'Wright State',
      residency: null,
      training_year: null,
      biography: '<p>Reads chest imaging.</p>',
    });
  });

  it('shows errors inline and in a focused summary, and sends nothing', async () => {
    const { calls, user } = setup();
    await user.clear(await screen.findByLabelText(/^Full name/));
    await user.type(field(/^Training year/), '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('heading', { name: 'Please correct the following' });
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary.parentElement!).getByRole('link', { name: /^Full name:/ })).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveAccessibleDescription(/Error: Enter the full name as shown/);
    expect(field(/^Training year/)).toHaveAccessibleDescription(/Error: Enter a training year from 1 to 5/);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s field errors like its own', async () => {
    const { user } = setup({
      'PUT /api/admin/physicians/7': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Check the highlighted fields and try again.',
            fields: { subspecialties: '“Old Tag” is not in the subspecialty list.' },
          },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('link', { name: /Subspecialties: “Old Tag” is not in the subspecialty list\./ }),
    ).toBeInTheDocument();
  });

  it('keeps everything typed when the save fails', async () => {
    const { user } = setup({
      'PUT /api/admin/physicians/7': { status: 500, body: { error: { code: 'internal_error', message: 'x' } } },
    });
    await user.type(await screen.findByLabelText(/^Interests/), 'Sailing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing you typed was lost.');
    expect(field(/^Interests/)).toHaveValue('Sailing');
  });

  it('checks a photo’s type and size before sending it', async () => {
    const { calls, user } = setup();
    const input = await screen.findByLabelText('Choose a new photo');
    // A file chooser can be told to show every file, so the accept list is not a check by itself.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(input).toHaveAccessibleDescription(/Error: Choose a JPEG, PNG, WebP or AVIF picture\./);
    const huge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await user.upload(input, huge);
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(input).toHaveAccessibleDescription(/Error: The file is larger than 10 MB\./);
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/photo'))).toBe(false));
  });

  it('uploads a photo and shows the picture the server made', async () => {
    const { calls, user } = setup();
    const input = await screen.findByLabelText('Choose a new photo');
    await user.upload(input, new File(['jpeg bytes'], 'me.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('img', { name: 'Current photo' })).toHaveAttribute(
      'src',
      '/media/physicians/okafor-amara-1a2b3c4d.webp',
    );
    expect(calls.find((c) => c.path.endsWith('/photo'))?.body).toBeInstanceOf(FormData);
  });
});
