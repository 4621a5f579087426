/**
 * Keeps each amount on one line with its currency code (`366.00 EUR`), so that a total per
 * currency (`279.00 USD + 366.00 EUR`) wraps only between currencies on a narrow phone.
 */
export function unbrokenAmounts(text: string): string {
  return text.replace(/(\.\d\d) (?=[A-Z])/g, '$1\u00a0');
}
