import { mockFetch } from '@site/test-support/render';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { loadRemoteModule } from '../../federation/remote-loader.ts';
import { buildSettings } from '@site/test-support/builders';
import { buildRegistry, renderShell } from '../../test-support/site-fixtures.tsx';

jest.mock('../../federation/remote-loader.ts', () => ({ loadRemoteModule: jest.fn() }));

const loadRemote = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const registry = buildRegistry({
  patient: {
    version: '1.0.0',
    entry: '/remotes/patient/1.0.0/remoteEntry.js',
    basePaths: ['/patient-information'],
    nav: { title: 'Patient Information', url: '/patient-information', order: 4, items: [] },
  },
});

const settings = buildSettings({
  street_address: '410 Riverbend Parkway, Suite 200',
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
  phone: '(937) 555-0100',
  fax: '(937) 555-0101',
  billing_phone: '(937) 555-0140',
  billing_alert_text: 'A text about an invoice from an unknown number is from our billing company.',
  invoices_by_mail_date: '2025-09-01',
});

// jsdom has <dialog> but neither showModal nor close, nor popovers: these stand in for the browser's own, so
// the tests can follow what the shell asks of it.
const showModal = jest.fn(function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
});
const closeDialog = jest.fn(function (this: HTMLDialogElement) {
  this.removeAttribute('open');
});
const hidePopover = jest.fn();
// The drawer is in the markup, closed, with its own copy of the address, phone and fax.
const outsideDrawer = { ignore: 'script, style, dialog *' };

beforeEach(() => {
  mockFetch({ '/api/settings': settings, '/api/modalities': [], '/api/subspecialties': [] });
  Object.assign(HTMLDialogElement.prototype, { showModal, close: closeDialog });
  Object.assign(HTMLElement.prototype, { hidePopover });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.clearAllMocks();
  for (const name of ['showModal', 'close']) Reflect.deleteProperty(HTMLDialogElement.prototype, name);
  Reflect.deleteProperty(HTMLElement.prototype, 'hidePopover');
});

/** A remote with the billing page, where the popups' billing links lead. */
const BILLING_PAGE_REMOTE = {
  routes: [
    {
      path: '/patient-information/billing-information',
      element: <h1>Billing page</h1>,
      handle: { title: 'Billing Information' },
    },
  ],
};

