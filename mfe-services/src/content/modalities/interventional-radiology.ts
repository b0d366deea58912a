import illustration from '../../illustrations/interventional-radiology.svg';
import type { ServicePageContent } from '../types.ts';

/** Patient education for interventional radiology. Checked against RadiologyInfo.org's catheter angiography and contrast pages and the Society of Interventional Radiology's patient center. */
export const content: ServicePageContent = {
  intro:
    'Interventional radiologists are doctors who use imaging to guide small tools through the skin to diagnose and treat disease. Most procedures need only a tiny cut, and many patients go home the same day.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a screen showing branching blood vessels, with a thin catheter guided through one of them to a target.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-it-is',
      heading: 'What is interventional radiology?',
      blocks: [
        'In place of open surgery, the doctor makes a small nick in the skin, often no bigger than the tip of a pencil. Live X-ray video, ultrasound, CT or MRI shows the doctor where to guide a needle, a wire or a thin tube called a catheter.',
        'Compared with open surgery, these procedures often mean less pain, less risk and a faster recovery.',
      ],
    },
    {
      id: 'uses',
      heading: 'What is it used for?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Taking a small sample of tissue, called a biopsy, from a lump in the liver, lung, thyroid or another organ.',
            'Draining fluid or an infected pocket of pus, called an abscess.',
            'Opening blocked arteries or veins with a tiny balloon or a metal mesh tube called a stent.',
            'Placing ports and long-term IV lines for chemotherapy, dialysis or nutrition.',
            'Stopping bleeding, or shrinking fibroids in the uterus, by blocking the blood vessels that feed them.',
            'Treating some tumors with heat, cold or medicine delivered straight to the tumor.',
            'Treating painful fractures in the spine with bone cement.',
            'Placing tubes to drain a blocked kidney or bile duct.',
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
            'You will talk with the care team before the procedure. They go over the risks, the benefits and your other choices. You will sign a form that gives your consent.',
            'Tell us about all your medicines, especially blood thinners, aspirin and diabetes medicines. Some may need to be stopped for a few days. Do not stop a medicine unless your doctor tells you to.',
            'You may need a blood test first.',
            'If you will get medicine to help you relax, you will be told when to stop eating and drinking.',
            'Tell us about allergies, especially to contrast dye, latex or numbing medicine. Tell us if you are pregnant or might be.',
            'Arrange for an adult to drive you home. If you can, have someone stay with you that night.',
          ],
        },
      ],
    },
    {
      id: 'during',
      heading: 'What happens during the procedure',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'A nurse places an IV. You may get medicine to help you relax and feel sleepy. Most people stay awake.',
            'The skin is cleaned and numbed with a shot. You may feel pressure, but you should not feel sharp pain.',
            'The doctor watches the pictures to guide the tools to the right spot.',
            'The team watches your heart rate, blood pressure and breathing the whole time.',
          ],
        },
        'Many procedures take less than an hour. Some take longer.',
      ],
    },
    {
      id: 'after',
      heading: 'After the procedure',
      blocks: [
        'You rest in a recovery area while nurses check the site and your vital signs. This may take 1 to 6 hours. Some people go home the same day. Others stay in the hospital for a night.',
        'You will get written care instructions. They tell you how to care for the bandage and when you can shower, drive and lift things.',
        {
          kind: 'note',
          title: 'When to call',
          text: 'Call your doctor right away if you have a fever, bleeding that will not stop, new swelling, or pain that gets worse.',
        },
        'If a tissue sample was taken, it goes to a lab. Results often take a few days. Your doctor will go over them with you.',
      ],
    },
    {
      id: 'safety',
      heading: 'Is interventional radiology safe?',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Risks',
              text: 'These procedures are generally safe, and serious problems are not common. Possible risks include bleeding, infection and bruising. Rarely, a blood vessel or an organ is harmed. Your doctor will explain the risks of your procedure.',
            },
            {
              term: 'Radiation',
              text: 'Procedures guided by X-ray video use the lowest dose that does the job. Longer procedures give more dose, and the team keeps track of it.',
            },
            {
              term: 'Contrast dye',
              text: 'Iodine dye is often used to show blood vessels. Reactions are not common, and the team is ready to treat them.',
            },
            {
              term: 'Pregnancy',
              text: 'Tell us if you are pregnant or might be. Many procedures can be changed or delayed to protect the baby.',
            },
          ],
        },
      ],
    },
  ],
  links: [
    {
      label: 'Patient center: conditions and treatments',
      href: 'https://www.sirweb.org/patient-center/',
      source: 'Society of Interventional Radiology',
    },
    {
      label: 'Catheter angiography',
      href: 'https://www.radiologyinfo.org/en/info/angiocath',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Contrast materials',
      href: 'https://www.radiologyinfo.org/en/info/safety-contrast',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Radiation dose in X-ray and CT exams',
      href: 'https://www.radiologyinfo.org/en/info/safety-xray',
      source: 'RadiologyInfo.org',
    },
  ],
  related: [
    '/services/subspecialties/interventional-imaging',
    '/services/subspecialties/cardiovascular-imaging',
    '/services/modalities/ultrasound',
    '/services/modalities/ct-scan',
  ],
};
