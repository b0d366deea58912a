import illustration from '../../illustrations/pet-ct.svg';
import type { ServicePageContent } from '../types.ts';

/** Patient education for PET/CT. Checked against RadiologyInfo.org's PET/CT and radiation dose pages. */
export const content: ServicePageContent = {
  intro:
    'A PET/CT scan is two scans in one. The PET part shows how active your cells are. The CT part shows exactly where that activity is. It is most often used to find and follow cancer.',
  illustration: {
    src: illustration,
    alt: 'Drawing of two body outlines side by side: one with bright spots from a PET scan, and one combining those spots with CT detail.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-it-is',
      heading: 'What is a PET/CT scan?',
      blocks: [
        'PET stands for positron emission tomography. Before the scan, you get a small amount of a radioactive tracer. The most common tracer is a kind of sugar called FDG.',
        'Cells that are very active, like many cancer cells, take up more of the sugar. They show up as bright spots on the PET pictures.',
        'The CT part takes detailed pictures of your body during the same visit. Laying the two sets of pictures on top of each other shows exactly where each bright spot is.',
        'Other tracers are used for prostate cancer, some rare tumors and some brain exams.',
      ],
    },
    {
      id: 'uses',
      heading: 'What is PET/CT used for?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Finding cancer and seeing whether it has spread.',
            'Planning cancer treatment and checking how well it is working.',
            'Checking if cancer has come back after treatment.',
            'Some heart exams, to show if the heart muscle is getting enough blood.',
            'Some brain exams, such as for certain kinds of memory loss or seizures.',
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
            'Do not eat for 4 to 6 hours before the scan. You may drink plain water.',
            'Avoid hard exercise for 24 hours before. Busy muscles take up the sugar too, and that can hide a problem.',
            'If you have diabetes, ask for instructions. Your blood sugar needs to be in a certain range, and your medicines may need to change for the day.',
            'Tell us if you are pregnant or might be, or if you are breastfeeding.',
            'Wear warm, comfortable clothes without metal. Being cold can change the pictures.',
            'Plan to be there for 2 to 3 hours.',
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
            'A technologist checks your blood sugar and places an IV.',
            'You get the tracer through the IV. Then you rest in a quiet room for about an hour while it spreads through your body. Try not to talk or move much.',
            'You lie on the table, and it moves slowly through the scanner. The scan takes about 20 to 45 minutes. Lie as still as you can.',
          ],
        },
        'Some scans also use CT contrast dye, through the IV or as a drink before the scan.',
      ],
    },
    {
      id: 'after',
      heading: 'After the scan',
      blocks: [
        'You can eat and go back to your normal day. Drink plenty of water for the rest of the day to help the tracer leave your body.',
        'The tracer loses most of its energy within hours. To be safe, avoid long, close contact with babies and pregnant women for the rest of the day.',
        'A radiologist from our group reads your scan, often side by side with your earlier scans. We send a report to the doctor who ordered it. Your doctor will go over the results with you.',
      ],
    },
    {
      id: 'safety',
      heading: 'Is PET/CT safe?',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Radiation',
              text: 'A PET/CT gives more radiation than most single scans, because it includes both the tracer and the CT. The team keeps the dose as low as it can. For people with cancer, the benefit of a clear answer is almost always much greater than this risk.',
            },
            { term: 'Reactions', text: 'Reactions to the tracer are extremely rare.' },
            {
              term: 'Pregnancy and breastfeeding',
              text: 'PET/CT is not usually done during pregnancy. If you are breastfeeding, tell us before the scan. The team will explain how to feed your baby safely in the hours after.',
            },
            {
              term: 'Diabetes',
              text: 'High blood sugar can make the pictures less clear. If your sugar is too high on the day, the scan may need to be moved.',
            },
          ],
        },
      ],
    },
  ],
  links: [
    { label: 'PET/CT', href: 'https://www.radiologyinfo.org/en/info/pet', source: 'RadiologyInfo.org' },
    {
      label: 'General nuclear medicine',
      href: 'https://www.radiologyinfo.org/en/info/gennuclear',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Radiation dose in X-ray and CT exams',
      href: 'https://www.radiologyinfo.org/en/info/safety-xray',
      source: 'RadiologyInfo.org',
    },
    { label: 'Radiation safety in adult imaging', href: 'https://www.imagewisely.org/', source: 'Image Wisely' },
  ],
  related: [
    '/services/subspecialties/nuclear-medicine-molecular-imaging',
    '/services/modalities/nuclear-medicine-molecular-imaging',
    '/services/modalities/ct-scan',
    '/services/subspecialties/body-imaging',
  ],
};
