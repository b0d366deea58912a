import { fieldErrors } from '../contact.ts';
import { loginSchema, passwordChangeSchema, userCreateSchema, userUpdateSchema } from './auth.ts';
import { locationFormSchema, outreachEventFormSchema, practiceContactFormSchema } from './content.ts';
import { newsFormSchema } from './news.ts';
import { physicianFormSchema, subspecialtyChoices } from './physician.ts';
import { siteSettingsFormSchema } from './settings.ts';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('the admin form schemas', () => {
  it('turn what a form holds into what the API stores: trimmed text, null for blanks, numbers', () => {
    const parsed = physicianFormSchema.parse({
      category: 'resident',
      full_name: '  Lee Park, MD ',
      last_name: 'Park',
      medical_school: '   ',
      training_year: ' 2 ',
      biography: '<p>Hi</p>',
    });
    expect(parsed).toMatchObject({
      full_name: 'Lee Park, MD',
      medical_school: null,
      residency: null,
      training_year: 2,
      subspecialties: [],
      biography: '<p>Hi</p>',
    });
  });

  it('name each problem in words staff understand', () => {
    expect(
      errorsOf(physicianFormSchema.safeParse({ category: 'x', full_name: '', last_name: 'A', training_year: '7' })),
    ).toEqual({
      category: 'Choose a category.',
      full_name: 'Enter the full name as shown, such as “Amara Okafor, MD”.',
      training_year: 'Enter a training year from 1 to 5, or leave it blank.',
    });
    expect(
      errorsOf(
        physicianFormSchema.safeParse({
          category: 'fellow',
          full_name: 'A',
          last_name: 'A',
          subspecialties: ['X', 'X'],
        }),
      ),
    ).toEqual({ subspecialties: 'Choose each subspecialty once.' });
  });

  it('check news dates exist on the calendar', () => {
    const story = { title: 'T', intro_text: 'I', full_text: '<p>F</p>' };
    expect(newsFormSchema.safeParse({ ...story, published_date: '2026-02-28' }).success).toBe(true);
    expect(errorsOf(newsFormSchema.safeParse({ ...story, published_date: '2026-02-30' }))).toEqual({
      published_date: 'Enter the published date as YYYY-MM-DD.',
    });
  });

  it('take a story’s status: published by default, a draft with its date, a scheduled one at a time to come', () => {
    const story = { title: 'T', intro_text: 'I', full_text: '<p>F</p>' };
    expect(newsFormSchema.parse({ ...story, published_date: '2026-11-02' })).toMatchObject({
      status: 'published',
      publish_at: null,
    });
    expect(errorsOf(newsFormSchema.safeParse({ ...story, status: 'draft' }))).toEqual({
      published_date: 'Enter the published date as YYYY-MM-DD.',
    });
    expect(errorsOf(newsFormSchema.safeParse({ ...story, status: 'pending', published_date: '2026-11-02' }))).toEqual({
      status: 'Choose Draft, Scheduled or Published.',
    });

    // An instant with its offset, stored in UTC; the API, not the form, dates a scheduled story.
    const future = new Date(Date.now() + 3_600_000).toISOString().replace('Z', '+00:00');
    expect(newsFormSchema.parse({ ...story, status: 'scheduled', publish_at: future })).toMatchObject({
      status: 'scheduled',
      publish_at: new Date(future).toISOString(),
      published_date: null,
    });
    for (const [publish_at, message] of [
      ['', 'Enter the date and time to publish the story.'],
      ['2030-12-01T09:00', 'Enter the date and time to publish the story.'],
      [new Date(Date.now() - 1000).toISOString(), 'Choose a date and time in the future.'],
    ]) {
      expect(errorsOf(newsFormSchema.safeParse({ ...story, status: 'scheduled', publish_at }))).toEqual({
        publish_at: message,
      });
    }
  });

  it('offer the site’s subspecialties plus Diagnostic Radiology and Physician Assistant, each once', () => {
    expect(subspecialtyChoices(['Neuroradiology', 'Diagnostic Radiology'])).toEqual([
      'Neuroradiology',
      'Diagnostic Radiology',
      'Physician Assistant',
    ]);
  });

  it('keep the phone and web address of a location apart, and read coordinates from text', () => {
    const base = { name: 'Clinic', address: '', latitude: '39.75', longitude: '' };
    expect(
      locationFormSchema.parse({ ...base, phone: '(937) 555-0100', url: 'https://clinic.example/' }),
    ).toMatchObject({
      address: null,
      latitude: 39.75,
      longitude: null,
    });
    expect(
      errorsOf(locationFormSchema.safeParse({ ...base, phone: 'https://clinic.example/', url: '937-555-0100' })),
    ).toEqual({
      phone: 'Enter a 10-digit US phone number, such as 937-555-0123.',
      url: 'Enter a full web address starting with https://.',
    });
  });

  it('read a YouTube id from an address and accept site paths as outreach links, not //hosts', () => {
    const event = { title: 'Run', intro_text: 'A 5K.', link_text: '' };
    for (const video of [
      'rB7kQ2mXv4E',
      'https://youtu.be/rB7kQ2mXv4E',
      'https://www.youtube.com/watch?v=rB7kQ2mXv4E',
    ]) {
      expect(outreachEventFormSchema.parse({ ...event, video, link: '/contact' }).video).toBe('rB7kQ2mXv4E');
    }
    expect(
      errorsOf(outreachEventFormSchema.safeParse({ ...event, video: 'https://vimeo.com/1', link: '//evil.example' })),
    ).toEqual({
      video: 'Enter a YouTube address or an 11-character video id.',
      link: 'Enter a full web address starting with https://, or a page of this site starting with /.',
    });
  });

  it('accept as a page of this site only a path that stays on the site in a browser', () => {
    const event = { title: 'Run', intro_text: 'A 5K.', video: '', link_text: '' };
    const message = 'Enter a full web address starting with https://, or a page of this site starting with /.';
    for (const link of [
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\\/evil.example',
    ]) {
      expect(errorsOf(outreachEventFormSchema.safeParse({ ...event, link }))).toEqual({ link: message });
    }
    for (const link of ['/contact', '/patient-information/billing?tab=2#faq', 'https://run.example/5k']) {
      expect(outreachEventFormSchema.parse({ ...event, link }).link).toBe(link);
    }
  });

  it('require every site setting in its format', () => {
    const result = siteSettingsFormSchema.safeParse({ organization_name: 'R', state: 'oh', founded_year: 'ninety' });
    const errors = errorsOf(result);
    expect(errors.founded_year).toBe('Enter a year, such as 1975.');
    expect(errors.state).toBeUndefined();
    expect(errors.phone).toBe('Enter a 10-digit US phone number, such as (937) 555-0123.');
    expect(Object.keys(errors)).toHaveLength(29);
  });

  it('lower-case e-mail addresses and ask for passwords of at least 12 characters', () => {
    expect(loginSchema.parse({ email: ' Dana@Riverbend.Example ', password: 'x' }).email).toBe(
      'dana@riverbend.example',
    );
    expect(
      errorsOf(userCreateSchema.safeParse({ email: 'a@b.example', name: 'A', role: 'owner', password: 'short' })),
    ).toEqual({ role: 'Choose a role.', password: 'Use at least 12 characters.' });
    expect(userUpdateSchema.safeParse({}).success).toBe(false);
    expect(
      errorsOf(passwordChangeSchema.safeParse({ current_password: 'same password!', new_password: 'same password!' })),
    ).toEqual({ new_password: 'Choose a password different from the current one.' });
  });

  it('keep a practice contact’s phone and e-mail in their formats, and a line without a person reachable', () => {
    expect(
      practiceContactFormSchema.parse({
        group: 'reading-rooms',
        title: ' Neuroradiology ',
        full_name: '',
        phone: '937-555-0177',
        email: '',
        hours: '24 hours',
      }),
    ).toEqual({
      group: 'reading-rooms',
      title: 'Neuroradiology',
      full_name: null,
      phone: '937-555-0177',
      email: null,
      hours: '24 hours',
    });
    expect(
      errorsOf(
        practiceContactFormSchema.safeParse({ group: 'careers', title: 'Recruiter', phone: '12345', email: 'a@' }),
      ),
    ).toEqual({
      phone: 'Enter a 10-digit US phone number, such as (937) 555-0123.',
      email: 'Enter a valid e-mail address, such as name@practice.example.',
    });
    expect(errorsOf(practiceContactFormSchema.safeParse({ group: 'careers', title: 'Recruiter' }))).toEqual({
      phone: 'Enter a phone number or an e-mail address for a line without a person’s name.',
    });
  });

  it('read a settings video id from a YouTube address, or keep it empty', () => {
    const base = siteSettingsFormSchema.shape;
    expect(base.careers_video_id.parse('https://youtu.be/rB7kQ2mXv4E')).toBe('rB7kQ2mXv4E');
    expect(base.careers_video_id.parse('')).toBe('');
    expect(base.careers_video_id.safeParse('https://vimeo.com/1').success).toBe(false);
  });
});
