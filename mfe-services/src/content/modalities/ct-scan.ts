import illustration from '../../illustrations/ct.svg';
import type { ServicePageContent } from '../types.ts';

/**
 * Patient education for CT. Checked against RadiologyInfo.org's body CT, head CT, radiation dose and
 * contrast pages, and the Image Wisely and Image Gently campaigns.
 */
export const content: ServicePageContent = {
  intro:
    'A CT scan uses X-rays and a computer to make detailed pictures of the inside of your body, one thin slice at a time. It is fast, and it is often the first test in an emergency.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a CT scanner: a patient lies on a table that passes through a tall, narrow ring.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-it-is',
      heading: 'What is a CT scan?',
      blocks: [
        'CT stands for computed tomography. Some people call it a CAT scan. The scanner looks like a large ring, open on both sides. You lie on a table that moves slowly through the ring while an X-ray tube turns around you.',
        'A computer puts the slices together. Your doctor can then look at organs, bones and blood vessels from any angle, even in 3D.',
        'Many CT scans use a contrast dye. It helps blood vessels and organs stand out. It may be given through an IV, as a drink, or both.',
      ],
    },
    {
      id: 'uses',
      heading: 'What is CT used for?',
      blocks: [
        'CT shows bones, organs and blood vessels all at once, so it answers many kinds of questions. Common reasons include:',
        {
          kind: 'list',
          items: [
            'Injuries from a fall or a car crash.',
            'Belly pain, such as from appendicitis or kidney stones.',
            'Strokes and bleeding in the brain.',
            'Blood clots in the lungs.',
            'Finding cancer, planning treatment and checking how well treatment works.',
            'Lung cancer screening with a low dose of radiation, for people with a long history of smoking.',
            'Guiding a needle for a biopsy or to drain fluid.',
          ],
        },
      ],
    },
    {
      id: 'preparation',
      heading: 'How to prepare',
      blocks: [
        {
          kind: 'list',
          items: [
            'Wear loose, comfortable clothes without metal. You may change into a gown.',
            'If your scan uses contrast dye, you may be asked not to eat for a few hours before. Follow the instructions you are given.',
            'For some belly scans, you drink a contrast liquid in the hour or two before the scan.',
            'Tell us if you have had a reaction to contrast dye before. Your doctor may give you medicine to take before the scan to prevent another one.',
            'Tell us if you have kidney disease or diabetes, or if you take the diabetes medicine metformin. Most people can keep taking it. In a few cases, you may be asked to pause it for two days after the scan.',
            'Tell us if you are pregnant or might be.',
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
            'A technologist helps you lie on the table, most often on your back.',
            'If you need contrast dye, a small tube is placed in a vein in your arm.',
            'The table moves through the ring. The scanner makes a quiet whirring sound.',
            'You will be asked to hold still and sometimes to hold your breath for a few seconds.',
            'When the dye goes in, you may feel warm or flushed, or have a metal taste in your mouth. You may feel as if you are wetting yourself, but you are not. These feelings pass in a minute or two.',
          ],
        },
        'The scan itself often takes less than a minute. With check-in and setup, plan on 15 to 30 minutes. Plan on longer if you need to drink contrast first.',
      ],
    },
    {
      id: 'after',
      heading: 'After the scan',
      blocks: [
        'You can go back to your normal day right away. If you had contrast dye, drink plenty of fluids for the rest of the day, unless your doctor has told you to limit them.',
        'A skin rash or itching can show up a few hours after the dye. Call your doctor if this happens. If you have trouble breathing, call 911.',
        'If you are breastfeeding, you can keep breastfeeding after contrast dye.',
        'A radiologist from our group reads your scan. We send a report to the doctor who ordered it. Your doctor will go over the results with you.',
      ],
    },
    {
      id: 'safety',
      heading: 'Is CT safe?',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Radiation',
              text: 'CT uses more radiation than a plain X-ray. Still, the dose from one scan is small, and the risk from it is very low. The team uses the lowest dose that gives clear pictures. When a scan is needed, its benefit is far greater than this small risk.',
            },
            {
              term: 'Contrast dye',
              text: 'Reactions to the iodine dye used in CT are not common. Most are mild, such as itching or hives, and are easy to treat. Serious reactions are rare, and the staff is trained and ready to treat them.',
            },
            {
              term: 'Kidneys',
              text: 'In people with serious kidney disease, contrast dye needs extra care. Your doctor may check your kidneys with a blood test first.',
            },
            {
              term: 'Pregnancy',
              text: 'Scans of the head, chest, arms or legs give an unborn baby very little radiation. For scans of the belly or pelvis, your doctor will weigh the benefits and risks with you. Tell us if you are pregnant or might be.',
            },
            {
              term: 'Children',
              text: 'Children are more sensitive to radiation than adults. We follow the Image Gently guidelines and set the dose for the size of each child.',
            },
          ],
        },
      ],
    },
  ],
  links: [
    { label: 'CT of the body', href: 'https://www.radiologyinfo.org/en/info/bodyct', source: 'RadiologyInfo.org' },
    { label: 'CT of the head', href: 'https://www.radiologyinfo.org/en/info/headct', source: 'RadiologyInfo.org' },
    {
      label: 'Radiation dose in X-ray and CT exams',
      href: 'https://www.radiologyinfo.org/en/info/safety-xray',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Contrast materials',
      href: 'https://www.radiologyinfo.org/en/info/safety-contrast',
      source: 'RadiologyInfo.org',
    },
    { label: 'Radiation safety in adult imaging', href: 'https://www.imagewisely.org/', source: 'Image Wisely' },
    { label: 'Radiation safety in imaging for children', href: 'https://www.imagegently.org/', source: 'Image Gently' },
  ],
  related: [
    '/services/subspecialties/emergency-radiology',
    '/services/subspecialties/body-imaging',
    '/services/subspecialties/neuroradiology',
    '/services/modalities/pet-ct',
  ],
};
