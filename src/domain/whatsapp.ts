// wa.me links with the message already written, so the cashier only presses send. Colombian
// mobiles are typed as 10 digits (300 123 4567); wa.me wants the number with its country code.
const COLOMBIA_COUNTRY_CODE = '57';
const LOCAL_MOBILE_LENGTH = 10;

/** '300 123 4567' → '573001234567'; a number typed with its country code stays as typed. */
export function whatsappNumberOf(phone: string | null): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return digits.length === LOCAL_MOBILE_LENGTH ? `${COLOMBIA_COUNTRY_CODE}${digits}` : digits;
}

/** A chat with that phone, or — without one — WhatsApp's own contact picker, the text written. */
export function whatsappShareUrl(phone: string | null, text: string): string {
  const number = whatsappNumberOf(phone);
  return `https://wa.me/${number ?? ''}?text=${encodeURIComponent(text)}`;
}
