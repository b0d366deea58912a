import illustration from '../../illustrations/x-ray.svg';
import type { ServicePageContent } from '../types.ts';

/** Patient education for X-ray, fluoroscopy and bone density. Checked against RadiologyInfo.org's bone and chest X-ray, upper GI, DEXA and radiation dose pages. */
export const content: ServicePageContent = {
  intro:
    'An X-ray is the oldest and most common imaging test. It is quick and painless, and it uses a small amount of radiation to take pictures of bones, lungs and other parts of the body.',
  illustration: {
    src: illustration,
    alt: 'Drawing of a chest X-ray on a light box, showing the ribs, spine and lungs in white and gray.',
    width: 480,
    height: 360,
  },
  sections: [
    {
      id: 'what-it-is',
      heading: 'What is an X-ray?',
      blocks: [
        'An X-ray machine sends a small beam of radiation through the part of your body being checked. Bones and metal block more of the beam, so they look white. Air lets it pass, so the lungs look dark. Soft tissues look gray.',
        'Most X-rays are still pictures. Some exams, called fluoroscopy, use a live X-ray video. They often use a contrast liquid that you drink or that is put in through a tube.',
        'A bone density scan, also called a DEXA scan, is a special low-dose X-ray. It measures how strong your bones are.',
      ],
    },
    {
      id: 'uses',
      heading: 'What are X-rays used for?',
      blocks: [
        {
          kind: 'list',
          items: [
            'Broken bones and joint problems, such as arthritis.',
            'Pneumonia, heart size and other chest problems.',
            'Problems with swallowing, the stomach or the bowel, using fluoroscopy.',
            'Bone thinning, called osteoporosis, using a bone density scan.',
            'Checking that tubes and lines are in the right place in hospital patients.',
            'Checking how a broken bone is healing, or how a joint replacement sits.',
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
            'Most X-rays need no preparation. Many locations take X-ray patients without an appointment. Check with the location first.',
            'Remove jewelry, glasses and anything metal near the area. You may change into a gown.',
            'For a fluoroscopy exam of the stomach or bowel, you may be asked not to eat or drink after midnight, or to clean out your bowel first. Follow the instructions you are given.',
            'For a bone density scan, do not take calcium pills for 24 hours before.',
            'Tell us if you are pregnant or might be.',
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
            'A technologist helps you lie on a table or stand against a flat plate. Pillows or foam blocks help you hold the right position.',
            'You hold still, and sometimes hold your breath, for a second or two while each picture is taken.',
            'Most exams need two or more pictures from different angles.',
          ],
        },
        'A plain X-ray takes 10 to 15 minutes. Fluoroscopy exams can take up to an hour.',
      ],
    },
    {
      id: 'after',
      heading: 'After the exam',
      blocks: [
        'You can go back to your normal day right away.',
        'After a barium exam, drink extra fluids. Your stool may be white or light in color for a day or two. Call your doctor if you cannot pass stool.',
        'A radiologist from our group reads your X-rays. We send a report to the doctor who ordered the exam. Your doctor will go over the results with you.',
      ],
    },
    {
      id: 'safety',
      heading: 'Are X-rays safe?',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Radiation',
              text: 'The dose from a plain X-ray is very low. A chest X-ray gives about the same amount of radiation as you get from nature in about 10 days.',
            },
            {
              term: 'Contrast',
              text: 'The barium and iodine liquids used in fluoroscopy rarely cause reactions. Tell us if you have had one before.',
            },
            {
              term: 'Pregnancy',
              text: 'X-rays of the arms, legs, head and chest give an unborn baby almost no radiation. For other exams, your doctor will decide with you if the exam should wait. Tell us if you are pregnant or might be.',
            },
            {
              term: 'Children',
              text: 'We use settings sized for children, following the Image Gently guidelines.',
            },
          ],
        },
      ],
    },
  ],
  links: [
    { label: 'Bone X-ray', href: 'https://www.radiologyinfo.org/en/info/bonerad', source: 'RadiologyInfo.org' },
    { label: 'Chest X-ray', href: 'https://www.radiologyinfo.org/en/info/chestrad', source: 'RadiologyInfo.org' },
    {
      label: 'Upper GI tract X-ray',
      href: 'https://www.radiologyinfo.org/en/info/uppergi',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Bone density scan (DEXA)',
      href: 'https://www.radiologyinfo.org/en/info/dexa',
      source: 'RadiologyInfo.org',
    },
    {
      label: 'Radiation dose in X-ray and CT exams',
      href: 'https://www.radiologyinfo.org/en/info/safety-xray',
      source: 'RadiologyInfo.org',
    },
    { label: 'Radiation safety in imaging for children', href: 'https://www.imagegently.org/', source: 'Image Gently' },
  ],
  related: [
    '/services/subspecialties/musculoskeletal-imaging',
    '/services/subspecialties/emergency-radiology',
    '/services/modalities/ct-scan',
  ],
};
