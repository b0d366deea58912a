import { screen } from '@testing-library/react';
import { buildSettings } from '@site/test-support/builders';
import { ADMIN_ONLY_FIELDS, ADMIN_ONLY_HINT } from '@site/contracts/schemas';
import { LISTS } from '../../content/lists.ts';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { ListItemPage } from '../list-item/list-item.tsx';
import { Settings } from './settings.tsx';

/** The control of field `name` in form `formId` (labels differ in wording; ids follow the field names). */
const control = (formId: string, name: string) => document.getElementById(`${formId}-${name}`)!;

describe('fields only an admin may change', () => {
  it('say so in their hint on the settings screen, for every field of the shared rule and no other', async () => {
    mockAdminApi({
      'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
      'GET /api/admin/settings': buildSettings(),
    });
    renderInFrame(<Settings />, { route: '/admin/settings/' });
    await screen.findByRole('button', { name: 'Save' });
    const marked = Object.keys(buildSettings()).filter((name) =>
      control('settings', name)?.getAttribute('aria-describedby')
        ? document.getElementById(`settings-${name}-hint`)?.textContent?.endsWith(ADMIN_ONLY_HINT)
        : false,
    );
    expect(marked.sort()).toEqual([...ADMIN_ONLY_FIELDS.settings].sort());
    expect(control('settings', 'social_url')).toHaveAccessibleDescription(`Starting with https://. ${ADMIN_ONLY_HINT}`);
  });

  it('say so in their hint on a practice contact: its e-mail address, not its phone', async () => {
    mockAdminApi({ 'GET /api/admin/session': { user: buildUser({ role: 'editor' }) } });
    renderInFrame(<ListItemPage config={LISTS.contacts} />, {
      route: '/admin/contacts/new',
      path: '/admin/contacts/:id',
    });
    await screen.findByRole('button', { name: 'Save' });
    expect(control('contacts', 'email')).toHaveAccessibleDescription(
      `The address visitors and applicants write to. ${ADMIN_ONLY_HINT}`,
    );
    expect(control('contacts', 'phone')).not.toHaveAccessibleDescription(new RegExp(ADMIN_ONLY_HINT));
  });
});
