import illustration from '../../illustrations/emergency-radiology.svg';
import type { ServicePageContent } from '../types.ts';

/** What our emergency radiologists do, with the STAT turnaround figure (docs/requirements.md#constants). Checked against RadiologyInfo.org's head CT, CT angiography, stroke and bone X-ray pages. */
export const content: ServicePageContent = {
  intro:
    'Emergency radiologists read the scans of patients in the emergency department, day and night. Fast, accurate answers help emergency teams treat injuries and sudden illness quickly.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a clock beside a medical cross and a CT scanner, standing for imaging that is read around the clock.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-we-do',
      heading: 'What our emergency radiologists do',
      blocks: [
        'Our radiologists read emergency X-rays, CT scans, ultrasounds and MRIs around the clock, every day of the year.',
        'The most urgent exams are called STAT exams. More than 95 percent of our STAT exams are read in under 30 minutes. When the radiologist finds something serious, they call the emergency doctor right away.',
        'They look for problems that need treatment now. These include bleeding in the brain, a stroke, a blood clot in the lung, a torn blood vessel, a burst appendix and broken bones.',
        'They also help choose the test that will give an answer fastest, with the least radiation.',
      ],
    },
    {
      id: 'common-exams',
      heading: 'Common exams',
      blocks: [
        {
          kind: 'list',
          items: [
            'CT of the head for an injury, a stroke or a sudden, severe headache.',
            'CT angiography, which shows blood vessels, to look for blood clots in the lungs and torn or blocked vessels.',
            'CT of the belly for pain, injury or infection.',
            'X-rays of bones, joints and the chest.',
            'Ultrasound for gallbladder pain, problems in early pregnancy and blood clots in the legs.',
            'MRI for strokes and spinal cord problems.',
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
            'Anyone seen in the emergency department who needs imaging.',
            'People hurt in a car crash, a fall or a sports accident.',
            'People with signs of a stroke, chest pain, shortness of breath or sudden belly pain.',
            'Hospital patients whose condition changes suddenly, at night or on weekends.',
          ],
        },
        {
          kind: 'note',
          title: 'In an emergency',
          text: 'Call 911 or go to the nearest emergency department. Do not wait to book an imaging exam.',
        },
      ],
    },
    {
      id: 'what-to-expect',
      heading: 'Imaging in the emergency department',
      blocks: [
        'Exams are done in order of urgency, so you may wait while a sicker patient is scanned first.',
        'The emergency doctor gets your results and talks with you about them. The radiologist may also suggest a follow-up test.',
        'Sometimes a scan shows something that is not urgent but should be checked later. Your discharge papers will say so. See your own doctor about it.',
      ],
    },
  ],
  links: [
    { label: 'CT of the head', href: 'https://www.radiologyinfo.org/en/info/headct', source: 'RadiologyInfo.org' },
    { label: 'CT angiography', href: 'https://www.radiologyinfo.org/en/info/angioct', source: 'RadiologyInfo.org' },
    { label: 'Stroke', href: 'https://www.radiologyinfo.org/en/info/stroke', source: 'RadiologyInfo.org' },
    { label: 'Bone X-ray', href: 'https://www.radiologyinfo.org/en/info/bonerad', source: 'RadiologyInfo.org' },
    { label: 'Radiation safety in adult imaging', href: 'https://www.imagewisely.org/', source: 'Image Wisely' },
  ],
  related: [
    '/services/modalities/ct-scan',
    '/services/modalities/radiology-x-ray',
    '/services/subspecialties/neuroradiology',
    '/services/referring-physicians',
  ],
};
