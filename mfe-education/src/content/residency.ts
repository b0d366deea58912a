import type { KeyFigure, TextSection } from './types.ts';

/**
 * The Radiology Residency page's text (docs/requirements.md#screens-and-routes, docs/requirements.md#constants: four years, 96% board pass rate). The programme contacts,
 * the application page and the video are data: the practice contacts and the site settings (docs/design.md#demo-content).
 */
export const residency = {
  intro:
    'A four-year diagnostic radiology residency in Dayton, taught side by side with practicing radiologists who read for hospitals and imaging centers across southwestern Ohio.',
  figuresLabel: 'The residency at a glance',
  figures: [
    { value: '4 years', label: 'of diagnostic radiology training after an internship year' },
    { value: '96%', label: 'board pass rate among our graduates' },
    { value: 'Every subspecialty', label: 'taught by radiologists who practice it every day' },
  ] satisfies KeyFigure[],
  sections: [
    {
      heading: 'About the program',
      paragraphs: [
        'Our residents learn radiology where it is practiced: in busy hospital reading rooms, emergency departments and outpatient imaging centers. From the first month, you read real studies with an attending radiologist beside you, and you take on more responsibility as your skills grow.',
        'The program is small enough that faculty know every resident by name, and large enough to offer a full range of cases, from routine chest films to complex cross-sectional and interventional work.',
      ],
    },
    {
      heading: 'How the four years are organized',
      paragraphs: [
        'The first two years build a strong base across all the core rotations: body imaging, neuroradiology, musculoskeletal imaging, breast imaging, nuclear medicine, pediatric imaging, ultrasound and interventional radiology. Residents begin taking supervised call once they have shown they are ready.',
        'The third year prepares residents for the core examination, with protected study time and regular case conferences. In the fourth year, residents choose elective time in the areas that interest them most, and many use it to prepare for fellowship.',
      ],
    },
    {
      heading: 'Teaching and support',
      paragraphs: [
        'Residents attend daily case conferences, weekly lectures from each subspecialty section and a monthly journal club. Faculty review every preliminary report, so feedback comes quickly and in context.',
        'Each resident has a faculty mentor for the whole residency, and the program covers the cost of board review materials and one educational conference during training.',
      ],
    },
    {
      heading: 'Life in Dayton',
      paragraphs: [
        'Dayton offers a low cost of living, short commutes and easy access to parks, bike trails and rivers. Residents find it a comfortable place to train, whether they are single or raising a family.',
      ],
    },
  ] satisfies TextSection[],
  videoHeading: 'See the residency for yourself',
  videoText:
    'Residents and faculty describe a typical day: morning conference, reading with attendings, procedures and call.',
  videoTitle: 'A day in the Radiology Residency',
  contactsHeading: 'Program contacts',
  contactsEmpty: 'Please call our office, and we will put you in touch with the program.',
  applyHeading: 'How to apply',
  applyText:
    'We accept applications for the first year of diagnostic radiology training each fall. The application page lists the deadlines, the documents we ask for and when interviews take place.',
  applicationLabel: 'Apply to the Radiology Residency',
};
