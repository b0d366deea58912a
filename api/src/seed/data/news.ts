import type { NewsItem } from '@site/contracts/types';

// Newest first, the order the news list shows them in. The demo pictures are generated abstract art (see
// ../media.ts), so no story has a caption: one would describe a photograph that does not exist.
export const news: Omit<NewsItem, 'id'>[] = [
  {
    title: 'Three physician assistants join Riverbend',
    intro_text:
      'Aaliyah Brooks, Nathan Hoffmann and Diana Reyes have joined our team, bringing the group to five physician assistants.',
    photo_small: 'news-new-physician-assistants-small.svg',
    photo_large: 'news-new-physician-assistants-large.svg',
    photo_large_caption: null,
    published_date: '2026-10-12',
    full_text:
      '<p>Riverbend Radiology Physicians welcomes three physician assistants this fall. They work alongside our radiologists to perform image-guided procedures, see patients before and after those procedures, and answer questions that come in by phone.</p><ul><li><strong>Aaliyah Brooks, PA-C</strong>, performs ultrasound-guided paracentesis and thoracentesis and coordinates care for hospital patients who need procedures.</li><li><strong>Nathan Hoffmann, PA-C</strong>, works with our neuroradiologists on lumbar punctures and myelograms.</li><li><strong>Diana Reyes, PA-C</strong>, supports our breast imaging team before and after breast biopsies.</li></ul><p>Adding physician assistants means patients can often have a procedure scheduled within days instead of weeks, and radiologists have more time to read studies and talk with referring physicians.</p><p>Please join us in welcoming Aaliyah, Nathan and Diana. You can read more about each of them on our Meet Our Team page.</p>',
  },
  {
    title: 'Imaging, games and a giant spine at the Tri-County Summer Fair',
    intro_text:
      'More than 1,200 visitors stopped by our fair booth this August to play guess-the-X-ray, walk through an inflatable spine and ask our doctors questions.',
    photo_small: 'news-county-fair-outreach-small.svg',
    photo_large: 'news-county-fair-outreach-large.svg',
    photo_large_caption: null,
    published_date: '2026-08-17',
    full_text:
      '<p>For the third year, Riverbend physicians, residents and staff spent a week at the Tri-County Summer Fair. Our booth was busy from the first morning to the last evening.</p><p>The most popular attraction was the guess-the-X-ray game, where children matched X-ray pictures to everyday objects and animals. Adults lined up for free blood pressure checks from our partner nurses and for quick questions about mammograms and lung cancer screening.</p><h2>What visitors asked most</h2><ul><li>Is an MRI safe if I have a joint replacement?</li><li>How often should I have a mammogram?</li><li>Does a CT scan use a lot of radiation?</li></ul><p>Our physicians answered each question in plain language and sent visitors home with short guides to common imaging tests. Thank you to the fair board and to everyone who stopped by.</p>',
  },
  {
    title: 'Residents pass the radiology board Core Exam',
    intro_text:
      'All four of our fourth-year diagnostic radiology residents passed the American Board of Radiology Core Exam on their first attempt.',
    photo_small: 'news-residents-board-results-small.svg',
    photo_large: 'news-residents-board-results-large.svg',
    photo_large_caption: null,
    published_date: '2026-06-15',
    full_text:
      '<p>We are proud to share that every member of this year’s fourth-year residency class passed the American Board of Radiology Core Exam on the first attempt. Over the past decade our residents have passed the exam at a rate of 96 percent.</p><p>“This result reflects years of hard work in the reading room and a faculty that takes teaching seriously,” said Dr. Katherine Pruitt, program director. “Our residents read a large and varied caseload from their first month.”</p><p>The class now begins its final year of residency. Its members plan fellowship training in interventional radiology, breast imaging, neuroradiology and body MRI.</p><p>Medical students interested in the residency can learn more on our Education pages.</p>',
  },
  {
    title: 'New 3T MRI scanner opens at Southbrook Medical Center',
    intro_text:
      'A new 3 Tesla MRI scanner at Southbrook Medical Center gives sharper pictures of the brain, joints and prostate, with a wider opening for patient comfort.',
    photo_small: 'news-new-3t-mri-small.svg',
    photo_large: 'news-new-3t-mri-large.svg',
    photo_large_caption: null,
    published_date: '2026-04-20',
    full_text:
      '<p>Southbrook Medical Center has opened a new 3 Tesla (3T) MRI scanner, and Riverbend radiologists are reading its studies. A 3T magnet is twice as strong as the 1.5T scanners used in many centers, which lets it show small structures in more detail.</p><h2>What it means for patients</h2><ul><li>Clearer images of the brain and spine, helpful for multiple sclerosis, epilepsy and small tumors.</li><li>Detailed views of knee, shoulder and hip cartilage and ligaments.</li><li>Prostate MRI that helps decide whether a biopsy is needed.</li><li>A wider opening and quieter scanning for patients who feel anxious in MRI.</li></ul><p>Many exams are also shorter than before. Our neuroradiologists and musculoskeletal radiologists worked with the hospital’s technologists for several months to tune each exam before the first patient was scanned.</p><p>Your doctor will decide which scanner is right for your exam. To learn what to expect from an MRI, visit <a href="https://www.radiologyinfo.org/en/info/bodymr">RadiologyInfo.org</a>.</p>',
  },
  {
    title: 'A faster, clearer way to write imaging reports',
    intro_text:
      'We have moved to a new reporting system that uses structured templates, so reports are more consistent and reach your doctor sooner.',
    photo_small: 'news-reporting-system-upgrade-small.svg',
    photo_large: 'news-reporting-system-upgrade-large.svg',
    photo_large_caption: null,
    published_date: '2026-02-09',
    full_text:
      '<p>In January every Riverbend radiologist switched to a new reporting system. Reports now follow shared templates for common exams, so a chest CT read in Troy is organized the same way as one read in Kettering.</p><p>Referring physicians told us they wanted the most important findings at the top and follow-up advice stated clearly. The new templates do exactly that: each report opens with an impression, and recommended follow-up uses consistent wording.</p><p>The system also flags urgent findings to the reading radiologist, who then calls the ordering physician directly. Our median time from scan to finished report has dropped by several minutes since the change.</p><p>We thank the technologists, IT staff and hospital partners who made the switch go smoothly. What changed for referring offices, step by step, is on our <a href="/software-upgrades">Software Upgrades</a> page.</p>',
  },
  {
    title: 'November is Lung Cancer Awareness Month: ask about screening',
    intro_text:
      'A yearly low-dose CT scan can find lung cancer early, when it is most treatable. Many current and former smokers qualify and do not know it.',
    photo_small: 'news-lung-cancer-screening-month-small.svg',
    photo_large: 'news-lung-cancer-screening-month-large.svg',
    photo_large_caption: null,
    published_date: '2025-11-03',
    full_text:
      '<p>Lung cancer is the leading cause of cancer death in the United States, largely because it is usually found late. Screening with a yearly low-dose CT scan finds cancers while they are small and easier to treat.</p><h2>Who should ask about screening</h2><p>Screening is generally recommended for adults aged 50 to 80 who have smoked the equivalent of a pack a day for 20 years or more and who still smoke or quit within the past 15 years. Your doctor can help you decide whether screening is right for you.</p><p>The scan takes less than a minute, needs no needles and uses a fraction of the radiation of a regular CT. Our body imaging radiologists read every screening scan using a standard scoring system, so you and your doctor get a clear recommendation.</p><p>Read more about lung cancer screening at <a href="https://www.radiologyinfo.org/en/info/screening-lung">RadiologyInfo.org</a> or the <a href="https://www.cancer.gov/types/lung/patient/lung-screening-pdq">National Cancer Institute</a>.</p>',
  },
  {
    title: 'Record turnout for the Run for Breast Health 5K',
    intro_text:
      'Nearly 600 runners and walkers joined the tenth Riverbend Run for Breast Health, raising enough to fund more than 300 screening mammograms.',
    photo_small: 'news-run-for-breast-health-small.svg',
    photo_large: 'news-run-for-breast-health-large.svg',
    photo_large_caption: null,
    published_date: '2025-09-22',
    full_text:
      '<p>Cool weather and clear skies brought out our biggest field yet for the tenth annual Run for Breast Health 5K along the Great Miami River. Runners, walkers, strollers and a good number of dogs made their way along the river path.</p><p>Every dollar raised pays for screening mammograms for uninsured and underinsured women, read by our breast imaging radiologists at no cost. This year’s total will fund more than 300 mammograms through our mobile coach and outpatient centers.</p><p><strong>Thank you</strong> to our volunteers, sponsors and every participant. Results and photos are posted on the <a href="https://www.riverbend5k.example/results">race website</a>.</p>',
  },
  {
    title: 'Breast imaging fellow joins the practice',
    intro_text:
      'Dr. Caroline Ashby has completed our breast imaging fellowship and joined Riverbend as a partner-track radiologist.',
    photo_small: 'news-breast-fellowship-graduate-small.svg',
    photo_large: 'news-breast-fellowship-graduate-large.svg',
    photo_large_caption: null,
    published_date: '2025-06-30',
    full_text:
      '<p>Dr. Caroline Ashby has completed the Riverbend breast imaging fellowship and will stay with us as a full-time breast radiologist. She will read screening and diagnostic mammography and perform breast biopsies at Miamisburg Women’s Imaging Pavilion.</p><p>During her fellowship year Dr. Ashby read tens of thousands of screening mammograms and took part in every step of care, from the first callback to the biopsy result conversation. She also helped staff our community screening days.</p><p>“Caroline has a gift for explaining results in a way that calms people down,” said Dr. Leticia Moreno, who directs the breast imaging fellowship. “We are lucky she chose to stay in Dayton.”</p>',
  },
  {
    title: 'Overnight teleradiology service for partner hospitals',
    intro_text:
      'Smaller hospitals in our network now have a Riverbend radiologist reading their imaging overnight, every night of the year.',
    photo_small: 'news-overnight-teleradiology-small.svg',
    photo_large: 'news-overnight-teleradiology-large.svg',
    photo_large_caption: null,
    published_date: '2024-11-18',
    full_text:
      '<p>Starting this month, Riverbend radiologists read overnight imaging for several smaller hospitals in our region through a secure teleradiology connection. Before, some of these hospitals relied on an outside service with radiologists who did not know their physicians or their patients.</p><p>Now the same group that reads their daytime studies reads them overnight as well. Overnight reports follow the same templates, and our radiologists can compare a new scan with the patient’s earlier studies right away.</p><h2>How it works</h2><ul><li>Images are sent securely to our reading room as soon as the scan finishes.</li><li>Urgent studies are read first, with a phone call for critical findings.</li><li>Final reports go straight into the hospital’s medical record.</li></ul><p>Hospitals interested in the service can contact our main office.</p>',
  },
  {
    title: 'Dr. Erin Callahan honored for teaching excellence',
    intro_text:
      'The residents have named Dr. Erin Callahan, director of our musculoskeletal imaging fellowship, this year’s Teacher of the Year.',
    photo_small: 'news-physician-award-small.svg',
    photo_large: 'news-physician-award-large.svg',
    photo_large_caption: null,
    published_date: '2024-05-13',
    full_text:
      '<p>Each spring our diagnostic radiology residents vote for one faculty member who made the greatest difference to their training. This year they chose Dr. Erin Callahan.</p><p>Residents praised her habit of pulling up a chair at the reading station and working through cases together, and her early-morning knee MRI conferences, which she keeps short and practical.</p><p>Dr. Callahan directs our musculoskeletal imaging fellowship and serves as team radiologist for several local athletic programs. Congratulations, Dr. Callahan.</p>',
  },
];
