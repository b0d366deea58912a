import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { SITE_CHANGED_HEADER } from '@site/contracts/schemas';
import { buildUser, mockAdminApi, type RecordedCall } from '../test-support/admin-api.ts';
import { renderInFrame } from '../test-support/render-admin.tsx';
import { adminGet, useAdminWrites, type AdminWrites } from './client.ts';
import { saveRecord } from './records.ts';

/** A write a test makes with the calls useAdminWrites gives the screen. */
type Write = (writes: AdminWrites) => Promise<unknown>;

/** A screen holding two public answers, as pages seen earlier in the tab leave them in the cache, and a save. */
function Probe({ write }: { write: Write }) {
  const writes = useAdminWrites();
  const people = useSWR<string[]>('/api/physicians', adminGet);
  const stories = useSWR<string[]>('/api/news/', adminGet);
  const [done, setDone] = useState('');
  return (
    <>
      <p>{`${people.data?.length ?? '…'} people, ${stories.data?.length ?? '…'} stories`}</p>
      <button
        type="button"
        onClick={() =>
          void write(writes).then(
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

/** The stand-in API of these tests: `answer` is what the save (PUT) and the upload (POST) answer. */
function mockApi(answer: object) {
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
  return calls;
}

/** Renders the probe inside the real admin frame, signed in as an editor. */
function setup(write: Write, answer: object) {
  const calls = mockApi(answer);
  renderInFrame(<Probe write={write} />, { route: '/admin/probe' });
  return { calls, user: userEvent.setup() };
}

describe('a write through the admin client', () => {
  it('asks again for the cached answers its Site-Changed header names, and for no others', async () => {
    const { calls, user } = setup(
      ({ send }) => saveRecord(send, '/api/admin/physicians', 7, { full_name: 'Lena Brandt, MD' }),
      {
        status: 200,
        body: { id: 7 },
        headers: { [SITE_CHANGED_HEADER]: '/api/admin/physicians, /api/physicians, /api/admin/revisions' },
      },
    );
    expect(await screen.findByText('1 people, 1 stories')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 people, 1 stories')).toBeInTheDocument();
    expect(reads(calls, '/api/physicians')).toBe(2);
    expect(reads(calls, '/api/news/')).toBe(1);
  });

  it('does so for an upload too', async () => {
    const file = new File(['x'], 'photo.png', { type: 'image/png' });
    const { calls, user } = setup(({ upload }) => upload('/api/admin/physicians/7/photo', file), {
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
    const { calls, user } = setup(({ send }) => saveRecord(send, '/api/admin/physicians', 7, {}), refused);
    expect(await screen.findByText('1 people, 1 stories')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    expect(reads(calls, '/api/physicians')).toBe(1);
    expect(reads(calls, '/api/news/')).toBe(1);
  });

  it('revalidates the cache of the component that wrote, with no admin frame around it', async () => {
    const calls = mockApi({
      status: 200,
      body: { id: 7 },
      headers: { [SITE_CHANGED_HEADER]: '/api/physicians' },
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Probe write={({ send }) => saveRecord(send, '/api/admin/physicians', 7, { full_name: 'Lena Brandt, MD' })} />
      </SWRConfig>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('1 people, 1 stories')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2 people, 1 stories')).toBeInTheDocument();
    expect(reads(calls, '/api/physicians')).toBe(2);
    expect(reads(calls, '/api/news/')).toBe(1);
    expect(reads(calls, '/api/admin/session')).toBe(0);
  });
});
