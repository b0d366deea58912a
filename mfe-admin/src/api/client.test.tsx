import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import useSWR from 'swr';
import { SITE_CHANGED_HEADER } from '@site/contracts/schemas';
import { buildUser, mockAdminApi, type RecordedCall } from '../test-support/admin-api.ts';
import { renderInFrame } from '../test-support/render-admin.tsx';
import { adminGet, adminUpload } from './client.ts';
import { saveRecord } from './records.ts';

/** A screen holding two public answers, as pages seen earlier in the tab leave them in the cache, and a save. */
function Probe({ write }: { write: () => Promise<unknown> }) {
  const people = useSWR<string[]>('/api/physicians', adminGet);
  const stories = useSWR<string[]>('/api/news/', adminGet);
  const [done, setDone] = useState('');
  return (
    <>
      <p>{`${people.data?.length ?? '…'} people, ${stories.data?.length ?? '…'} stories`}</p>
      <button
        type="button"
        onClick={() =>
          void write().then(
            () => setDone('Saved'),
            () => setDone('Refused'),
          )
        }
      >
        Save
      </button>
      <p>{done}</p>
    </>
  );
}

const reads = (calls: RecordedCall[], path: string) =>
  calls.filter((call) => call.method === 'GET' && call.path === path).length;

function setup(write: () => Promise<unknown>, answer: object) {
  let people = ['Amara Okafor, MD'];
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
    'GET /api/physicians': () => people,
    'GET /api/news/': ['Open house'],
    'PUT /api/admin/physicians/7': () => {
      people = [...people, 'Lena Brandt, MD'];
      return answer;
    },
    'POST /api/admin/physicians/7/photo': answer,
  });
  renderInFrame(<Probe write={write} />, { route: '/admin/probe' });
  return { calls, user: userEvent.setup() };
}

describe('a write through the admin client', () => {
  it('asks again for the cached answers its Site-Changed header names, and for no others', async () => {
    const { calls, user } = setup(() => saveRecord('/api/admin/physicians', 7, { full_name: 'Lena Brandt, MD' }), {
      status: 200,
      body: { id: 7 },
      headers: { [SITE_CHANGED_HEADER]: '/api/admin/physicians, /api/physicians, /api/admin/revisions' },
    });
    expect(await screen.findByText('1 people, 1 stories')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 people, 1 stories')).toBeInTheDocument();
    expect(reads(calls, '/api/physicians')).toBe(2);
    expect(reads(calls, '/api/news/')).toBe(1);
  });

  it('does so for an upload too', async () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const { calls, user } = setup(() => adminUpload('/api/admin/physicians/7/photo', file), {
      status: 200,
      body: { id: 7 },
      headers: { [SITE_CHANGED_HEADER]: '/api/news' },
    });
    expect(await screen.findByText('1 people, 1 stories')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(reads(calls, '/api/news/')).toBe(2));
    expect(reads(calls, '/api/physicians')).toBe(1);
  });

  it('asks for nothing again after a refused write, whatever headers it carries', async () => {
    const refused = {
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Check the fields.' } },
      headers: { [SITE_CHANGED_HEADER]: '/api/physicians' },
    };
    const { calls, user } = setup(() => saveRecord('/api/admin/physicians', 7, {}), refused);
    expect(await screen.findByText('1 people, 1 stories')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(reads(calls, '/api/physicians')).toBe(1);
    expect(reads(calls, '/api/news/')).toBe(1);
  });
});
