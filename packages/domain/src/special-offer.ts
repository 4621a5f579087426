import { t } from './messages/es';

export type RemainingTime =
  | { kind: 'days'; days: number }
  | { kind: 'hours'; hours: number }
  | { kind: 'last' }
  | { kind: 'ended' };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long an offer has left, in the coarsest whole unit (spec section 4): whole days while at
 * least one is left, then whole hours, then the last hour. Rounding down keeps the label from
 * promising time the offer does not have. An unreadable end (NaN) counts as ended.
 */
export function remainingTime(end: Date, now: Date): RemainingTime {
  const left = end.getTime() - now.getTime();
  if (!(left > 0)) return { kind: 'ended' };
  const days = Math.floor(left / DAY_MS);
  if (days >= 1) return { kind: 'days', days };
  const hours = Math.floor(left / HOUR_MS);
  if (hours >= 1) return { kind: 'hours', hours };
  return { kind: 'last' };
}

/** The Spanish label for a remaining time, singular and plural. */
export function remainingTimeLabel(remaining: RemainingTime): string {
  switch (remaining.kind) {
    case 'days':
      return remaining.days === 1 ? t('offer.endsInOneDay') : t('offer.endsInDays', { days: remaining.days });
    case 'hours':
      return remaining.hours === 1 ? t('offer.endsInOneHour') : t('offer.endsInHours', { hours: remaining.hours });
    case 'last':
      return t('offer.lastHours');
    case 'ended':
      return t('offer.ended');
  }
}

/** 'Termina en 3 días', 'Termina en 1 hora', 'Últimas horas'... for an offer ending at `end`. */
export function remainingLabel(end: Date, now: Date): string {
  return remainingTimeLabel(remainingTime(end, now));
}
