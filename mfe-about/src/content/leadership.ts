/** A leader with a full profile on the Leadership page. */
export interface LeaderProfile {
  name: string;
  role: string;
  /** File name in the physicians' media folder; null shows the default picture. */
  photo: string | null;
  /** Plain-text paragraphs. */
  paragraphs: string[];
}

/** One person in a leadership list: who, and what they lead. */
export interface LeadershipMember {
  name: string;
  role: string;
}

/** A leadership list with its heading and a line on what the group does. */
export interface LeadershipGroup {
  title: string;
  description: string;
  members: LeadershipMember[];
}

/** Texts and people of the Leadership page (SPEC §2): two leader profiles, then four lists. */
export const leadershipContent: { intro: string; leaders: LeaderProfile[]; groups: LeadershipGroup[] } = {
  intro:
    'Our practice is owned and led by its physicians. The people below set our direction, look after quality and safety at each hospital and imaging center, and train the next generation of radiologists.',
  leaders: [
    {
      name: 'Alan Sutherland, MD',
      role: 'President',
      photo: 'sutherland-alan.svg',
      paragraphs: [
        'Dr. Sutherland is a neuroradiologist who has read brain and spine imaging in Dayton since 1996. As president he chairs the executive committee and speaks for the group with the hospitals and imaging centers we serve.',
        'He earned an MBA from the University of Dayton while in practice, because running a physician group well takes more than reading scans. His priorities are quick, reliable reports for referring doctors and a workplace where radiologists want to build their careers.',
      ],
    },
    {
      name: 'Amara Okafor, MD',
      role: 'Vice President and Chief Quality Officer',
      photo: 'okafor-amara.svg',
      paragraphs: [
        'Dr. Okafor reads chest, abdominal and cardiac imaging and joined the practice in 2013 after fellowship training in cardiothoracic imaging. She chairs the Imaging Quality Committee at Great Miami Regional Hospital.',
        'She leads our peer review and follow-up programs, including the system that tracks small lung nodules so that no recommended follow-up scan is missed. She also oversees how we measure report turnaround times for urgent studies.',
      ],
    },
  ],
  groups: [
    {
      title: 'Executive Committee',
      description: 'Elected by the physicians, the committee sets the practice’s strategy, budget and policies.',
      members: [
        { name: 'Alan Sutherland, MD', role: 'President' },
        { name: 'Amara Okafor, MD', role: 'Vice President' },
        { name: 'Robert Lindgren, MD', role: 'Secretary and Treasurer' },
        { name: 'Marcus Bell, MD', role: 'Member at Large' },
        { name: 'Fatima Haddad, MD', role: 'Member at Large' },
        { name: 'Thomas Kessler, DO', role: 'Member at Large' },
        { name: 'Diane Castellano, MBA', role: 'Chief Executive Officer (non-voting)' },
      ],
    },
    {
      title: 'Medical Directors',
      description:
        'Each site we serve has a radiologist responsible for its imaging quality, safety and equipment decisions.',
      members: [
        { name: 'Marcus Bell, MD', role: 'Great Miami Regional Hospital' },
        { name: 'Priya Raghunathan, MD', role: 'Clark Valley Regional Hospital' },
        { name: 'Robert Lindgren, MD', role: 'Stillwater Valley Medical Center' },
        { name: 'Susan Whitaker, MD', role: 'Little Miami Community Hospital' },
        { name: 'Fatima Haddad, MD', role: 'Southbrook Medical Center Breast Center' },
        { name: 'Samuel Adeyemi, DO', role: 'Beavercreek Imaging Center' },
        { name: 'Lauren Fitch, MD', role: 'Huber Heights Imaging Center' },
        { name: 'Luis Carrillo, MD', role: 'Wolf Creek Imaging Center' },
        { name: 'Leticia Moreno, MD', role: 'Mobile Mammography Program' },
      ],
    },
    {
      title: 'Clinical Leadership',
      description: 'Section chiefs lead each subspecialty: its protocols, schedules and peer review.',
      members: [
        { name: 'Mei-Lin Zhou, MD', role: 'Chief, Body Imaging' },
        { name: 'Rebecca Tran, MD', role: 'Chief, Women’s Imaging' },
        { name: "Kevin O'Rourke, MD", role: 'Chief, Emergency Radiology' },
        { name: 'Elena Vasquez-Hart, MD', role: 'Chief, Cardiovascular Imaging' },
        { name: 'Michael Harrington, MD', role: 'Chief, Interventional Radiology' },
        { name: 'Isabel Ferreira, MD', role: 'Chief, Musculoskeletal Imaging' },
        { name: 'Ritu Malhotra, MD', role: 'Chief, Neuroradiology' },
        { name: 'Helen Achterberg, MD', role: 'Chief, Nuclear Medicine & Molecular Imaging' },
        { name: 'Megan Schultz, PA-C', role: 'Lead Physician Assistant' },
      ],
    },
    {
      title: 'Educational Leadership',
      description: 'These physicians run our residency and fellowships and teach medical students on rotation.',
      members: [
        { name: 'Katherine Pruitt, MD', role: 'Program Director, Diagnostic Radiology Residency' },
        { name: 'Derek Washington, MD', role: 'Associate Program Director, Diagnostic Radiology Residency' },
        { name: 'Leticia Moreno, MD', role: 'Director, Breast Imaging Fellowship' },
        { name: 'Erin Callahan, MD', role: 'Director, Musculoskeletal Imaging Fellowship' },
        { name: 'Daniel Whitcomb, MD', role: 'Director, Medical Student Education' },
      ],
    },
  ],
};
