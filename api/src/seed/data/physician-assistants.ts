import { person } from './person.ts';
import type { PersonSeed } from './person.ts';

export const physicianAssistants: PersonSeed[] = [
  person({
    category: 'physician_assistant',
    full_name: 'Megan Schultz, PA-C',
    last_name: 'Schultz',
    photo: 'schultz-megan.svg',
    subspecialties: ['Physician Assistant', 'Interventional Imaging'],
    pa_school: 'University of Dayton Physician Assistant Program',
    nccpa_certified: 'Certified since 2014',
    masters_education: 'Master of Physician Assistant Practice, University of Dayton',
    undergrad: 'B.S. Exercise Science, Wright State University',
    interests: 'Procedure education, patient follow-up after interventional procedures, gardening',
    biography:
      '<p>Megan works with the interventional radiologists at Great Miami Regional Hospital, seeing patients before and after procedures and answering their questions by phone. She has been with Riverbend since 2014.</p><p>Patients often tell us she is the reason they felt ready for their procedure.</p>',
  }),
  person({
    category: 'physician_assistant',
    full_name: 'Jordan Ellis, PA-C',
    last_name: 'Ellis',
    photo: 'ellis-jordan.svg',
    subspecialties: ['Physician Assistant', 'Musculoskeletal Imaging'],
    pa_school: 'Marietta College Physician Assistant Program',
    nccpa_certified: 'Certified since 2018',
    masters_education: 'Master of Science in Physician Assistant Studies, Marietta College',
    undergrad: 'B.S. Biology, Ohio Northern University',
    interests: 'Fluoroscopy-guided joint injections, arthrograms, disc golf',
    biography:
      '<p>Jordan performs fluoroscopy-guided joint injections and arthrograms under the supervision of the musculoskeletal radiologists. He works mostly at Beavercreek Imaging Center and Southbrook Medical Center.</p>',
  }),
  person({
    category: 'physician_assistant',
    full_name: 'Aaliyah Brooks, PA-C',
    last_name: 'Brooks',
    photo: 'brooks-aaliyah.svg',
    subspecialties: ['Physician Assistant'],
    pa_school: 'Kettering College Physician Assistant Studies',
    nccpa_certified: 'Certified since 2022',
    masters_education: 'Master of Physician Assistant Studies, Kettering College',
    undergrad: 'B.S. Health Sciences, Central State University',
    interests: 'Paracentesis and thoracentesis, community health education',
    biography:
      '<p>Aaliyah joined Riverbend in 2026 after four years in hospital medicine. She performs ultrasound-guided paracentesis and thoracentesis and helps coordinate care for inpatients who need procedures.</p>',
  }),
  person({
    category: 'physician_assistant',
    full_name: 'Nathan Hoffmann, PA-C',
    last_name: 'Hoffmann',
    photo: null,
    subspecialties: ['Physician Assistant'],
    pa_school: 'Baldwin Wallace University Physician Assistant Program',
    nccpa_certified: 'Certified since 2021',
    masters_education: 'Master of Medical Science in Physician Assistant Studies, Baldwin Wallace University',
    undergrad: 'B.S. Biology, University of Akron',
    interests: 'Lumbar punctures, myelography, amateur radio',
    biography:
      '<p>Nathan performs fluoroscopy-guided lumbar punctures and myelograms with the neuroradiology team. He joined Riverbend in 2026.</p>',
  }),
  person({
    category: 'physician_assistant',
    full_name: 'Diana Reyes, PA-C',
    last_name: 'Reyes',
    photo: 'reyes-diana.svg',
    subspecialties: ['Physician Assistant', "Women's Imaging"],
    pa_school: 'University of Toledo Physician Assistant Program',
    nccpa_certified: 'Certified since 2019',
    masters_education: 'Master of Science in Biomedical Sciences, Physician Assistant Studies, University of Toledo',
    undergrad: 'B.S. Biology, University of Toledo',
    interests: 'Breast biopsy care, patient navigation',
  }),
];
