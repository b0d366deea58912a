/** A tel: href from a displayed US number such as '(937) 555-0100' → 'tel:+19375550100'. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return `tel:+1${national}`;
}
