import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
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

describe('the billing alert’s days', () => {
  const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

  function setup() {
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
      'GET /api/admin/settings': buildSettings(),
      'PUT /api/admin/settings': (body) => body as object,
    });
    renderInFrame(<Settings />, { route: '/admin/settings/' });
    return { calls, user: userEvent.setup() };
  }

  it('are optional dates, in New York time, saved with the settings', async () => {
    const { calls, user } = setup();
    await screen.findByRole('button', { name: 'Save' });
    expect(field(/^Billing alert: first day/)).toHaveAttribute('type', 'date');
    expect(field(/^Billing alert: first day/)).not.toBeRequired();
    expect(field(/^Billing alert: first day/)).toHaveAccessibleDescription(/New York time/);
    expect(field(/^Billing alert: last day/)).not.toBeRequired();

    await user.type(field(/^Billing alert: last day/), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\./)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      billing_alert_starts_on: null,
      billing_alert_ends_on: '2026-12-31',
    });
  });

  it('refuse a last day before the first, on the field', async () => {
    const { calls, user } = setup();
    await screen.findByRole('button', { name: 'Save' });
    await user.type(field(/^Billing alert: first day/), '2026-12-10');
    await user.type(field(/^Billing alert: last day/), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Please correct the following' })).toBeInTheDocument();
    expect(field(/^Billing alert: last day/)).toHaveAccessibleDescription(
      /Error: Enter a last day on or after the first day, or leave it blank\./,
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
