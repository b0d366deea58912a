import type { Section } from './types.ts';

/** The accessibility statement. Slots: 'practice-contact' (from the settings) and 'related' (internal links). */
export const accessibilityIntro =
  'We want everyone, including people with disabilities, to be able to use this website and to reach our care.';

export const accessibilitySections: readonly Section[] = [
  {
    id: 'standard',
    heading: 'The standard we follow',
    paragraphs: [
      'We aim for this website to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, the standard that health care providers in the United States are expected to meet.',
    ],
    links: [
      {
        title: 'Web Content Accessibility Guidelines (WCAG) 2.1',
        href: 'https://www.w3.org/TR/WCAG21/',
        description: 'The international standard for accessible web content, published by the W3C.',
      },
    ],
  },
  {
    id: 'what-we-do',
    heading: 'What we do',
    items: [
      'Every page works with a keyboard alone, shows where the keyboard focus is, and works with screen readers.',
      'Text can be enlarged to twice its size, and colors meet contrast requirements.',
      'Pictures that carry information, such as the drawings on our service pages, have text descriptions. Pictures that only decorate a page, such as the abstract illustrations beside our news stories, are hidden from screen readers, and a news photo has a caption only when the caption says what it shows. Nothing is shown by color alone.',
      'Moving content such as slideshows has a Pause button, and motion is reduced when your device asks for it.',
      'Every location on our map is also listed in text with its phone number, website and directions.',
      'A video appears on our pages only together with a text version of what it says and shows, and it loads only when you press play, so nothing starts on its own.',
      'We check each new version of the site with automated tests and by hand before it goes live.',
    ],
  },
  {
    id: 'limitations',
    heading: 'Known limitations',
    items: [
      'Websites we link to belong to other organizations, and we cannot make them accessible.',
      'The map images come from OpenStreetMap. The list of locations beside the map holds the same information.',
      'Videos on other organizations’ websites may not have accurate captions or a text version. Ask us, and we will help you find the information in another way.',
    ],
  },
  {
    id: 'feedback',
    heading: 'Tell us about a barrier',
    paragraphs: [
      'If something on this site is hard to use, or you need information in another format such as large print, please contact us. Tell us the page and what happened. We will reply within five business days and give you the information you need in a way that works for you.',
    ],
    slot: 'practice-contact',
  },
  {
    id: 'related',
    heading: 'Related information',
    slot: 'related',
  },
];

export const accessibilityRelated = {
  nondiscrimination: 'Our notice of nondiscrimination and free language assistance',
} as const;
