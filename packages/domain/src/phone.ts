/** wa.me links take the number as digits only: '+53 5 555 1234' → '5355551234'. */
export function whatsappDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
