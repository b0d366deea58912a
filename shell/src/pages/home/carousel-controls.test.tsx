import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { CarouselButton, PlayPauseButton } from './carousel-controls.tsx';

describe('carousel controls', () => {
  it('names the Pause/Play button by its visible word and subject', async () => {
    const onToggle = jest.fn();
    const { rerender } = render(<PlayPauseButton paused={false} subject="slideshow" onToggle={onToggle} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    rerender(<PlayPauseButton paused subject="slideshow" onToggle={onToggle} />);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toHaveTextContent(/^Play/);
  });

  it('gives the arrow buttons their label as name and calls back on click', async () => {
    const onClick = jest.fn();
    render(<CarouselButton direction="next" label="Next slide" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
