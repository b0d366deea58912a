import { useEffect, useId, useRef, useState } from 'react';
import { softwareUpgradesText } from '../../content/software-upgrades.ts';
import type { Presentation } from '../../content/software-upgrades.ts';
import styles from './presentation-embed.module.css';

/**
 * An embedded slide presentation behind a click-to-load facade: nothing is requested from the slides'
 * host until the visitor presses the button (privacy, and no third-party weight on page load). The note
 * under the frame names that host. After loading, focus moves into the frame, so keyboard users do not
 * lose their place when the button disappears.
 */
export function PresentationEmbed({ presentation }: { presentation: Presentation }) {
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noteId = useId();
  const host = new URL(presentation.embedUrl).hostname;

  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  return (
    <div className={styles.wrapper}>
      <div className={styles.frame}>
        {loaded ? (
          <iframe ref={frameRef} src={presentation.embedUrl} title={presentation.title} allowFullScreen />
        ) : (
          <button type="button" className={styles.facade} aria-describedby={noteId} onClick={() => setLoaded(true)}>
            <svg className={styles.icon} viewBox="0 0 72 72" aria-hidden="true">
              <rect x="6" y="12" width="60" height="40" rx="4" fill="rgb(0 0 0 / 40%)" stroke="#fff" strokeWidth="3" />
              <path d="M36 52v10M24 64h24" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
              <path d="M30 22 46 32 30 42z" fill="#fff" />
            </svg>
            <span className={styles.label}>
              {softwareUpgradesText.loadButton}: {presentation.title}
            </span>
          </button>
        )}
      </div>
      {!loaded && (
        <p id={noteId} className={styles.note}>
          {softwareUpgradesText.loadNote.replace('{host}', host)}
        </p>
      )}
    </div>
  );
}
