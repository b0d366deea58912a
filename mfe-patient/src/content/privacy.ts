import type { Section } from './types.ts';

/**
 * The Notice of Privacy Practices (docs/requirements.md#privacy-policy: effective November 1, 2010; the accounting of
 * disclosures covers six years) and the website privacy section. Slots: 'privacy-contact' (the practice's
 * contacts from the settings) and 'analytics' (what the site counts, from the settings).
 */
export const privacyIntro =
  'This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully.';

export const privacyEffective = 'Effective November 1, 2010';

export const privacyNotice: readonly Section[] = [
  {
    id: 'who',
    heading: 'Who follows this notice',
    paragraphs: [
      'Our radiologists, physician assistants and office staff follow this notice, as do the companies that handle billing and other work for us. Those companies sign agreements that require them to protect your information the same way we do.',
      'The hospitals and imaging centers where you have your exams have their own notices for the records they keep.',
    ],
  },
  {
    id: 'duties',
    heading: 'Our duties',
    items: [
      'The law requires us to keep your health information private and to give you this notice of our duties and privacy practices.',
      'We must follow the notice that is in effect now.',
      'We will tell you if a breach puts your unsecured health information at risk.',
      'We may change this notice. A change applies to all the information we hold about you. The current notice is always on this page, and you can ask for a copy at any time.',
    ],
  },
  {
    id: 'uses',
    heading: 'How we use and share your health information',
    paragraphs: ['We use and share only as much information as the purpose needs.'],
    subsections: [
      {
        heading: 'For your treatment',
        paragraphs: [
          'We share your images and our reports with the doctors and other clinicians caring for you, for example the doctor who ordered your exam or a specialist you are referred to.',
        ],
      },
      {
        heading: 'For payment',
        paragraphs: [
          'We share information with your health plan and our billing company so that your care can be billed and paid, for example the type of exam and the reason for it.',
        ],
      },
      {
        heading: 'For running our practice',
        paragraphs: [
          'We use information to check and improve the quality of our work, to train physicians in our residency and fellowship programs, and for reviews by auditors and lawyers who help us meet our obligations.',
        ],
      },
      {
        heading: 'With people involved in your care',
        paragraphs: [
          'Unless you tell us not to, we may share information with a family member or friend who helps with your care or pays for it. In an emergency, or if you cannot tell us your wishes, we will use our professional judgment.',
        ],
      },
      {
        heading: 'Other uses the law allows or requires',
        items: [
          'When a federal, state or local law requires it.',
          'For public health work, such as preventing disease, reporting suspected abuse or neglect, and tracking problems with medical devices.',
          'For oversight by government agencies that audit and license health care.',
          'In response to a court order, a subpoena or another lawful process.',
          'To law enforcement officials in the limited cases the law allows.',
          'To coroners, medical examiners and funeral directors, and to organizations that handle organ and tissue donation.',
          'For research approved through a process that protects your privacy.',
          'To prevent a serious threat to the health or safety of a person or the public.',
          'For military, veterans’ and national security purposes, and for workers’ compensation claims.',
        ],
      },
      {
        heading: 'Uses that need your written permission',
        paragraphs: [
          'We will not use or share your information for marketing, and we will not sell it, without your written permission. Any other use not described in this notice also needs your written permission. You may take back your permission in writing at any time, except for what we have already done in reliance on it.',
        ],
      },
    ],
  },
  {
    id: 'rights',
    heading: 'Your rights',
    subsections: [
      {
        heading: 'See and get a copy of your records',
        paragraphs: [
          'You may look at and get a copy of your images, reports and billing records. Ask in writing. We may charge a reasonable fee based on our cost. In the few cases where we deny a request, you may ask for the denial to be reviewed.',
        ],
      },
      {
        heading: 'Ask us to correct your records',
        paragraphs: [
          'If you believe information we hold is wrong or incomplete, you may ask in writing for an amendment and tell us why. If we say no, we will explain in writing, and you may add a statement of disagreement to your record.',
        ],
      },
      {
        heading: 'Ask us to limit what we use or share',
        paragraphs: [
          'You may ask us not to use or share certain information for treatment, payment or our operations. We will consider every request but are not always required to agree. If we agree, we will keep to it unless the information is needed to treat you in an emergency.',
        ],
      },
      {
        heading: 'Ask for confidential communications',
        paragraphs: [
          'You may ask us to contact you in a certain way or at a certain place, for example only at a work phone or by mail to a different address. We will agree to reasonable requests.',
        ],
      },
      {
        heading: 'Get a list of those we shared your information with',
        paragraphs: [
          'You may ask for an accounting of disclosures: a list of the times we shared your information in the six years before your request, with whom and why. It leaves out sharing for treatment, payment and our operations, and sharing you allowed in writing. The first list in any 12 months is free; we may charge a reasonable fee for more.',
        ],
      },
      {
        heading: 'Get a paper copy of this notice',
        paragraphs: [
          'You may ask for a paper copy of this notice at any time, even if you agreed to receive it electronically.',
        ],
      },
    ],
  },
  {
    id: 'complaints',
    heading: 'Questions and complaints',
    paragraphs: [
      'To use any of these rights, to ask a question, or to complain about how we handled your information, write or call our Privacy Officer.',
    ],
    slot: 'privacy-contact',
    subsections: [
      {
        heading: 'Complaints to the federal government',
        paragraphs: [
          'You may also complain to the U.S. Department of Health and Human Services, Office for Civil Rights. We will never act against you for filing a complaint.',
        ],
        links: [
          {
            title: 'File a health information privacy complaint (HHS Office for Civil Rights)',
            href: 'https://www.hhs.gov/ocr/complaints/index.html',
            description: 'How to file a complaint online, by mail or by e-mail, and what happens next.',
          },
        ],
      },
    ],
  },
];

