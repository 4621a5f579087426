import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { megabytes } from '@plaza/domain/constants';
import { tp } from '@plaza/domain/messages/es-panel';
import { storeParams } from '@plaza/domain/schemas/panel-common';
import { errorSchema } from '@plaza/domain/schemas/session';
import {
  SHEET_MAX_BYTES,
  SHEET_MAX_ROWS,
  productImportAnswerSchema,
  productImportQuerySchema,
  productImportRefusalSchema,
} from '@plaza/domain/schemas/panel-product-sheet';
import { AppError, failPanel } from '../../platform/errors';
import { multipartFile, signedIn } from '../../platform/openapi';
import { reserve, type Limit } from '../../platform/rate-limit';
import { allowStaff, ownedStore, registerStoreOwnerGuard, sellerOf } from '../../platform/store-owner';
import { importProducts } from './product-import';
import { catalogueCsv, catalogueXlsx, sheetProducts } from './product-sheet';

const base = '/api/store_admin/stores/:storeId/products';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Imports one account may send in ten minutes: each holds its store's plan lock for up to a few seconds. */
const importLimits = (userId: string): Limit[] => [{ key: `uploads:product-sheet:${userId}`, max: 60, windowSeconds: 10 * 60 }];

/** The one file of the multipart body, in field `file`, at most SHEET_MAX_BYTES: else a 4xx that says what to send. */
async function receiveSheet(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw failPanel('invalid', 'productSheet.notMultipart');
  try {
    const file = await request.file({ limits: { fileSize: SHEET_MAX_BYTES } });
    if (!file || file.fieldname !== 'file') throw failPanel('invalid', 'productSheet.notMultipart');
    return await file.toBuffer();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', tp('productSheet.tooLarge', { size: megabytes(SHEET_MAX_BYTES) }));
    if (error instanceof AppError) throw error;
    // The multipart parser's own errors (no boundary, a body cut short, too many parts): the upload is broken.
    throw failPanel('invalid', 'productSheet.notMultipart');
  }
}

const attachment = (slug: string, extension: string) =>
  `attachment; filename="${`${tp('productSheet.fileName')}-${slug}.${extension}`.replace(/[^\w.-]/g, '_')}"`;

/**
 * The catalogue as a spreadsheet (issue 43, point 2): GET …/products.csv and …/products.xlsx, and
 * POST …/products/import (?dry_run=1 only checks). Catalogue staff may use them (decision 028).
 */
export const storeAdminProductSheetRoutes: FastifyPluginAsync = async (app) => {
  registerStoreOwnerGuard(app);
  allowStaff(app, ['catalogue']);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 2, fileSize: SHEET_MAX_BYTES, parts: 3 } });

  routes.get(
    `${base}.csv`,
    {
      schema: {
        security: signedIn,
        params: storeParams,
        response: { 200: { description: 'Los productos en CSV (UTF-8 con BOM, separados por «;», precios con coma decimal)', content: { 'text/csv': { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const store = ownedStore(request);
      const csv = catalogueCsv(await sheetProducts(db, store.id));
      return reply.type('text/csv; charset=utf-8').header('cache-control', 'no-store').header('content-disposition', attachment(store.slug, 'csv')).send(csv);
    },
  );

  routes.get(
    `${base}.xlsx`,
    {
      schema: {
        security: signedIn,
        params: storeParams,
        response: { 200: { description: 'Los productos en un libro de Excel (.xlsx)', content: { [XLSX_TYPE]: { schema: z.string() } } } },
      },
    },
    async (request, reply) => {
      const store = ownedStore(request);
      const xlsx = await catalogueXlsx(await sheetProducts(db, store.id));
      return reply.type(XLSX_TYPE).header('cache-control', 'no-store').header('content-disposition', attachment(store.slug, 'xlsx'))
        // The bytes of the book: the schema documents a binary answer as a string, as OpenAPI does.
        .send(xlsx as unknown as string);
    },
  );

  routes.post(
    `${base}/import`,
    {
      schema: {
        security: signedIn,
        params: storeParams,
        querystring: productImportQuerySchema,
        response: { 200: productImportAnswerSchema, 400: z.union([productImportRefusalSchema, errorSchema]) },
      },
      config: {
        documentedBody: multipartFile('file', `La hoja de cálculo (CSV o .xlsx) de hasta ${megabytes(SHEET_MAX_BYTES)} y ${SHEET_MAX_ROWS} filas, con los encabezados del archivo exportado`),
      },
    },
    async (request) => {
      const store = ownedStore(request);
      await reserve(db, importLimits(sellerOf(request).id));
      const bytes = await receiveSheet(request);
      return importProducts(db, store.id, bytes, request.query.dry_run === '1');
    },
  );
};
