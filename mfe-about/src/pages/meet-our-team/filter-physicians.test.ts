import { buildPhysician } from '@site/test-support/builders';
import {
  DIAGNOSTIC_RADIOLOGY,
  filterPhysicians,
  matchesFilter,
  PHYSICIAN_ASSISTANT,
  subspecialtyButtons,
  toggleSubspecialty,
} from './filter-physicians.ts';

const okafor = buildPhysician({
  full_name: 'Amara Okafor, MD',
  subspecialties: ['Body Imaging', 'Cardiovascular Imaging'],
});
const bell = buildPhysician({
  full_name: 'Marcus Bell, MD',
  subspecialties: ['Emergency Radiology', 'Neuroradiology'],
});
const whitaker = buildPhysician({ full_name: 'Susan Whitaker, MD', subspecialties: [DIAGNOSTIC_RADIOLOGY] });
const schultz = buildPhysician({
  category: 'physician_assistant',
  full_name: 'Megan Schultz, PA-C',
  subspecialties: [PHYSICIAN_ASSISTANT, 'Interventional Imaging'],
});
const team = [okafor, bell, whitaker, schultz];

describe('matchesFilter and filterPhysicians (docs/requirements.md#validation)', () => {
  it('shows everyone when nothing is typed or selected', () => {
    expect(filterPhysicians(team, { name: '', subspecialties: [] })).toEqual(team);
  });

  it('matches a part of the full name, ignoring case', () => {
    expect(filterPhysicians(team, { name: 'OKAF', subspecialties: [] })).toEqual([okafor]);
    expect(filterPhysicians(team, { name: 'md', subspecialties: [] })).toEqual([okafor, bell, whitaker]);
  });

  it('trims the typed text before matching', () => {
    expect(filterPhysicians(team, { name: '  bell  ', subspecialties: [] })).toEqual([bell]);
    expect(filterPhysicians(team, { name: '   ', subspecialties: [] })).toEqual(team);
  });

  it('keeps inner spaces of the typed text', () => {
    expect(filterPhysicians(team, { name: 'marcus bell', subspecialties: [] })).toEqual([bell]);
    expect(filterPhysicians(team, { name: 'marcusbell', subspecialties: [] })).toEqual([]);
  });

  it('shows a physician when any one of their subspecialties is selected', () => {
    expect(filterPhysicians(team, { name: '', subspecialties: ['Neuroradiology'] })).toEqual([bell]);
    expect(filterPhysicians(team, { name: '', subspecialties: ['Cardiovascular Imaging', 'Neuroradiology'] })).toEqual([
      okafor,
      bell,
    ]);
  });

  it('requires both the name and the subspecialties to match', () => {
    expect(matchesFilter(okafor, { name: 'okafor', subspecialties: ['Neuroradiology'] })).toBe(false);
    expect(matchesFilter(okafor, { name: 'okafor', subspecialties: ['Body Imaging'] })).toBe(true);
    expect(matchesFilter(bell, { name: 'okafor', subspecialties: ['Neuroradiology'] })).toBe(false);
  });

  it('finds physician assistants under Physician Assistant, even without the tag', () => {
    const untagged = buildPhysician({ category: 'physician_assistant', full_name: 'Nathan Hoffmann, PA-C' });
    expect(filterPhysicians([...team, untagged], { name: '', subspecialties: [PHYSICIAN_ASSISTANT] })).toEqual([
      schultz,
      untagged,
    ]);
  });

  it('returns nothing when nobody matches', () => {
    expect(filterPhysicians(team, { name: 'zzz', subspecialties: [] })).toEqual([]);
    expect(filterPhysicians(team, { name: '', subspecialties: ['Musculoskeletal Imaging'] })).toEqual([]);
  });
});

describe('subspecialtyButtons (docs/requirements.md#constants)', () => {
  it('adds Diagnostic Radiology, sorts, and puts Physician Assistant last', () => {
    expect(subspecialtyButtons(['Neuroradiology', 'Body Imaging', "Women's Imaging", 'Emergency Radiology'])).toEqual([
      'Body Imaging',
      DIAGNOSTIC_RADIOLOGY,
      'Emergency Radiology',
      'Neuroradiology',
      "Women's Imaging",
      PHYSICIAN_ASSISTANT,
    ]);
  });

  it('lists Diagnostic Radiology and Physician Assistant once even when the API names them', () => {
    const buttons = subspecialtyButtons([
      PHYSICIAN_ASSISTANT,
      DIAGNOSTIC_RADIOLOGY,
      'Body Imaging',
      DIAGNOSTIC_RADIOLOGY,
    ]);
    expect(buttons).toEqual(['Body Imaging', DIAGNOSTIC_RADIOLOGY, PHYSICIAN_ASSISTANT]);
  });

  it('offers the two fixed buttons when there are no subspecialties', () => {
    expect(subspecialtyButtons([])).toEqual([DIAGNOSTIC_RADIOLOGY, PHYSICIAN_ASSISTANT]);
  });
});

describe('toggleSubspecialty', () => {
  it('adds an unselected name and removes a selected one', () => {
    expect(toggleSubspecialty([], 'Neuroradiology')).toEqual(['Neuroradiology']);
    expect(toggleSubspecialty(['Body Imaging', 'Neuroradiology'], 'Body Imaging')).toEqual(['Neuroradiology']);
  });
});
