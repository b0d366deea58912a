import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ContactMessage } from '@site/contracts/schemas';
import { buildUser, mockAdminApi } from '../../test-support/admin-api.ts';
import { renderInFrame } from '../../test-support/render-admin.tsx';
import { Message } from '../message/message.tsx';
import { Messages } from './messages.tsx';

const message = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: 1,
  name: 'Robin Visitor',
  address: '12 Elm Street',
  city: 'Dayton',
  state: 'OH',
  zip: '45402',
  phone: '937-555-0123',
  email: 'robin@visitor.example',
  comments: 'Please call me.\nAfternoons are best.',
  created_at: '2026-11-20T15:00:00.000Z',
  read_at: null,
  handled_at: null,
  mail_status: 'sent',
  mail_attempts: 1,
  mail_sent_at: '2026-11-20T15:00:05.000Z',
  mail_last_error: null,
  ...overrides,
});

describe('Messages', () => {
  it('lists messages newest first with unread marked, the mail state of each, and the CSV download', async () => {
    mockAdminApi({
      'GET /api/admin/session': { user: buildUser({ role: 'editor' }) },
      'GET /api/admin/messages?show=all&offset=0&limit=50': {
        items: [
          message({
            id: 2,
            name: 'Newer Sender',
            mail_status: 'pending',
            mail_attempts: 2,
            mail_last_error: 'timeout',
          }),
          message({ id: 1, read_at: '2026-11-21T09:00:00.000Z' }),
        ],
        total: 2,
      },
      'GET /api/admin/messages?show=unread&offset=0&limit=50': { items: [], total: 0 },
    });
    renderInFrame(<Messages />, { route: '/admin/messages/' });
    const table = await screen.findByRole('table', { name: 'Messages 1–2 of 2, newest first' });
    const [, newer, older] = within(table).getAllByRole('row');
    expect(newer).toHaveTextContent('Newer Sender');
    expect(newer).toHaveTextContent('Unread');
    expect(newer).toHaveTextContent('Retrying (2 tries; last error: timeout)');
    expect(older).toHaveTextContent('Read');
    expect(older).toHaveTextContent('Mailed');
    expect(screen.getByRole('link', { name: 'Download all messages (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/messages/export.csv',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Unread' }));
    expect(await screen.findByRole('table', { name: 'No messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('Message', () => {
  it('shows what the visitor sent, marks it read on opening, and marks it handled', async () => {
    let current = message();
    const calls = mockAdminApi({
      'GET /api/admin/session': { user: buildUser() },
      'GET /api/admin/messages/1': () => current,
      'PATCH /api/admin/messages/1': (body) => {
        const { read, handled } = body as { read?: boolean; handled?: boolean };
        const now = '2026-11-22T10:00:00.000Z';
        current = {
          ...current,
          ...(read ? { read_at: current.read_at ?? now } : {}),
          ...(handled ? { handled_at: now, read_at: current.read_at ?? now } : {}),
        };
        return current;
      },
    });
    renderInFrame(<Message />, { route: '/admin/messages/1', path: '/admin/messages/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Message from Robin Visitor' })).toBeInTheDocument();
    expect(screen.getByText(/Please call me\.\s+Afternoons are best\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'robin@visitor.example' })).toHaveAttribute(
      'href',
      'mailto:robin@visitor.example',
    );
    expect(await screen.findByText('Read')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ read: true });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(screen.getByText('Handled')).toBeInTheDocument();
  });
});
