import type { SyntheticEvent } from 'react';
import { physicianPhotoUrl } from '../../format/media.ts';

/** Intrinsic size of a card photo (portrait 4:5), set on the img so the grid does not shift as photos arrive. */
export const PHOTO = { width: 240, height: 300 } as const;

/**
 * onError handler of a physician photo. A photo file missing from the media store would leave a broken image;
 * the default picture is the spec's answer for an absent photo, so use it for an unreachable one too.
 */
export function showDefaultPhoto(event: SyntheticEvent<HTMLImageElement>) {
  const fallback = physicianPhotoUrl(null);
  if (!event.currentTarget.src.endsWith(fallback)) event.currentTarget.src = fallback;
}
