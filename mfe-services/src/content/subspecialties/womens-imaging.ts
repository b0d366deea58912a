import illustration from '../../illustrations/womens-imaging.svg';
import type { ServicePageContent } from '../types.ts';

/** What our women's imaging radiologists do. Checked against RadiologyInfo.org's mammography, breast ultrasound, pelvic and obstetric ultrasound and DEXA pages. */
export const content: ServicePageContent = {
  intro:
    "Women's imaging radiologists focus on the breast and the female pelvis. They read mammograms and breast ultrasound and MRI, do breast biopsies, and read pelvic and pregnancy ultrasound.",
  illustration: {
    src: illustration,
    alt: 'Drawing of an awareness ribbon beside a screen showing a mammogram image of a breast.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-we-do',
      heading: "What our women's imaging radiologists do",
      blocks: [
        'Our breast radiologists read all kinds of mammograms, including 3D mammograms. When something needs a closer look, they do the follow-up tests. Then they talk with you about what they found.',
        'When a biopsy is needed, they take a small bit of tissue with a needle. Pictures guide the needle to the right spot.',
        'They also read ultrasound and MRI of the uterus and ovaries, and ultrasound during pregnancy.',
        'Our group also trains breast imaging fellows. These are doctors who spend an extra year learning this field.',
      ],
    },
    {
      id: 'common-exams',
      heading: 'Common exams',
      blocks: [
        {
          kind: 'list',
          items: [
            'Screening and diagnostic mammograms, including 3D mammography.',
            'Breast ultrasound.',
            'Breast MRI.',
            'Breast biopsies guided by ultrasound, mammography or MRI.',
            'Pelvic ultrasound.',
            'Ultrasound during pregnancy.',
            'Bone density scans, also called DEXA scans.',
          ],
        },
      ],
    },
    {
      id: 'who-is-referred',
      heading: 'Who is referred',
      blocks: [
        {
          kind: 'list',
          items: [
            'Women due for a screening mammogram.',
            'Patients with a breast lump, pain in one spot, nipple discharge or a skin change.',
            'Women at high risk for breast cancer, for added screening with MRI.',
            'Patients with pelvic pain, heavy or unusual bleeding, or a mass in the pelvis.',
            'Pregnant patients, for routine and follow-up ultrasound.',
            'Women past menopause who need a check for bone thinning.',
          ],
        },
        {
          kind: 'link',
          text: 'Women 40 and older with no breast problems can book a screening mammogram without a referral.',
          label: 'How to book a screening mammogram',
          to: '/services/modalities/mammography',
        },
      ],
    },
    {
      id: 'results',
      heading: 'Understanding breast imaging results',
      blocks: [
        'Breast imaging reports use a score from 0 to 6, called BI-RADS. Your doctor will explain what yours means for you.',
        {
          kind: 'terms',
          items: [
            { term: 'BI-RADS 0', text: 'More pictures are needed before the radiologist can decide.' },
            {
              term: 'BI-RADS 1 or 2',
              text: 'No sign of cancer. A score of 2 means something was seen, but it is not cancer.',
            },
            {
              term: 'BI-RADS 3',
              text: 'Very likely not cancer. A short-term follow-up, often in 6 months, makes sure it does not change.',
            },
            { term: 'BI-RADS 4 or 5', text: 'Something looks suspicious, and a biopsy is advised.' },
            { term: 'BI-RADS 6', text: 'Cancer was already found by a biopsy.' },
          ],
        },
      ],
    },
  ],
  links: [
    { label: 'Mammography', href: 'https://www.radiologyinfo.org/en/info/mammo', source: 'RadiologyInfo.org' },
    {
      label: 'Breast cancer screening',
      href: 'https://www.radiologyinfo.org/en/info/screening-breast',
      source: 'RadiologyInfo.org',
    },
    { label: 'Breast ultrasound', href: 'https://www.radiologyinfo.org/en/info/breastus', source: 'RadiologyInfo.org' },
    { label: 'Pelvic ultrasound', href: 'https://www.radiologyinfo.org/en/info/pelvus', source: 'RadiologyInfo.org' },
    {
      label: 'Ultrasound in pregnancy',
      href: 'https://www.radiologyinfo.org/en/info/obstetricus',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Bone density scan (DEXA)',
      href: 'https://www.radiologyinfo.org/en/info/dexa',
      source: 'RadiologyInfo.org',
    },
  ],
  related: [
    '/services/modalities/mammography',
    '/services/modalities/ultrasound',
    '/services/modalities/magnetic-resonance-imaging',
  ],
};
