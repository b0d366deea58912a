import { mockFetch, renderWithProviders } from '@site/test-support/render';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { ContactForm } from './contact-form.tsx';

const CONTACT = '/api/utilities/contact.php';
const OFFICE_PHONE = '(937) 555-0110';

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const send = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send message' }));
const summary = () => screen.getByRole('heading', { name: 'There is a problem with your message' }).parentElement!;

function renderForm() {
  const user = userEvent.setup();
  const view = renderWithProviders(<ContactForm phone={OFFICE_PHONE} />, { route: '/contact' });
  return { user, ...view };
}

async function fillValid(user: UserEvent) {
  await user.type(box('Name'), 'Ada Lovelace');
  await user.type(box('City'), 'Dayton');
  await user.type(box('State'), 'oh');
  await user.type(box('ZIP code'), '45402');
  await user.type(box('E-mail'), 'ada@example.com');
  await user.type(box('Comments'), 'Please send me the address of the Kettering office.');
}

/** The JSON body of the last call to the contact endpoint. */
function lastPayload(fetchMock: jest.Mock): Record<string, unknown> {
  const calls = fetchMock.mock.calls.filter(([url]) => url === CONTACT);
  const init = calls.at(-1)?.[1] as RequestInit | undefined;
  return JSON.parse(String(init?.body));
}

