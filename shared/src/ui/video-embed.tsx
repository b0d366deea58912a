import { useState } from 'react';
import styles from './video-embed.module.css';

/**
 * A YouTube video behind a click-to-load facade: no request to the video provider before the visitor presses
 * Play, then the privacy-enhanced player (youtube-nocookie.com). `videoId` is the 11-character id; `title`
 * names the video for assistive technology.
 */
export function VideoEmbed({ videoId, title }: { videoId: string; title: string }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.frame}>
      {loaded ? (
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="accelerometer; autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button type="button" className={styles.facade} onClick={() => setLoaded(true)}>
          <svg className={styles.play} viewBox="0 0 72 72" aria-hidden="true">
            <circle cx="36" cy="36" r="34" fill="rgb(0 0 0 / 55%)" stroke="#fff" strokeWidth="3" />
            <path d="M29 23 51 36 29 49z" fill="#fff" />
          </svg>
          <span>Play video: {title}</span>
          <span className={styles.note}>The video loads from YouTube when you press play.</span>
        </button>
      )}
    </div>
  );
}
