import illustration from '../../illustrations/mri.svg';
import type { ServicePageContent } from '../types.ts';

/** Patient education for MRI. Checked against RadiologyInfo.org's body MRI, head MRI and MRI safety pages. */
export const content: ServicePageContent = {
  intro:
    'An MRI uses a strong magnet and radio waves to make detailed pictures of the inside of your body. It does not use X-rays. Here is what to expect, from getting ready to getting your results.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a patient lying on a padded table that slides into the round opening of a large MRI scanner.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-it-is',
      heading: 'What is an MRI?',
      blocks: [
        'MRI stands for magnetic resonance imaging. The scanner is a large tube with a strong magnet inside. You lie on a table that slides into the opening.',
        'A computer turns signals from your body into pictures. The pictures show soft parts of the body in fine detail. These include the brain, nerves, muscles and organs.',
        'Some exams use a contrast dye called gadolinium. It is given through an IV in your arm. It helps some parts of the body stand out.',
      ],
    },
    {
      id: 'uses',
      heading: 'What is MRI used for?',
      blocks: [
        'Doctors order MRI to find and follow many health problems. Common reasons include:',
        {
          kind: 'list',
          items: [
            'Headaches, strokes, seizures and other brain and nerve problems.',
            'Back and neck pain, and problems with the spinal cord.',
            'Injuries to knees, shoulders and other joints.',
            'Growths in the liver, kidneys, pancreas and other organs.',
            'Problems with the heart and blood vessels.',
            'Breast cancer, in women at high risk or after a cancer is found.',
          ],
        },
        'MRI is often used when an X-ray, ultrasound or CT scan did not give a full answer.',
      ],
    },
    {
      id: 'preparation',
      heading: 'How to prepare',
      blocks: [
        {
          kind: 'list',
          items: [
            'Eat and take your medicines as usual, unless you are told not to. Some belly exams ask you to stop eating a few hours before.',
            'Tell us about any metal or device in your body. This includes pacemakers, heart defibrillators, nerve stimulators, cochlear implants, brain aneurysm clips, drug pumps and metal bits from an injury.',
            'Bring the card for any implant you have. It tells the team which model you have and if it is safe in the scanner.',
            'Tell us if you have kidney disease, if you are pregnant or might be, or if you have had a reaction to contrast dye.',
            'Leave jewelry, watches and bank cards at home or in a locker. You may change into a gown.',
            'Some skin patches for medicine contain metal. Ask your doctor before you take one off.',
            'If small spaces make you anxious, talk to your doctor before the day of the exam. You may get a mild medicine to help you relax. If you take it, bring someone to drive you home.',
          ],
        },
      ],
    },
    {
      id: 'during',
      heading: 'What happens during the exam',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'A technologist goes over your safety form with you and helps you onto the table.',
            'The part of your body being scanned is placed in a coil. The coil works like an antenna. It picks up signals from your body.',
            'The table slides into the scanner. You will hear loud knocking and buzzing sounds. You will get earplugs or headphones.',
            'Lie as still as you can. Moving blurs the pictures. You may be asked to hold your breath for a short time.',
            'If you need contrast dye, it is given through the IV partway through the scan.',
            'You can talk with the technologist at any time. You will hold a call button in your hand.',
          ],
        },
        'Most MRI exams take 30 to 60 minutes. Some take longer.',
      ],
    },
    {
      id: 'after',
      heading: 'After the exam',
      blocks: [
        'Most people go back to their normal day right away. If you took medicine to relax, rest for the day and do not drive.',
        'If you had contrast dye and are breastfeeding, you can keep breastfeeding. Very little dye gets into breast milk.',
        'A radiologist from our group reads your pictures. We send a report to the doctor who ordered the exam. Your doctor will go over the results with you.',
      ],
    },
    {
      id: 'safety',
      heading: 'Is MRI safe?',
      blocks: [
        {
          kind: 'terms',
          items: [
            { term: 'Radiation', text: 'MRI uses no X-rays or other radiation.' },
            {
              term: 'The magnet',
              text: 'The magnet is always on. It can pull on metal objects and affect some implants. That is why the staff checks everyone, every time, before they go into the scanner room. Many newer implants are safe in MRI when the scan is set up for them.',
            },
            {
              term: 'Contrast dye',
              text: 'Gadolinium is safe for most people. Allergic reactions are rare and are most often mild. People with severe kidney disease need extra care. The team may check your kidneys with a blood test first.',
            },
            {
              term: 'Pregnancy',
              text: 'MRI has no known harm to an unborn baby. Still, doctors avoid gadolinium in pregnancy unless it is truly needed. Tell us if you are pregnant or might be.',
            },
            {
              term: 'Children',
              text: 'Young children may need medicine to help them sleep, so they can stay still. The care team will talk with you about this first.',
            },
          ],
        },
      ],
    },
  ],
  links: [
    { label: 'MRI of the body', href: 'https://www.radiologyinfo.org/en/info/bodymr', source: 'RadiologyInfo.org' },
    { label: 'MRI of the head', href: 'https://www.radiologyinfo.org/en/info/headmr', source: 'RadiologyInfo.org' },
    { label: 'MRI safety', href: 'https://www.radiologyinfo.org/en/info/safety-mr', source: 'RadiologyInfo.org' },
    {
      label: 'Contrast materials',
      href: 'https://www.radiologyinfo.org/en/info/safety-contrast',
      source: 'RadiologyInfo.org',
    },
  ],
  related: [
    '/services/subspecialties/neuroradiology',
    '/services/subspecialties/musculoskeletal-imaging',
    '/services/subspecialties/body-imaging',
    '/services/modalities/ct-scan',
  ],
};
