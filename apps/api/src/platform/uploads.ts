import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { megabytes } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-server';
import type { Database } from '../db/connection';
import { AppError, fail } from './errors';
import { reserve, type Limit } from './rate-limit';

/**
 * Uploads one user may send in ten minutes, on every upload route together: room to retry each of
 * a store's pictures a few times, too few to keep the image queue busy. In the database, so it
 * holds across processes.
 */
export const uploadLimits = (userId: string): Limit[] => [
  { key: `uploads:user:${userId}`, max: 20, windowSeconds: 10 * 60, message: 'upload.tooMany' },
];

/**
 * The bytes of an upload's one file, past the checks every upload route makes before any image
 * work: the user's upload limit (every attempt counts, refused ones too), a multipart body with
 * the file in `field`, and at most `maxBytes`. A route may count against limits of its own (`limits`). The image itself is judged by `storeImage`.
 */
export async function receiveUpload(
  request: FastifyRequest,
  db: Database,
  userId: string,
  { field, maxBytes, limits = uploadLimits }: { field: string; maxBytes: number; limits?: (userId: string) => Limit[] },
): Promise<Buffer> {
  await reserve(db, limits(userId));
  if (!request.isMultipart()) throw fail('invalid', 'account.imageInvalid');
  try {
    const file = await request.file({ limits: { fileSize: maxBytes } });
    if (!file || file.fieldname !== field) throw fail('invalid', 'account.imageInvalid');
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', t('account.imageTooLarge', { size: megabytes(maxBytes) }));
    // The multipart parser's own errors (no boundary, a body cut short) carry no code: the upload is broken.
    if (error instanceof AppError || code) throw error;
    throw fail('invalid', 'account.imageInvalid');
  }
}
