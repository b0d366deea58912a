import { ErrorState, ExternalLink, LoadingStatus, mediaUrl, Page, Skeleton, useOutreachEvents } from '@site/shared';
import { VideoEmbed } from '@site/shared/video-embed';
import type { OutreachEvent } from '@site/contracts/types';
import { useId } from 'react';
import { Link } from '@site/shared/router';
import { outreachContent as c } from '../../content/outreach.ts';
import styles from './community-outreach.module.css';

/** The seed's outreach pictures are 480 × 320; the attributes reserve that shape before they load. */
const PHOTO = { width: 480, height: 320 } as const;
const SKELETON_COUNT = 6;

function EventLink({ event }: { event: OutreachEvent }) {
  if (!event.link) return null;
  const text = event.link_text?.trim() || c.fallbackLinkText(event.title);
  // Staff may point an event at a page of this site; only other sites open in a new tab.
  return (
    <p className={styles.link}>
      {event.link.startsWith('/') ? (
        <Link to={event.link}>{text}</Link>
      ) : (
        <ExternalLink href={event.link}>{text}</ExternalLink>
      )}
    </p>
  );
}

function EventCard({ event }: { event: OutreachEvent }) {
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      {event.photo_small && (
        // Decorative for screen readers: the heading and text carry the event, and the picture adds nothing to them.
        <img
          className={styles.photo}
          src={mediaUrl('outreach', event.photo_small)}
          alt=""
          width={PHOTO.width}
          height={PHOTO.height}
          loading="lazy"
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <h2 id={titleId}>{event.title}</h2>
        <p>{event.intro_text}</p>
        {event.video && event.video_text && (
          <VideoEmbed video={{ id: event.video, title: event.title, transcript: [event.video_text] }} />
        )}
        <EventLink event={event} />
      </div>
    </article>
  );
}

function EventSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton height="auto" style={{ aspectRatio: `${PHOTO.width} / ${PHOTO.height}`, borderRadius: 0 }} />
      <div className={styles.body}>
        <Skeleton width="70%" height="1.5rem" />
        <Skeleton height="0.9rem" />
        <Skeleton height="0.9rem" />
        <Skeleton width="60%" height="0.9rem" />
      </div>
    </div>
  );
}

/**
 * Community Outreach (/about-us/community-outreach; docs/requirements.md#screens-and-routes, docs/requirements.md#entities): the events from /api/outreach-events as
 * cards with title, intro text, small photo, an optional video behind a click-to-load facade (shown only with
 * its text version) and an optional link with its link text. Skeletons while loading, a note when there are none, an error with Retry on failure.
 */
export function CommunityOutreach() {
  const { data: events, error, mutate } = useOutreachEvents();

  let body;
  if (error && !events) {
    body = <ErrorState title={c.errorTitle} message={c.errorText} onRetry={() => mutate()} />;
  } else if (!events) {
    body = (
      <>
        <LoadingStatus label={c.loading} />
        <ul className={styles.grid} aria-hidden="true" data-testid="outreach-skeletons">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <li key={index}>
              <EventSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  } else if (events.length === 0) {
    body = (
      <div className={styles.empty}>
        <h2>{c.emptyTitle}</h2>
        <p>{c.emptyText}</p>
      </div>
    );
  } else {
    body = (
      <ul className={styles.grid}>
        {events.map((event) => (
          <li key={event.title}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title="Community Outreach" intro={c.intro}>
      {body}
    </Page>
  );
}
