import { spanishDates } from '../../ui/date-format';

const dayFormat = spanishDates({ day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = spanishDates({ day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** '26 nov 2026' of an ISO instant from the API. */
export const formatDay = (iso: string) => dayFormat(new Date(iso));
/** '26 nov 2026, 04:12' of an ISO instant from the API. */
export const formatMoment = (iso: string) => timeFormat(new Date(iso));
