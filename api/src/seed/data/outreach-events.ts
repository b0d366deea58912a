import type { OutreachEvent } from '@site/contracts/types';

export const outreachEvents: OutreachEvent[] = [
  {
    title: 'Riverbend Run for Breast Health 5K',
    intro_text:
      'Each September our physicians, staff and their families run or walk a 5K along the Great Miami River. Entry fees and donations pay for screening mammograms for uninsured women in our region.',
    photo_small: 'outreach-run-for-breast-health.svg',
    video: 'rB7kQ2mXv4E',
    link: 'https://www.riverbend5k.example/register',
    link_text: 'Register for this year’s run',
  },
  {
    title: 'Mammography screening days at community centers',
    intro_text:
      'Our mobile mammography coach visits community centers and churches on Saturdays so women can be screened close to home without taking time off work. Walk-ins are welcome, and staff help with insurance questions on site.',
    photo_small: 'outreach-mammography-screening-days.svg',
    video: null,
    link: 'https://www.example.org/riverbend/mammography-coach-schedule',
    link_text: 'See the coach schedule',
  },
  {
    title: 'Seeing Inside: imaging science visits to middle schools',
    intro_text:
      'Radiologists and residents bring ultrasound machines and safe X-ray demonstrations to middle school science classes. Students scan each other’s wrists and learn how doctors see inside the body without surgery.',
    photo_small: 'outreach-seeing-inside-stem-visits.svg',
    video: 'Lw3pN8sTz1c',
    link: null,
    link_text: null,
  },
  {
    title: 'Senior health fair in Xenia',
    intro_text:
      'At the spring senior health fair our physicians answer questions about bone density scans, lung cancer screening and what to expect from common imaging tests. Visitors take home plain-language guides to each test.',
    photo_small: 'outreach-senior-health-fair.svg',
    video: null,
    link: null,
    link_text: null,
  },
  {
    title: 'Lung screening information at farmers markets',
    intro_text:
      'During the summer our team sets up a table at local farmers markets to explain low-dose CT lung screening. People who have smoked can check in a few minutes whether they qualify.',
    photo_small: 'outreach-lung-screening-farmers-markets.svg',
    video: null,
    link: 'https://www.example.org/riverbend/lung-screening-eligibility',
    link_text: 'Check whether you qualify',
  },
  {
    title: 'Tri-County Summer Fair booth',
    intro_text:
      'Our booth at the summer fair features a giant inflatable spine, a guess-the-X-ray game for kids and free blood pressure checks from our partner nurses. Residents staff the booth alongside attending physicians.',
    photo_small: 'outreach-summer-fair-booth.svg',
    video: null,
    link: null,
    link_text: null,
  },
];
