import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { mockAdminApi } from '../../test-support/admin-api.ts';
import { HtmlField, PREVIEW_DELAY_MS } from './html-field.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="bio">Biography</label>
      <HtmlField id="bio" name="biography" label="Biography" value={value} onChange={setValue} />
    </>
  );
}

// What the server's allow-list does to the test's input, as far as these tests need.
const serverSanitize = (html: string) => html.replace(/<script>.*?<\/script>/g, '').replace(/ onclick="[^"]*"/g, '');

describe('HtmlField', () => {
  beforeEach(() => {
    mockAdminApi({
      'POST /api/admin/html-preview': (body) => ({ html: serverSanitize((body as { html: string }).html) }),
    });
  });

  it('wraps the selected words in the tag of the button pressed', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Hello world" />);
    const source = screen.getByRole('textbox', { name: 'Biography' }) as HTMLTextAreaElement;
    source.setSelectionRange(6, 11);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(source).toHaveValue('Hello <strong>world</strong>');
    source.setSelectionRange(0, source.value.length);
    await user.click(screen.getByRole('button', { name: 'Paragraph' }));
    expect(source).toHaveValue('<p>Hello <strong>world</strong></p>');
  });

  it('turns selected lines into a list, and selects a new link’s address for typing', async () => {
    const user = userEvent.setup();
    render(<Harness initial={'MRI\nCT'} />);
    const source = screen.getByRole('textbox', { name: 'Biography' }) as HTMLTextAreaElement;
    source.setSelectionRange(0, source.value.length);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(source).toHaveValue('<ul>\n  <li>MRI</li>\n  <li>CT</li>\n</ul>');

    source.setSelectionRange(source.value.length, source.value.length);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(source.value.endsWith('<a href="https://">link text</a>')).toBe(true);
    expect(source.value.slice(source.selectionStart, source.selectionEnd)).toBe('https://');
    expect(source).toHaveFocus();
  });

  it('previews what the server will keep, once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      render(<Harness initial='<p onclick="x()">Hi<script>alert(1)</script></p>' />);
      const preview = screen.getByRole('region', { name: 'Preview of Biography' });
      expect(preview).toHaveTextContent('Preparing the preview…');
      await act(async () => {
        jest.advanceTimersByTime(PREVIEW_DELAY_MS);
      });
      expect(preview.querySelector('.previewBody')?.innerHTML).toBe('<p>Hi</p>');
    } finally {
      jest.useRealTimers();
    }
  });
});