export const websitePrivacy: readonly Section[] = [
  {
    id: 'website',
    heading: 'This website and your privacy',
    subsections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'When you send our contact form, we keep what you typed (your name, address, phone, e-mail and comments) so our staff can answer you, and we e-mail it to them. Please do not include medical details in the form; call us instead.',
          'To stop spam, we keep the internet address that sent a form only as a scrambled code that cannot be turned back into the address.',
          'Like most websites, our server briefly records technical details of each request, such as the page asked for and the browser used, to keep the site secure and working.',
          'Your browser also tells our own server how fast each page loaded and how quickly it answered your taps and clicks. We add these timings to totals for each version of the site, to notice when a new version is slower. To count how many different visitors sent them, we keep the sending internet address only as a short scrambled code that cannot be turned back into the address.',
        ],
      },
      {
        heading: 'Cookies and tracking',
        paragraphs: [
          'Every visitor gets one small cookie from us, rr_bucket, holding a number from 00 to 99 picked at random. When we try a new version of part of the site, it decides whether you see the new version or the current one, so each page you visit matches the last. It says nothing about you and is shared with one visitor in a hundred. Our staff also receive a cookie when they sign in to update the site. We load no third-party trackers and no advertising.',
        ],
        slot: 'analytics',
      },
      {
        heading: 'Maps, videos and other sites',
        paragraphs: [
          'The map on our Locations page loads map images from OpenStreetMap when you scroll to it, which shows your internet address to that service. Videos load from YouTube only when you press play. Links to other websites take you to sites with their own privacy policies.',
        ],
      },
    ],
  },
];

export const analyticsText = {
  off: 'We count how many times each version of the site’s software is viewed, to notice quickly when a new version has a fault. We keep only those totals, nothing about you, and use no analytics service.',
  on: 'We count how many times each version of the site’s software is viewed, to notice quickly when a new version has a fault. We also count page views to learn which pages are useful: only the address of each page viewed is sent to the analytics service we use, never your name or anything you type.',
} as const;
