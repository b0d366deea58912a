import illustration from '../../illustrations/neuroradiology.svg';
import type { ServicePageContent } from '../types.ts';

/** What our neuroradiologists do. Checked against RadiologyInfo.org's head CT, head MRI, spine MRI, stroke, MR angiography and myelography pages. */
export const content: ServicePageContent = {
  intro:
    'Neuroradiologists focus on the brain, spine, head and neck. They read the scans that help find strokes, the causes of headaches and seizures, tumors and nerve problems.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a head seen from the side, with the brain and the top of the spine shown inside.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-we-do',
      heading: 'What our neuroradiologists do',
      blocks: [
        'Our neuroradiologists have extra training in the brain and nerves, and in the head and neck. That includes the eyes, ears, sinuses and throat.',
        'They read CT and MRI of the brain and spine. They also read pictures of the blood vessels that feed the brain.',
        'In a stroke, every minute counts. They read stroke scans quickly, so the emergency team can decide on clot-busting medicine or a procedure to remove the clot.',
        'They also do some procedures with X-ray guidance, such as spinal taps and myelograms.',
      ],
    },
    {
      id: 'common-exams',
      heading: 'Common exams',
      blocks: [
        {
          kind: 'list',
          items: [
            'CT and MRI of the brain.',
            'MRI of the spine.',
            'CT and MR angiography of the head and neck.',
            'CT perfusion, which shows blood flow in the brain during a stroke.',
            'CT of the sinuses and face.',
            'Myelograms and spinal taps.',
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
            'People with signs of a stroke, such as sudden weakness, numbness or trouble speaking.',
            'People with headaches that are new, severe or changing.',
            'People with seizures, memory loss or multiple sclerosis.',
            'People with back or neck pain and numbness or weakness in the arms or legs.',
            'People with hearing loss, vision changes or a lump in the neck.',
            'People with a brain tumor, before and after treatment.',
          ],
        },
        {
          kind: 'note',
          title: 'Signs of a stroke',
          text: 'A drooping face, a weak arm or trouble speaking can be signs of a stroke. Call 911 right away.',
        },
      ],
    },
    {
      id: 'after-a-spinal-tap',
      heading: 'After a spinal tap or myelogram',
      blocks: [
        'Plan to take it easy for the rest of the day, and have someone drive you home.',
        'Drink plenty of fluids. A headache can happen in the first few days. It is often worse when you sit up and better when you lie down.',
        'Call your doctor if a headache lasts more than a day or two, or if you have a fever, a stiff neck, or new numbness or weakness in your legs.',
      ],
    },
  ],
  links: [
    { label: 'CT of the head', href: 'https://www.radiologyinfo.org/en/info/headct', source: 'RadiologyInfo.org' },
    { label: 'MRI of the head', href: 'https://www.radiologyinfo.org/en/info/headmr', source: 'RadiologyInfo.org' },
    { label: 'MRI of the spine', href: 'https://www.radiologyinfo.org/en/info/spinemr', source: 'RadiologyInfo.org' },
    { label: 'Stroke', href: 'https://www.radiologyinfo.org/en/info/stroke', source: 'RadiologyInfo.org' },
    { label: 'MR angiography', href: 'https://www.radiologyinfo.org/en/info/angiomr', source: 'RadiologyInfo.org' },
    { label: 'Myelography', href: 'https://www.radiologyinfo.org/en/info/myelography', source: 'RadiologyInfo.org' },
  ],
  related: [
    '/services/modalities/magnetic-resonance-imaging',
    '/services/modalities/ct-scan',
    '/services/subspecialties/emergency-radiology',
  ],
};
