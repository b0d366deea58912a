import { useState } from 'react';
import styles from './video-embed.module.css';

/**
 * A video the practice has set, with its text alternative. A video block exists only when staff set a real
 * video, and never without a text that gives what it says and shows (WCAG 1.2.1, 1.2.3; docs/design.md#product-decisions).
 */
export interface VideoContent {
  /** The 11-character YouTube id. */
  id: string;
  /** Names the video for assistive technology and on the play button. */
  title: string;
  /** The transcript or a full summary, as paragraphs; at least one. */
  transcript: readonly [string, ...string[]];
}

/**
 * The video staff set in the site settings (docs/design.md#demo-content): its YouTube `id` and its text version (`text`,
 * paragraphs separated by blank lines), named `title`. Null while the settings are loading, when no id is set,
 * or when the text is missing: a video never shows without its text version.
 */
export function videoFromSettings(
  id: string | undefined,
  text: string | undefined,
  title: string,
): VideoContent | null {
  const paragraphs = (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const [first, ...rest] = paragraphs;
  if (!id || first === undefined) return null;
  return { id, title, transcript: [first, ...rest] };
}

/**
 * A YouTube video behind a click-to-load facade: no request to the video provider before the visitor presses
 * Play, then the privacy-enhanced player (youtube-nocookie.com). Below it, the video's text version, open to
 * anyone who cannot or will not watch it.
 */
export function VideoEmbed({ video }: { video: VideoContent }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.video}>
      <div className={styles.frame}>
        {loaded ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.id)}?autoplay=1&rel=0`}
            title={video.title}
            allow="accelerometer; autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className={styles.facade} onClick={() => setLoaded(true)}>
            <svg className={styles.play} viewBox="0 0 72 72" aria-hidden="true">
              <circle cx="36" cy="36" r="34" fill="rgb(0 0 0 / 55%)" stroke="#fff" strokeWidth="3" />
              <path d="M29 23 51 36 29 49z" fill="#fff" />
            </svg>
            <span>Play video: {video.title}</span>
            <span className={styles.note}>The video loads from YouTube when you press play.</span>
          </button>
        )}
      </div>
      <details className={styles.transcript}>
        <summary>Text version of the video: {video.title}</summary>
        {video.transcript.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </details>
    </div>
  );
}
