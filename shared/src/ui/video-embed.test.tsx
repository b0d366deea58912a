import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { VideoEmbed, type VideoContent } from './video-embed.tsx';

const video: VideoContent = {
  id: 'abcDEF12345',
  title: 'A morning in the reading room',
  transcript: ['A radiologist compares two chest CTs.', 'She phones an urgent finding to the emergency department.'],
};

describe('VideoEmbed', () => {
  it('asks the video provider for nothing until the visitor presses play, then plays from the privacy-enhanced domain', async () => {
    const { container } = render(<VideoEmbed video={video} />);
    expect(container.querySelector('iframe')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: /Play video: A morning in the reading room/ }));
    expect(screen.getByTitle(video.title)).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0',
    );
  });

  it('gives the whole text version of the video, before and after it plays', async () => {
    render(<VideoEmbed video={video} />);
    const toggle = screen.getByText('Text version of the video: A morning in the reading room');
    expect(toggle.tagName).toBe('SUMMARY');
    for (const paragraph of video.transcript) expect(screen.getByText(paragraph)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: /Play video/ }));
    for (const paragraph of video.transcript) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });
});
