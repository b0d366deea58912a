/** Texts of the news list, the news detail and the Home fragment (docs/requirements.md#screens-and-routes), as data. */

/** Pixel size of a news photo as rendered; width and height attributes reserve its box before it loads. */
export interface PhotoSize {
  width: number;
  height: number;
}

export const newsText = {
  intro: 'Announcements from our practice: new services and locations, new colleagues, and our work in the community.',
  loading: 'Loading news…',
  errorTitle: 'We could not load the news',
  errorMessage: 'The news stories did not load. Please try again.',
  emptyTitle: 'No news yet',
  emptyMessage: 'There are no news stories at the moment. Please check back soon.',
  publishedPrefix: 'Published',
} as const;

export const newsDetailText = {
  /** h1 of the detail page while it cannot show a headline (the story failed to load). */
  fallbackTitle: 'News',
  loading: 'Loading the news story…',
  errorTitle: 'We could not load this story',
  errorMessage: 'The news story did not load. Please try again.',
  backLink: 'Back to all news',
} as const;

export const latestNewsText = {
  loading: 'Loading the latest news…',
  empty: 'There are no news stories at the moment.',
} as const;

/** The list's thumbnails are cropped to 3:2, the detail photo to 16:9 (object-fit), whatever the file's size. */
export const newsPhotoSize: { small: PhotoSize; large: PhotoSize } = {
  small: { width: 480, height: 320 },
  large: { width: 1200, height: 675 },
};
