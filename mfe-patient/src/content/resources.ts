import type { Section } from './types.ts';

/** Patient Resources (docs/requirements.md#screens-and-routes): trusted public sites on imaging and radiation safety, one line on each. */
export const resourcesIntro =
  'These independent, non-commercial websites explain imaging exams and radiation safety in plain language. They open in a new tab.';

export const resourceSections: readonly Section[] = [
  {
    heading: 'Learn about your exam',
    links: [
      {
        title: 'RadiologyInfo.org',
        href: 'https://www.radiologyinfo.org/',
        description:
          'How each kind of exam works, how to prepare and what to expect, written by radiologists for patients.',
      },
    ],
  },
  {
    heading: 'Radiation safety',
    paragraphs: [
      'X-ray, CT, fluoroscopy and nuclear medicine use small amounts of radiation. Our radiologists choose the lowest dose that still answers your doctor’s question. These sites explain what that means for you.',
    ],
    links: [
      {
        title: 'Radiation dose in X-ray and CT exams (RadiologyInfo.org)',
        href: 'https://www.radiologyinfo.org/en/info/safety-xray',
        description: 'How much radiation common exams use, compared with the natural radiation we all receive.',
      },
      {
        title: 'Image Wisely',
        href: 'https://www.imagewisely.org/',
        description:
          'A campaign for adults’ imaging that uses only the radiation needed, with questions to ask your doctor.',
      },
      {
        title: 'Image Gently',
        href: 'https://www.imagegently.org/',
        description: 'Radiation safety in children’s imaging, with guides written for parents.',
      },
      {
        title: 'Medical X-ray Imaging (U.S. Food and Drug Administration)',
        href: 'https://www.fda.gov/radiation-emitting-products/medical-imaging/medical-x-ray-imaging',
        description: 'The benefits and risks of X-ray exams and how the FDA keeps imaging equipment safe.',
      },
      {
        title: 'Radiation Safety (U.S. Food and Drug Administration)',
        href: 'https://www.fda.gov/radiation-emitting-products/radiation-safety',
        description: 'The FDA’s programs for safe use of radiation in medicine, with links for patients.',
      },
    ],
  },
];
