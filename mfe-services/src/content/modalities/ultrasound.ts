import illustration from '../../illustrations/ultrasound.svg';
import type { ServicePageContent } from '../types.ts';

/** Patient education for ultrasound. Checked against RadiologyInfo.org's general, abdominal, pelvic, obstetric and Doppler ultrasound pages. */
export const content: ServicePageContent = {
  intro:
    'Ultrasound uses sound waves to make live pictures of the inside of your body. It uses no radiation, and it is used safely in pregnancy.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a handheld ultrasound probe next to a screen that shows a fan-shaped ultrasound picture.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-it-is',
      heading: 'What is ultrasound?',
      blocks: [
        'A small handheld device, called a transducer or probe, sends sound waves into your body. The waves are too high-pitched for you to hear. They bounce back from your organs, and a computer turns the echoes into pictures.',
        "The pictures are live. The team can see movement, such as blood flowing through a vessel or a baby's heartbeat.",
        'Doppler ultrasound is a special kind that shows how blood flows and how fast.',
      ],
    },
    {
      id: 'uses',
      heading: 'What is ultrasound used for?',
      blocks: [
        'Ultrasound is often the first test for pain or swelling. Common reasons include:',
        {
          kind: 'list',
          items: [
            'The liver, gallbladder, kidneys, spleen and other organs in the belly.',
            'Pregnancy, to check on the baby and the placenta.',
            'The uterus and ovaries in women, and the testicles in men.',
            'The thyroid and lumps in the neck.',
            'Blood clots in the legs, and narrowed arteries in the neck.',
            'Breast lumps, often together with a mammogram.',
            'Muscles, tendons and joints.',
            'Guiding a needle for a biopsy or to drain fluid.',
          ],
        },
      ],
    },
    {
      id: 'preparation',
      heading: 'How to prepare',
      blocks: [
        'How you get ready depends on the part of the body being checked. You will get instructions when you schedule.',
        {
          kind: 'terms',
          items: [
            {
              term: 'Belly exams',
              text: 'For the liver, gallbladder or pancreas, do not eat or drink for about 8 hours before. Food and gas in the bowel can block the view.',
            },
            {
              term: 'Pelvis and early pregnancy',
              text: 'You may be asked to drink water before the exam and not empty your bladder. A full bladder helps the team see.',
            },
            { term: 'Other exams', text: 'Most other ultrasound exams need no special steps.' },
          ],
        },
        'Wear loose, two-piece clothes so the area is easy to reach.',
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
            'You lie on a padded table. A sonographer, who is trained to do ultrasound, spreads a clear, warm gel on your skin. The gel helps the sound waves travel.',
            'The sonographer presses the probe against your skin and moves it around. You may feel some pressure. Tell them if it hurts.',
            'For a Doppler exam, you may hear a whooshing sound. That is the sound of your blood flowing.',
            'For some pelvic exams, a thin probe is placed a short way into the vagina to get clearer pictures. This will be explained to you first. You can ask questions or ask for a chaperone.',
          ],
        },
        'Most exams take 30 to 60 minutes.',
      ],
    },
    {
      id: 'after',
      heading: 'After the exam',
      blocks: [
        'Wipe off the gel, and you are done. You can go back to your normal day right away.',
        'The sonographer cannot give you results. A radiologist from our group reads the pictures. We send a report to the doctor who ordered the exam. Your doctor will go over the results with you.',
      ],
    },
    {
      id: 'safety',
      heading: 'Is ultrasound safe?',
      blocks: [
        {
          kind: 'terms',
          items: [
            { term: 'Radiation', text: 'Ultrasound uses sound waves, not radiation.' },
            {
              term: 'Pregnancy',
              text: 'Ultrasound has been used in pregnancy for decades. It is considered safe when it is done for a medical reason.',
            },
            {
              term: 'Contrast',
              text: 'A few exams use a contrast made of tiny gas bubbles, given through an IV. Your body breathes the gas out through the lungs. Reactions are rare.',
            },
            { term: 'Implants', text: 'Ultrasound is safe with pacemakers and other implants.' },
            {
              term: 'Limits',
              text: 'Sound waves do not pass well through bone or air. So ultrasound is not the best test for every part of the body. Your doctor may order another test as well.',
            },
          ],
        },
      ],
    },
  ],
  links: [
    { label: 'General ultrasound', href: 'https://www.radiologyinfo.org/en/info/genus', source: 'RadiologyInfo.org' },
    {
      label: 'Abdominal ultrasound',
      href: 'https://www.radiologyinfo.org/en/info/abdominus',
      source: 'RadiologyInfo.org',
    },
    { label: 'Pelvic ultrasound', href: 'https://www.radiologyinfo.org/en/info/pelvus', source: 'RadiologyInfo.org' },
    {
      label: 'Ultrasound in pregnancy',
      href: 'https://www.radiologyinfo.org/en/info/obstetricus',
      source: 'RadiologyInfo.org',
    },
    { label: 'Doppler ultrasound', href: 'https://www.radiologyinfo.org/en/info/doppler', source: 'RadiologyInfo.org' },
  ],
  related: [
    '/services/subspecialties/womens-imaging',
    '/services/subspecialties/body-imaging',
    '/services/subspecialties/cardiovascular-imaging',
    '/services/modalities/interventional-radiology',
  ],
};