describe('ContactForm validation', () => {
  it('refuses a form with errors: messages inline and in a summary that takes focus, nothing sent', async () => {
    const fetchMock = mockFetch({ [CONTACT]: { response: true } });
    const { user } = renderForm();

    await user.type(box('E-mail'), 'not-an-address');
    await send(user);

    expect(summary()).toHaveFocus();
    expect(within(summary()).getByRole('link', { name: 'Name: Enter your name.' })).toHaveAttribute(
      'href',
      '#contact-name',
    );
    expect(within(summary()).getByRole('link', { name: 'E-mail: Enter a valid e-mail address.' })).toBeInTheDocument();
    expect(within(summary()).getByRole('link', { name: 'Comments: Enter your comments.' })).toBeInTheDocument();

    expect(box('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(box('Name')).toHaveAccessibleDescription('Error: Enter your name.');
    expect(box('E-mail')).toHaveAccessibleDescription(/Error: Enter a valid e-mail address\./);
    expect(box('City')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for an e-mail address or a phone number', async () => {
    mockFetch({});
    const { user } = renderForm();

    await user.type(box('Name'), 'Ada Lovelace');
    await user.type(box('Comments'), 'Hello');
    await send(user);

    expect(box('E-mail')).toHaveAccessibleDescription(/Enter an e-mail address or a phone number\./);
    await user.type(box('Phone'), '937-555-0123');
    expect(box('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('moves focus to the field when a summary link is followed', async () => {
    mockFetch({});
    const { user } = renderForm();

    await send(user);
    await user.click(within(summary()).getByRole('link', { name: 'Comments: Enter your comments.' }));

    expect(box('Comments')).toHaveFocus();
  });

  it('clears an error as soon as the field is corrected', async () => {
    mockFetch({});
    const { user } = renderForm();

    await send(user);
    await user.type(box('Name'), 'Ada');

    expect(box('Name')).not.toHaveAttribute('aria-invalid');
    expect(within(summary()).queryByRole('link', { name: /^Name:/ })).not.toBeInTheDocument();
    expect(within(summary()).getByRole('link', { name: /^Comments:/ })).toBeInTheDocument();
  });

  it('warns not to include medical information, and ties the warning to the comments', () => {
    mockFetch({});
    renderForm();

    expect(screen.getByText('Please do not include medical information')).toBeVisible();
    expect(box('Comments')).toHaveAccessibleDescription(/Please do not include medical information/);
  });
});

describe('ContactForm submission', () => {
  it('sends the spec fields with submit: true and the honeypot, then shows the success notice', async () => {
    const fetchMock = mockFetch({ [CONTACT]: { response: true } });
    const { user } = renderForm();

    await fillValid(user);
    await send(user);

    const success = await screen.findByRole('heading', { name: 'Thank you. Your message has been sent.' });
    expect(success).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Send message' })).not.toBeInTheDocument();
    expect(lastPayload(fetchMock)).toEqual({
      submit: true,
      name: 'Ada Lovelace',
      address: '',
      city: 'Dayton',
      state: 'OH',
      zip: '45402',
      phone: '',
      email: 'ada@example.com',
      comments: 'Please send me the address of the Kettering office.',
      website: '',
    });
    expect((fetchMock.mock.calls[0]![1] as RequestInit).method).toBe('POST');
  });

  it('sends once while a submission is on its way, and says it is sending', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    global.fetch = fetchMock as unknown as typeof fetch;
    const { user } = renderForm();

    await fillValid(user);
    await send(user);
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Sending your message…');
    await user.click(sending);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer({ ok: true, status: 200, json: async () => ({ response: true }) } as Response);
    expect(await screen.findByRole('heading', { name: 'Thank you. Your message has been sent.' })).toBeInTheDocument();
  });

  it('keeps the honeypot out of reach and sends what a bot put in it', async () => {
    const fetchMock = mockFetch({ [CONTACT]: { response: true } });
    const { user, container } = renderForm();

    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox', { name: /Leave this field empty/ })).not.toBeInTheDocument();

    fireEvent.change(honeypot, { target: { value: 'https://spam.example' } });
    await fillValid(user);
    await send(user);

    await screen.findByRole('heading', { name: 'Thank you. Your message has been sent.' });
    expect(lastPayload(fetchMock).website).toBe('https://spam.example');
  });

  it('stays on the form, keeps the input and says so when the answer is not truthy; a retry can succeed', async () => {
    mockFetch({ [CONTACT]: { response: false } });
    const { user } = renderForm();

    await fillValid(user);
    await send(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message was not saved on our side. Please try again.');
    expect(alert).toHaveTextContent('Everything you typed is still here');
    expect(box('Name')).toHaveValue('Ada Lovelace');
    expect(box('Comments')).toHaveValue('Please send me the address of the Kettering office.');
    expect(screen.queryByRole('heading', { name: /Thank you/ })).not.toBeInTheDocument();

    mockFetch({ [CONTACT]: { response: true } });
    await send(user);
    expect(await screen.findByRole('heading', { name: 'Thank you. Your message has been sent.' })).toBeInTheDocument();
  });

  it('says the server could not be reached on a network failure, keeps the input and offers the phone', async () => {
    mockFetch({ [CONTACT]: new TypeError('Failed to fetch') });
    const { user } = renderForm();

    await fillValid(user);
    await send(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach our server, so your message was not sent.');
    expect(within(alert).getByRole('link', { name: OFFICE_PHONE })).toHaveAttribute('href', 'tel:+19375550110');
    expect(box('E-mail')).toHaveValue('ada@example.com');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it.each([
    [413, 'Your message is too large to send.'],
    [429, 'Please wait a few minutes, then try again.'],
    [500, 'Something went wrong on our side'],
    [400, 'We could not accept your message.'],
  ])('explains a %i answer and keeps the input', async (status, text) => {
    mockFetch({ [CONTACT]: { status, body: { error: { code: 'x', message: 'Refused' } } } });
    const { user } = renderForm();

    await fillValid(user);
    await send(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(box('City')).toHaveValue('Dayton');
  });

  it('shows the server field messages of a 400 inline and in the focused summary', async () => {
    mockFetch({
      [CONTACT]: {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Check the form.',
            fields: { zip: 'This ZIP code is not in our service area.', submit: 'The form is out of date.' },
          },
        },
      },
    });
    const { user } = renderForm();

    await fillValid(user);
    await send(user);

    expect(
      await screen.findByRole('link', { name: 'ZIP code: This ZIP code is not in our service area.' }),
    ).toBeVisible();
    expect(summary()).toHaveFocus();
    expect(within(summary()).getByText('The form is out of date.')).toBeInTheDocument();
    expect(box('ZIP code')).toHaveAccessibleDescription('Error: This ZIP code is not in our service area.');
    expect(box('Name')).toHaveValue('Ada Lovelace');
  });
});

describe('ContactForm autofill', () => {
  it('asks the browser for one address line in the one-line street field, and the matching parts elsewhere', () => {
    renderForm();
    expect(box('Street address')).toHaveAttribute('autocomplete', 'address-line1');
    expect(box('City')).toHaveAttribute('autocomplete', 'address-level2');
    expect(box('ZIP code')).toHaveAttribute('autocomplete', 'postal-code');
    expect(box('E-mail')).toHaveAttribute('autocomplete', 'email');
  });
});
