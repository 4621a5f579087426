import type { FastifyRequest } from 'fastify';
import { DATA_SAVER_COOKIE } from '@plaza/domain/constants';

/**
 * Data saver for this request (issue 20 point 4): the shopper's choice on the device (the cookie
 * the footer's and the profile's switch set), else the browser's `Save-Data: on`.
 */
export function dataSaverOn(request: Pick<FastifyRequest, 'headers' | 'cookies'>): boolean {
  const choice = request.cookies?.[DATA_SAVER_COOKIE];
  if (choice === 'on' || choice === 'off') return choice === 'on';
  const header = request.headers['save-data'];
  return typeof header === 'string' && header.trim().toLowerCase() === 'on';
}
