/** How a revision's fields read on screen: their labels, and their values as text (HTML as its words). */
import { formatWhen } from '../../content/wording.ts';
import type { FieldDef } from '../form/fields.ts';

/** An instant as the API sends it (ISO 8601, e.g. when a story goes live), shown as staff read times. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** What an empty field shows, so a cleared value is visible rather than a blank cell. */
const EMPTY = '(empty)';

/** The text of sanitized HTML as a reader sees it: tags dropped, one line per paragraph, entities decoded. */
function htmlAsText(html: string): string {
  const lines = html.replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\b[^>]*>/gi, '$&\n');
  // An inert document: nothing in it loads or runs, it only decodes the text.
  const text = new DOMParser().parseFromString(lines, 'text/html').body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/** The label of the record field `key`: the form's own, one of `otherLabels` (e.g. a photo), or the key in words. */
export function fieldLabel(key: string, fields: readonly FieldDef[], otherLabels: Record<string, string> = {}): string {
  const label = fields.find((field) => field.name === key)?.label ?? otherLabels[key];
  if (label) return label;
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A stored value as staff read it: '(empty)' for nothing, a choice by its label, a list as 'a, b', HTML as its
 * text, yes or no.
 */
export function displayValue(key: string, value: unknown, fields: readonly FieldDef[]): string {
  const field = fields.find((candidate) => candidate.name === key);
  const choice = (item: unknown) => field?.options?.find((option) => option.value === item)?.label ?? String(item);
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(choice).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (field?.kind === 'html' && typeof value === 'string') return htmlAsText(value) || EMPTY;
  if (typeof value === 'string' && INSTANT.test(value)) return formatWhen(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return choice(value);
}
