import { screen, waitFor, within } from '@testing-library/react';
import { buildPhysician } from '@site/test-support/builders';
import { buildDraft, buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { Physicians } from './physicians.tsx';

const okafor = buildPhysician({ id: 7, full_name: 'Amara Okafor, MD', subspecialties: ['Body Imaging'] });
const reyes = buildPhysician({ id: 8, full_name: 'Luis Reyes, MD' });

function setup(drafts: object) {
  const calls = mockAdminApi({
    'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
    'GET /api/admin/physicians': [okafor, reyes],
    'GET /api/admin/drafts': drafts,
  });
  renderInFrame(<Physicians />, { route: '/admin/physicians/' });
  return calls;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('Physicians', () => {
  it('marks a physician with unpublished changes, and no other', async () => {
    setup([buildDraft({ entity: 'physician', entity_id: 7 }), buildDraft({ entity: 'news', entity_id: 8 })]);
    await screen.findByRole('table', { name: '2 people' });
    expect(await within(rowOf('Amara Okafor, MD')).findByText('Unpublished changes')).toBeInTheDocument();
    expect(rowOf('Luis Reyes, MD')).not.toHaveTextContent('Unpublished changes');
    // The mark sits beside the link, which keeps the physician's name alone.
    expect(screen.getByRole('link', { name: 'Amara Okafor, MD' })).toHaveAttribute('href', '/admin/physicians/7');
  });

  it('still lists everyone when the drafts cannot be read', async () => {
    const calls = setup({ status: 500, body: { error: { code: 'internal_error', message: 'x' } } });
    const table = await screen.findByRole('table', { name: '2 people' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/drafts')).toBe(true));
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    expect(screen.queryByText('Unpublished changes')).not.toBeInTheDocument();
  });
});
