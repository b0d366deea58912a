import type { VideoContent } from '@site/shared';
import type { KeyFigure, ProgramContact, TextSection } from './types.ts';

/** The Radiology Residency page's text and links (SPEC §2, §9: four years, 96% board pass rate). */
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
  // No video until staff set a real one, with its text version: a made-up id would play a missing video.
  video: null as VideoContent | null,
  videoHeading: 'See the residency for yourself',
  videoText:
    'Residents and faculty describe a typical day: morning conference, reading with attendings, procedures and call.',
  contactsHeading: 'Program contacts',
  contacts: [
    {
      role: 'Program Director',
      name: 'Katherine Pruitt, MD',
      phone: '(937) 555-0141',
      email: 'residency.director@riverbendradiology.example',
    },
    {
      role: 'Associate Program Director',
      name: 'Derek Washington, MD',
      phone: null,
      email: 'residency.associate@riverbendradiology.example',
    },
    {
      role: 'Program Coordinator',
      name: 'Lauren Pike',
      phone: '(937) 555-0142',
      email: 'residency@riverbendradiology.example',
    },
  ] satisfies ProgramContact[],
  applyHeading: 'How to apply',
  applyText:
    'We accept applications for the first year of diagnostic radiology training each fall. The application page lists the deadlines, the documents we ask for and when interviews take place.',
  application: {
    url: 'https://residency.riverbendradiology.example/apply',
    label: 'Apply to the Radiology Residency',
  },
};
