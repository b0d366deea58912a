/** CSV for the contact message export (RFC 4180: every field quoted, quotes doubled, CRLF line ends). */
import type { ContactMessage } from '@site/contracts/schemas';

const COLUMNS: { header: string; value: (m: ContactMessage) => string | number | null }[] = [
  { header: 'id', value: (m) => m.id },
  { header: 'received', value: (m) => m.created_at },
  { header: 'name', value: (m) => m.name },
  { header: 'email', value: (m) => m.email },
  { header: 'phone', value: (m) => m.phone },
  { header: 'address', value: (m) => m.address },
  { header: 'city', value: (m) => m.city },
  { header: 'state', value: (m) => m.state },
  { header: 'zip', value: (m) => m.zip },
  { header: 'comments', value: (m) => m.comments },
  { header: 'read', value: (m) => m.read_at },
  { header: 'handled', value: (m) => m.handled_at },
  { header: 'mail', value: (m) => m.mail_status },
];

/**
 * One field. Text a visitor typed that starts like a formula (= + - @, tab, return) gets a leading
 * apostrophe, so a spreadsheet shows it as text instead of running it (CSV injection).
 */
function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The messages as CSV text with a header row. */
export function toCsv(messages: readonly ContactMessage[]): string {
  const lines = [COLUMNS.map((c) => csvField(c.header))];
  for (const message of messages) lines.push(COLUMNS.map((c) => csvField(c.value(message))));
  return `${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`;
}
