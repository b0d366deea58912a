import illustration from '../../illustrations/mammography.svg';
import type { ServicePageContent } from '../types.ts';

/**
 * Patient education for mammography, with who may book a screening mammogram without a referral,
 * and how. Checked against RadiologyInfo.org's mammography, breast cancer screening and
 * tomosynthesis pages, and the FDA's rules for mammography results letters and breast density.
 */
export const content: ServicePageContent = {
  intro:
    'A mammogram is a low-dose X-ray of the breast. Regular screening mammograms can find breast cancer early, often years before a lump can be felt, when it is easiest to treat.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a mammography machine: a tall stand with an arm that holds a clear plate above a flat platform.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-it-is',
      heading: 'What is a mammogram?',
      blocks: [
        'A mammography machine holds the breast between two flat plates and takes X-ray pictures from different angles.',
        'Many locations also offer 3D mammography, also called breast tomosynthesis. It takes many pictures in a sweep of angles. This helps the radiologist see through tissue that overlaps.',
        'There are two kinds of mammogram. A screening mammogram is a routine check for women with no breast problems. A diagnostic mammogram looks more closely at a problem, such as a lump or a change seen on a screening mammogram.',
      ],
    },
    {
      id: 'uses',
      heading: 'What is mammography used for?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Screening for breast cancer in women with no symptoms.',
            'Checking a lump, pain in one spot, nipple discharge or a skin change.',
            'Taking a closer look at an area seen on a screening mammogram.',
            'Follow-up after breast cancer treatment.',
            'Guiding a needle for a breast biopsy.',
          ],
        },
        'Most experts advise women at average risk to start screening at age 40. Ask your doctor how often you should have one. Women at higher risk may need to start earlier, or have other tests such as breast MRI.',
      ],
    },
    {
      id: 'self-scheduling',
      heading: 'Screening mammography without a referral',
      blocks: [
        "You do not need a doctor's order for a routine screening mammogram at most hospitals and imaging centers where our radiologists read. You can book it yourself if all of these are true:",
        {
          kind: 'list',
          items: [
            'You are 40 or older.',
            'You have no breast problems right now, such as a lump, pain in one spot, nipple discharge or a skin change.',
            'Your last mammogram was at least a year ago, or you have never had one.',
            'You are not pregnant.',
            'You can name a doctor or other health care provider who will get a copy of your results.',
          ],
        },
        'If you have a breast problem now, or had breast cancer before, see your doctor first. You need a diagnostic mammogram, and that needs an order. If you have breast implants, you can still book yourself. Tell the scheduler, because the visit takes longer.',
        'To book your screening:',
        {
          kind: 'list',
          ordered: true,
          items: [
            'Choose a location near you from our list of locations.',
            'Call the location and ask for a screening mammogram. Have your insurance card ready.',
            'Give the name of your doctor. Say where and when you had your last mammogram, so the radiologist can compare.',
          ],
        },
        {
          kind: 'link',
          text: 'Our list of locations has the address and phone number of each imaging center.',
          label: 'Find a location',
          to: '/patient-information/locations',
        },
        'Most health plans cover a screening mammogram every year or two at no cost to you. Check with your plan if you are not sure.',
      ],
    },
    {
      id: 'preparation',
      heading: 'How to prepare',
      blocks: [
        {
          kind: 'list',
          items: [
            'If you still have periods, try to book for the week after your period. Your breasts are less tender then.',
            'On the day of the exam, do not use deodorant, powder or lotion under your arms or on your breasts. These can show up as white spots on the pictures.',
            'Wear a two-piece outfit, so you only need to take off your top.',
            'Bring a list of where and when you had past mammograms, or have the images sent. Comparing with past images helps the radiologist.',
            'Tell the technologist if you have breast implants or a breast problem, or if you are breastfeeding.',
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
            'A technologist places one breast at a time on the platform.',
            'A clear plate presses the breast flat for a few seconds while each picture is taken. This can be uncomfortable, but it does not last long. Tell the technologist if it hurts.',
            'Pressing the breast flat spreads out the tissue. It makes the pictures clearer and lowers the radiation dose.',
            'Most often, two pictures are taken of each breast.',
          ],
        },
        'The whole visit takes about 20 to 30 minutes.',
      ],
    },
    {
      id: 'after',
      heading: 'After the exam',
      blocks: [
        'You can go back to your normal day right away.',
        'A radiologist from our group reads your mammogram. By federal law, the imaging center sends you a letter with your results in plain words within 30 days. Your doctor gets the full report.',
        'If we need more pictures, we will call you. Being called back is common. Most callbacks do not mean cancer.',
        'Your letter will also say whether you have dense breasts. Dense breast tissue can hide a cancer on a mammogram. It also slightly raises the chance of breast cancer. Ask your doctor if other tests make sense for you.',
      ],
    },
    {
      id: 'safety',
      heading: 'Is mammography safe?',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Radiation',
              text: 'A mammogram uses a very low dose of radiation. It is about the same as you get from nature in about 7 weeks. The benefit of finding cancer early is much greater than this small risk.',
            },
            {
              term: 'Implants',
              text: 'Implants can hide some breast tissue. The technologist takes extra pictures to see as much as possible.',
            },
            {
              term: 'Pregnancy and breastfeeding',
              text: 'Screening is most often put off during pregnancy. If you are breastfeeding, you can still have a mammogram. Nursing or pumping just before the exam makes it more comfortable.',
            },
            {
              term: 'Limits',
              text: 'Mammograms sometimes find things that turn out not to be cancer, and no test finds every cancer. Tell your doctor about any change you notice, even after a normal mammogram.',
            },
          ],
        },
      ],
    },
  ],
  links: [
    { label: 'Mammography', href: 'https://www.radiologyinfo.org/en/info/mammo', source: 'RadiologyInfo.org' },
    {
      label: 'Breast cancer screening',
      href: 'https://www.radiologyinfo.org/en/info/screening-breast',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Breast tomosynthesis (3D mammography)',
      href: 'https://www.radiologyinfo.org/en/info/tomosynthesis',
      source: 'RadiologyInfo.org',
    },
    { label: 'Breast ultrasound', href: 'https://www.radiologyinfo.org/en/info/breastus', source: 'RadiologyInfo.org' },
  ],
  related: [
    '/services/subspecialties/womens-imaging',
    '/services/modalities/ultrasound',
    '/services/modalities/magnetic-resonance-imaging',
  ],
};
