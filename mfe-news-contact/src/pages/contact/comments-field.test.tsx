import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { COUNTER_ANNOUNCE_DELAY_MS, CommentsField } from './comments-field.tsx';

/** The field with its value held in state, as the form holds it. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <CommentsField value={value} onChange={setValue} />;
}

const comments = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comments' });
const x = (count: number) => 'x'.repeat(count);

describe('CommentsField', () => {
  it('shows how many characters remain', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    expect(screen.getByText('500 characters remaining.')).toBeInTheDocument();
    await user.type(comments(), 'Hello');
    expect(screen.getByText('495 characters remaining.')).toBeInTheDocument();
    expect(comments()).toHaveAccessibleDescription('495 characters remaining.');
  });

  it('announces the count politely once typing pauses, not on every key', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Harness />);
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();

      await user.type(comments(), 'abc');
      expect(status).toBeEmptyDOMElement();

      act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_DELAY_MS));
      expect(status).toHaveTextContent('497 characters remaining.');

      await user.type(comments(), 'de');
      expect(status).toHaveTextContent('497 characters remaining.');
      act(() => jest.advanceTimersByTime(COUNTER_ANNOUNCE_DELAY_MS));
      expect(status).toHaveTextContent('495 characters remaining.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops at 500 characters when typing goes past the limit', async () => {
    const user = userEvent.setup();
    render(<Harness initial={x(498)} />);

    await user.type(comments(), 'abcd');

    expect(comments().value).toBe(`${x(498)}ab`);
    expect(screen.getByText('0 characters remaining.')).toBeInTheDocument();
  });

  it('cuts any longer input to 500 characters (drop, autofill)', () => {
    render(<Harness />);

    fireEvent.change(comments(), { target: { value: x(620) } });

    expect(comments().value).toHaveLength(500);
  });

  it('cuts pasted text to the room left, at the caret, keeping what follows it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={`Hello ${x(480)} end.`} />);
    const before = comments().value.length; // 491: room for 9
    expect(before).toBe(491);

    await user.click(comments());
    comments().setSelectionRange(6, 6);
    await user.paste('PASTED-TEXT-THAT-IS-TOO-LONG');

    expect(comments().value).toBe(`Hello PASTED-TE${x(480)} end.`);
    expect(comments().value).toHaveLength(500);
    expect(comments().selectionStart).toBe(15);
  });

  it('cuts a paste that replaces a selection to the room the selection frees', async () => {
    const user = userEvent.setup();
    render(<Harness initial={x(500)} />);

    await user.click(comments());
    comments().setSelectionRange(0, 3);
    await user.paste('abcdef');

    expect(comments().value).toBe(`abc${x(497)}`);
  });

  it('pastes text that fits unchanged', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Dear team, " />);

    await user.click(comments());
    await user.paste('thank you.');

    expect(comments().value).toBe('Dear team, thank you.');
    expect(screen.getByText('479 characters remaining.')).toBeInTheDocument();
  });
});
