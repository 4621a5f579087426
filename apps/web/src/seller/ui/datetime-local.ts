// <input type="datetime-local"> speaks 'YYYY-MM-DDTHH:mm' in the device's time zone, with no
// offset; the API speaks instants with their offset. These two convert between them, the offset
// taken for that very date (a summer date and a winter one differ where clocks change).

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** An instant as a datetime-local input shows it on this device; '' for none or a value that is not a date. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A datetime-local value as an instant with this device's offset at that moment,
 * '2025-07-01T09:30' → '2025-07-01T09:30:00-04:00'. Empty is null (no date); a value that is not
 * a real local time is returned as typed, for the schema to refuse with its message.
 */
export function localInputToIso(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = LOCAL_INPUT.exec(text);
  if (!match) return text;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // new Date() rolls 31 February over into March: such a day does not exist.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return text;
  // A time skipped when the clocks went forward lands an hour later; that later, real time is kept.
  const offset = -date.getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}