describe('Header', () => {
  it('keeps the desktop header: address, phone, fax and the Billing Information button', async () => {
    renderShell('/404', { settings });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('410 Riverbend Parkway, Suite 200, Dayton, OH 45402', outsideDrawer)).toBeVisible();
    expect(within(banner).getByRole('link', { name: '(937) 555-0100' })).toHaveAttribute('href', 'tel:+19375550100');
    expect(within(banner).getByText('Fax: (937) 555-0101', outsideDrawer)).toBeVisible();
    expect(within(banner).getByRole('button', { name: 'Billing Information' })).toBeInTheDocument();
  });

  it('renders the billing alert as a popover the browser opens from the button, with no script', async () => {
    renderShell('/404', { settings });
    const banner = await screen.findByRole('banner');
    const button = within(banner).getByRole('button', { name: 'Billing Information' });
    expect(button).toHaveAttribute('popovertarget', 'billing-alert');
    expect(button).toHaveAttribute('popovertargetaction', 'toggle');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');

    // In the markup before any click: the browser shows it, the shell's code is not asked.
    const popover = within(banner).getByRole('dialog', { name: 'A note about your bill', hidden: true });
    expect(popover).toHaveAttribute('id', 'billing-alert');
    expect(popover).toHaveAttribute('popover', 'auto');
    expect(popover).toHaveTextContent('A text about an invoice from an unknown number is from our billing company.');
    expect(within(popover).getByRole('link', { name: '(937) 555-0140', hidden: true })).toHaveAttribute(
      'href',
      'tel:+19375550140',
    );
    expect(popover).toHaveTextContent('Invoices return to the mail as of September 1st, 2025.');
    expect(
      within(popover).getByRole('link', { name: 'Continue to billing information', hidden: true }),
    ).toHaveAttribute('href', '/patient-information/billing-information');
    const close = within(popover).getByRole('button', { name: 'Close', hidden: true });
    expect(close).toHaveAttribute('popovertarget', 'billing-alert');
    expect(close).toHaveAttribute('popovertargetaction', 'hide');
  });

  it('hides the billing popover when its link changes the page, and not before', async () => {
    loadRemote.mockResolvedValue(BILLING_PAGE_REMOTE);
    const user = userEvent.setup();
    renderShell('/404', { settings, registry });
    const popover = await screen.findByRole('dialog', { name: 'A note about your bill', hidden: true });
    expect(hidePopover).not.toHaveBeenCalled();
    await user.click(within(popover).getByRole('link', { name: 'Continue to billing information', hidden: true }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Billing page' })).toBeInTheDocument();
    expect(hidePopover.mock.contexts).toContain(popover);
  });

  it('shows no Billing Information button, nor the alert in the drawer, outside the alert’s days', async () => {
    // What GET /api/settings answers after the alert's last day: the days, and no text (the API decides the
    // day, so the stored page and the browser's first render agree).
    const ended = buildSettings({
      ...settings,
      billing_alert_text: '',
      billing_alert_starts_on: '2025-09-01',
      billing_alert_ends_on: '2025-10-31',
    });
    mockFetch({ '/api/settings': ended, '/api/modalities': [], '/api/subspecialties': [] });
    const user = userEvent.setup();
    renderShell('/404', { settings: ended });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Fax: (937) 555-0101', outsideDrawer)).toBeVisible();
    expect(within(banner).queryByRole('button', { name: 'Billing Information' })).not.toBeInTheDocument();
    expect(document.getElementById('billing-alert')).toBeNull();

    await user.click(within(banner).getByRole('button', { name: /Menu/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('region', { name: 'Contact us' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('region', { name: 'Billing Information' })).not.toBeInTheDocument();
  });

  it('names the desktop menu groups with ids free of spaces, as valid HTML requires', async () => {
    // A wide screen, where the desktop menu's code loads.
    const narrow = window.matchMedia;
    jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...narrow(query), matches: true }));
    const { container } = renderShell('/404', { settings, registry });
    const trigger = await screen.findByRole('button', { name: /Patient Information|About Us/ });
    expect(trigger.id).toMatch(/about-us|patient-information/);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(ids.filter((id) => /\s/.test(id))).toEqual([]);
  });

  it('gives a phone a Call button that dials the practice and a Menu button', async () => {
    renderShell('/404', { settings });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Call (937) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+19375550100',
    );
    expect(within(banner).getByRole('button', { name: /Menu/ })).toBeInTheDocument();
  });

  it('renders the drawer closed in the markup, as a <dialog> the Menu button opens with an invoker command', async () => {
    renderShell('/404', { settings });
    const menu = await screen.findByRole('button', { name: /Menu/ });
    expect(menu).toHaveAttribute('commandfor', 'mobile-menu');
    expect(menu).toHaveAttribute('command', 'show-modal');
    expect(menu).toHaveAttribute('aria-haspopup', 'dialog');

    // Closed, it is hidden, and so is the heading that names it once open.
    const drawer = document.getElementById('mobile-menu')!;
    expect(drawer.tagName).toBe('DIALOG');
    expect(drawer).not.toHaveAttribute('open');
    expect(document.getElementById(drawer.getAttribute('aria-labelledby')!)).toHaveTextContent('Menu');
    expect(within(drawer).getByRole('navigation', { name: 'Main', hidden: true })).toBeInTheDocument();
    const close = within(drawer).getByRole('button', { name: 'Close menu', hidden: true });
    expect(close).toHaveAttribute('commandfor', 'mobile-menu');
    expect(close).toHaveAttribute('command', 'close');
  });

  it('opens and closes the drawer itself in a browser without invoker commands', async () => {
    const user = userEvent.setup();
    renderShell('/404', { settings });
    // jsdom, like such a browser, has no HTMLButtonElement.prototype.command.
    expect('command' in HTMLButtonElement.prototype).toBe(false);
    await user.click(await screen.findByRole('button', { name: /Menu/ }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(showModal.mock.contexts).toEqual([drawer]);

    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(drawer).not.toHaveAttribute('open');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('leaves the commands to a browser that runs them', async () => {
    Object.defineProperty(HTMLButtonElement.prototype, 'command', { value: '', configurable: true });
    try {
      const user = userEvent.setup();
      renderShell('/404', { settings });
      await user.click(await screen.findByRole('button', { name: /Menu/ }));
      expect(showModal).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(HTMLButtonElement.prototype, 'command');
    }
  });

  it('opens a drawer with the menu, then the address, phone, fax and the billing alert', async () => {
    const user = userEvent.setup();
    renderShell('/404', { settings });
    await user.click(await screen.findByRole('button', { name: /Menu/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });

    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const contact = within(drawer).getByRole('region', { name: 'Contact us' });
    expect(contact).toHaveTextContent('410 Riverbend Parkway, Suite 200, Dayton, OH 45402');
    expect(within(contact).getByRole('link', { name: '(937) 555-0100' })).toHaveAttribute('href', 'tel:+19375550100');
    expect(contact).toHaveTextContent('Fax: (937) 555-0101');

    const billing = within(drawer).getByRole('region', { name: 'Billing Information' });
    expect(billing).toHaveTextContent('A text about an invoice from an unknown number is from our billing company.');
    expect(within(billing).getByRole('link', { name: '(937) 555-0140' })).toHaveAttribute('href', 'tel:+19375550140');
    expect(billing).toHaveTextContent('Invoices return to the mail as of September 1st, 2025.');
    expect(within(billing).getByRole('link', { name: 'Continue to billing information' })).toHaveAttribute(
      'href',
      '/patient-information/billing-information',
    );
  });

  it('closes the drawer and goes on to the billing page from its billing link', async () => {
    loadRemote.mockResolvedValue(BILLING_PAGE_REMOTE);
    const user = userEvent.setup();
    const { router } = renderShell('/404', { settings, registry });
    await user.click(await screen.findByRole('button', { name: /Menu/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Continue to billing information' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Billing page' })).toBeInTheDocument();
    expect(router().state.location.pathname).toBe('/patient-information/billing-information');
    await waitFor(() => expect(drawer).not.toHaveAttribute('open'));
    expect(closeDialog.mock.contexts).toEqual([drawer]);
  });
});
