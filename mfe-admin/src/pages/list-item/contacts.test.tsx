import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { LISTS } from '../../content/lists.ts';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { ListPage } from '../list/list-page.tsx';
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

describe('practice contacts in the admin', () => {
  it('lists each contact with the page and list it shows on, in words staff know', async () => {
    mockAdminApi({ 'GET /api/admin/session': { user: buildUser() }, 'GET /api/admin/contacts': [director] });
    renderInFrame(<ListPage config={LISTS.contacts} />, { route: '/admin/contacts/' });
    const table = await screen.findByRole('table', { name: '1 contact, in the order the site shows them' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Role or purpose', 'Shown on', 'Name', 'Phone', 'Actions']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['Radiology Residency contacts', 'Dana Director, MD', '(937) 555-0141']);
  });

  it('adds a contact after checking its phone and e-mail in the browser, then saves it', async () => {
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser() },
      'POST /api/admin/contacts': (body) => ({ status: 201, body: { ...(body as object), id: 7, position: 5 } }),
      'GET /api/admin/contacts/7': { ...director, id: 7 },
    });
    const user = userEvent.setup();
    renderInFrame(<ListItemPage config={LISTS.contacts} />, {
      route: '/admin/contacts/new',
      path: '/admin/contacts/:id',
    });
    await user.type(await screen.findByLabelText(/Role or purpose/), 'Program Coordinator');
    await user.selectOptions(screen.getByLabelText(/Shown on/), 'Musculoskeletal Imaging Fellowship contacts');
    await user.type(screen.getByLabelText(/^Name/), 'Sam Coordinator');
    await user.type(screen.getByLabelText(/^Phone/), '555-CALL');
    await user.type(screen.getByLabelText(/^E-mail/), 'sam@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const summary = (await screen.findByRole('heading', { name: 'Please correct the following' })).parentElement!;
    expect(summary).toHaveTextContent('Enter a 10-digit US phone number');
    expect(summary).toHaveTextContent('Enter a valid e-mail address');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '(937) 555-0147');
    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^E-mail/), 'sam@practice.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit contact' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      group: 'msk-fellowship',
      title: 'Program Coordinator',
      full_name: 'Sam Coordinator',
      phone: '(937) 555-0147',
      email: 'sam@practice.example',
      hours: null,
    });
  });
});
