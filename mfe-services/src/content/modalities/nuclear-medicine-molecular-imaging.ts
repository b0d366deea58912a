import illustration from '../../illustrations/nuclear-medicine.svg';
import type { ServicePageContent } from '../types.ts';

/** Patient education for nuclear medicine. Checked against RadiologyInfo.org's general nuclear medicine, bone scan, thyroid and hepatobiliary pages. */
export const content: ServicePageContent = {
  intro:
    'Nuclear medicine uses a tiny amount of a radioactive medicine, called a tracer, to show how your organs are working. It can find some problems early, often before they change how an organ looks.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a nuclear medicine camera: a flat, square camera head sits just above a patient lying on a table.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-it-is',
      heading: 'What is nuclear medicine?',
      blocks: [
        'Most scans show what your body looks like. Nuclear medicine shows how parts of your body work.',
        'You get a tracer by IV, by mouth or by breathing it in. The tracer collects in the organ being studied. A special camera, called a gamma camera, picks up the energy the tracer gives off. A computer turns it into pictures.',
        'Molecular imaging is a broader name for scans that show what is going on inside cells. It includes nuclear medicine and PET scans.',
      ],
    },
    {
      id: 'uses',
      heading: 'What is nuclear medicine used for?',
      blocks: [
        'There are many kinds of nuclear medicine scans. Common ones include:',
        {
          kind: 'list',
          items: [
            'Bone scans, to find fractures, infection, or cancer that has spread to bone.',
            'Heart scans, to check blood flow to the heart muscle at rest and under stress.',
            'Thyroid scans, to see how the thyroid gland is working.',
            'Lung scans, to look for blood clots.',
            'Gallbladder scans, also called HIDA scans, and kidney scans, to see how well these organs drain and work.',
          ],
        },
        'Some conditions, such as an overactive thyroid, can also be treated with a larger dose of a radioactive medicine.',
      ],
    },
    {
      id: 'preparation',
      heading: 'How to prepare',
      blocks: [
        'Each scan is a little different. You will get instructions when you schedule.',
        {
          kind: 'list',
          items: [
            'Some scans ask you not to eat for a few hours before, or to stop certain medicines for a while. Do not stop a medicine unless you are told to.',
            'For a heart scan, you may need to avoid caffeine for 12 to 24 hours. That means no coffee, tea, soda or chocolate.',
            'Tell us if you are pregnant or might be, or if you are breastfeeding.',
            'Plan your day. Some scans need a wait, or a second visit hours later or the next day. For a bone scan, there are 2 to 4 hours between the tracer and the pictures.',
          ],
        },
      ],
    },
    {
      id: 'during',
      heading: 'What happens during the scan',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'A technologist gives you the tracer. A shot in the arm feels much like having blood drawn.',
            'You may wait while the tracer moves to the right place. This can take from a few minutes to a few hours.',
            'You lie on a table while the camera passes close to your body. The camera makes no noise, and it does not close in around you.',
            'Lie still while the pictures are taken. This often takes 20 to 60 minutes.',
          ],
        },
        'For a heart stress test, you walk on a treadmill or get a medicine that works the heart the way exercise does.',
      ],
    },
    {
      id: 'after',
      heading: 'After the scan',
      blocks: [
        'Most people go back to their normal day right away.',
        'Drink plenty of water and empty your bladder often for the rest of the day. This helps the tracer leave your body sooner. The tracer loses its energy over time, and most of it is gone within a day or two.',
        'If you are breastfeeding, ask whether you need to pause, and for how long. It depends on the tracer.',
        'A radiologist from our group reads your scan. We send a report to the doctor who ordered it. Your doctor will go over the results with you.',
      ],
    },
    {
      id: 'safety',
      heading: 'Is nuclear medicine safe?',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Radiation',
              text: 'The dose is low. For most scans it is about the same as a CT scan. The tracer does not make you feel any different.',
            },
            { term: 'Reactions', text: 'Allergic reactions to tracers are very rare.' },
            {
              term: 'Pregnancy',
              text: 'Most scans are put off until after pregnancy, unless they are truly needed. Tell us if you are pregnant or might be.',
            },
            {
              term: 'Children',
              text: "Doses for children are based on the child's weight, so each child gets only what is needed.",
            },
          ],
        },
      ],
    },
  ],
  links: [
    {
      label: 'General nuclear medicine',
      href: 'https://www.radiologyinfo.org/en/info/gennuclear',
      source: 'RadiologyInfo.org',
    },
    { label: 'Bone scan', href: 'https://www.radiologyinfo.org/en/info/bone-scan', source: 'RadiologyInfo.org' },
    {
      label: 'Thyroid scan and uptake',
      href: 'https://www.radiologyinfo.org/en/info/thyroid-scan-uptake',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Hepatobiliary (HIDA) scan',
      href: 'https://www.radiologyinfo.org/en/info/hepatobiliary',
      source: 'RadiologyInfo.org',
    },
    { label: 'Radiation safety in imaging for children', href: 'https://www.imagegently.org/', source: 'Image Gently' },
  ],
  related: [
    '/services/subspecialties/nuclear-medicine-molecular-imaging',
    '/services/modalities/pet-ct',
    '/services/subspecialties/cardiovascular-imaging',
  ],
};
