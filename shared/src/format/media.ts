/** Folders of the media store (docs/design.md#data). */
export type MediaKind = 'physicians' | 'news' | 'rotator' | 'outreach';

/** URL of a media file by kind and file name, e.g. mediaUrl('news', 'a.svg') → '/media/news/a.svg'. */
export function mediaUrl(kind: MediaKind, fileName: string): string {
  return `/media/${kind}/${encodeURIComponent(fileName)}`;
}

/** A physician's photo URL, or the shared default picture when the photo is absent (docs/requirements.md#entities). */
export function physicianPhotoUrl(photo: string | null): string {
  return mediaUrl('physicians', photo ?? 'default.svg');
}
