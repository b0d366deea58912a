import illustration from '../../illustrations/body-imaging.svg';
import type { ServicePageContent } from '../types.ts';

/** What our body imaging radiologists do. Checked against RadiologyInfo.org's abdominal CT, body MRI, MRCP, lung screening and abdominal ultrasound pages. */
export const content: ServicePageContent = {
  intro:
    'Body imaging radiologists focus on the chest, belly and pelvis. They read CT, MRI and ultrasound scans of the organs in these areas, and they help your doctors find, describe and follow disease.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a body outline from the chest to the hips, showing the lungs, liver, stomach and kidneys.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-we-do',
      heading: 'What our body imaging radiologists do',
      blocks: [
        'Our body imaging radiologists have extra training in the organs of the chest, abdomen and pelvis. These include the lungs, liver, gallbladder, pancreas, kidneys, bowel, bladder and reproductive organs.',
        'They look for problems such as infection, swelling, stones, blockages and tumors. They compare new scans with older ones to see what has changed.',
        'They help your doctors choose the scan that will best answer their question. They also guide needles for some biopsies and drains.',
      ],
    },
    {
      id: 'common-exams',
      heading: 'Common exams',
      blocks: [
        {
          kind: 'list',
          items: [
            'CT of the chest, abdomen and pelvis.',
            'Low-dose CT to screen for lung cancer.',
            'MRI of the liver, pancreas and bile ducts, including a scan called MRCP.',
            'MRI of the prostate.',
            'Ultrasound of the liver, gallbladder, kidneys and pelvis.',
            'CT or MRI of the small bowel, called enterography.',
            'CT colonography, sometimes called a virtual colonoscopy.',
          ],
        },
      ],
    },
    {
      id: 'who-is-referred',
      heading: 'Who is referred',
      blocks: [
        'Your doctor may send you to body imaging if you are one of these patients:',
        {
          kind: 'list',
          items: [
            'Patients with belly pain, blood in the urine, or blood tests that are not normal.',
            'People with cancer, to find out how far it has spread and to follow treatment.',
            'Adults with a long history of smoking who qualify for lung cancer screening.',
            "People with known liver, kidney, pancreas or bowel disease, such as Crohn's disease.",
            'Men with a high PSA blood test, for an MRI of the prostate.',
          ],
        },
        'Your doctor orders the exam. The hospital or imaging center then calls you to schedule it.',
      ],
    },
    {
      id: 'before-your-exam',
      heading: 'Before your exam',
      blocks: [
        'Your instructions depend on the exam. Many belly scans ask you not to eat for a few hours before. For some CT scans, you drink a contrast liquid in the hour or two before.',
        'Tell us if you have kidney disease, diabetes or a past reaction to contrast dye.',
        'Bring a list of where and when you had past scans. Our radiologists compare new pictures with old ones, and that makes the report more useful to your doctor.',
      ],
    },
  ],
  links: [
    {
      label: 'CT of the abdomen and pelvis',
      href: 'https://www.radiologyinfo.org/en/info/abdominct',
      source: 'RadiologyInfo.org',
    },
    { label: 'MRI of the body', href: 'https://www.radiologyinfo.org/en/info/bodymr', source: 'RadiologyInfo.org' },
    { label: 'MRCP', href: 'https://www.radiologyinfo.org/en/info/mrcp', source: 'RadiologyInfo.org' },
    {
      label: 'Lung cancer screening',
      href: 'https://www.radiologyinfo.org/en/info/screening-lung',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Abdominal ultrasound',
      href: 'https://www.radiologyinfo.org/en/info/abdominus',
      source: 'RadiologyInfo.org',
    },
  ],
  related: [
    '/services/modalities/ct-scan',
    '/services/modalities/magnetic-resonance-imaging',
    '/services/modalities/ultrasound',
  ],
};
