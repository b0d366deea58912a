import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderWithProviders } from '@site/test-support/render';
import { buildPhysician } from '@site/test-support/builders';
import type { Physician } from '@site/contracts/types';
import { PhysicianCard, PhysicianCardSkeleton, presentFields, PROFILE_FIELDS } from './physician-card.tsx';

const physician = (overrides: Partial<Physician> = {}): Physician =>
  buildPhysician({
    id: 1,
    full_name: 'Test Person, MD',
    last_name: 'Person',
    photo: 'person-test.svg',
    subspecialties: ['Neuroradiology'],
    ...overrides,
  });

describe('presentFields', () => {
  it('returns only fields with a value, in display order, under their fixed labels', () => {
    const fields = presentFields(
      physician({ interests: 'Hiking', medical_school: 'A Medical School', biography: '<p>Reads head CT.</p>' }),
    );
    expect(fields).toEqual([
      { key: 'medical_school', label: 'Medical School', value: 'A Medical School', html: false },
      { key: 'biography', label: 'Biography', value: '<p>Reads head CT.</p>', html: true },
      { key: 'interests', label: 'Interests', value: 'Hiking', html: false },
    ]);
  });

  it('leaves out null, blank and text-less HTML values', () => {
    const fields = presentFields(
      physician({ residency: '   ', military: '', biography: '<p>&nbsp;</p>', why_radiology: '<p> </p>' }),
    );
    expect(fields).toEqual([]);
  });

  it('covers every labelled field of the spec once', () => {
    const everything = Object.fromEntries(PROFILE_FIELDS.map(({ key }) => [key, `value of ${key}`]));
    const labels = presentFields(physician(everything)).map((field) => field.label);
    expect(labels).toEqual([
      'Medical School',
      'Residency',
      'Fellowship',
      'Board Certified',
      'Appointments & Committees',
      'Military Service',
      "Bachelor's Education",
      "Master's Education",
      'PA School',
      'NCCPA Certified',
      'Undergraduate',
      'Biography',
      'Why Musculoskeletal Imaging?',
      'Why Radiology?',
      'What did you like about Dayton?',
      'Interests',
    ]);
  });
});

describe('PhysicianCard', () => {
  it('shows the photo named for the person, the name as a heading and the subspecialties', () => {
    renderWithProviders(
      <PhysicianCard physician={physician({ subspecialties: ['Body Imaging', 'Emergency Radiology'] })} />,
    );
    const photo = screen.getByRole('img', { name: 'Test Person, MD' });
    expect(photo).toHaveAttribute('src', '/media/physicians/person-test.svg');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(screen.getByRole('heading', { level: 2, name: 'Test Person, MD' })).toBeInTheDocument();
    const tags = screen.getByRole('list', { name: 'Subspecialties of Test Person, MD' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Body Imaging', 'Emergency Radiology']);
  });

  it('shows the default picture when the photo is absent', () => {
    renderWithProviders(<PhysicianCard physician={physician({ photo: null })} />);
    expect(screen.getByRole('img', { name: 'Test Person, MD' })).toHaveAttribute(
      'src',
      '/media/physicians/default.svg',
    );
  });

  it('puts the name at the heading level it is given', () => {
    renderWithProviders(<PhysicianCard physician={physician()} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Test Person, MD' })).toBeInTheDocument();
  });

  // jsdom has <dialog> but neither showModal nor close: these stand in for the browser's own, which the
  // browser tests use (Escape and a click outside close it there). As in browsers, the dialog is closed at once
  // and its `close` event fires a task later.
  const showModal = jest.fn(function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  });
  const close = jest.fn(function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  });
  beforeEach(() => Object.assign(HTMLDialogElement.prototype, { showModal, close }));
  afterEach(() => {
    for (const name of ['showModal', 'close']) Reflect.deleteProperty(HTMLDialogElement.prototype, name);
    jest.clearAllMocks();
  });

  it('opens a profile dialog with the present fields only, HTML rendered, and closes it with focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PhysicianCard
        physician={physician({
          residency: 'Diagnostic Radiology, Somewhere Hospital',
          biography: '<p>First paragraph.</p><p>Second <strong>paragraph</strong>.</p>',
        })}
      />,
    );
    const open = screen.getByRole('button', { name: 'View profile of Test Person, MD' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Test Person, MD' });
    // Shown as the browser's modal: the page behind is inert, Escape and a click outside close it.
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(dialog).toHaveAttribute('closedby', 'any');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(open).toHaveAttribute('aria-controls', dialog.id);
    expect(dialog).toHaveAccessibleDescription('Neuroradiology');
    expect(within(dialog).getByText('Residency')).toBeInTheDocument();
    expect(within(dialog).getByText('Diagnostic Radiology, Somewhere Hospital')).toBeInTheDocument();
    expect(within(dialog).getByText('Biography')).toBeInTheDocument();
    expect(within(dialog).getByText('paragraph', { selector: 'strong' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Medical School')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Interests')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens from the keyboard, and closed by the browser (Escape, a click outside) gives focus back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhysicianCard physician={physician({ interests: 'Running', subspecialties: [] })} />);
    await user.tab();
    const open = screen.getByRole('button', { name: 'View profile of Test Person, MD' });
    expect(open).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Test Person, MD' });
    expect(within(dialog).getByText('Running')).toBeInTheDocument();
    // No subspecialties: nothing to describe the dialog with, rather than an empty description.
    expect(dialog).not.toHaveAttribute('aria-describedby');
    // The browser closes a modal on Escape or a light dismiss and fires `close`: the card hears it.
    (dialog as HTMLDialogElement).close();
    await screen.findByRole('button', { name: 'View profile of Test Person, MD' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
    // And opens again.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Test Person, MD' })).toBeInTheDocument();
    expect(showModal).toHaveBeenCalledTimes(2);
  });

  it('opens again on a tap that comes after the browser closed it and before its close event', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PhysicianCard physician={physician()} />);
    const open = screen.getByRole('button', { name: 'View profile of Test Person, MD' });
    await user.click(open);
    const dialog = await screen.findByRole<HTMLDialogElement>('dialog', { name: 'Test Person, MD' });
    // Closed by the browser (Escape), and tapped again in the same task, before `close` is fired.
    dialog.close();
    fireEvent.click(open);
    expect(dialog.open).toBe(true);
    // The late `close` event does not take it away.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.getByRole('dialog', { name: 'Test Person, MD' })).toBe(dialog);
    expect(dialog.open).toBe(true);
    expect(open).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('PhysicianCardSkeleton', () => {
  it('shows grey placeholders hidden from assistive technology', () => {
    renderWithProviders(<PhysicianCardSkeleton />);
    const skeleton = screen.getByTestId('physician-card-skeleton');
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(within(skeleton).getAllByTestId('skeleton').length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
