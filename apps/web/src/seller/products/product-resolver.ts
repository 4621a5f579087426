import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldError, type FieldErrors, type Resolver, type ResolverOptions } from 'react-hook-form';
import { productCreateSchema, type ProductCreate } from '@plaza/domain/schemas/panel-product';
import type { z } from '@plaza/domain/zod-es';
import { productPayload, type ProductFormValues } from './product-form-values';

const validatePayload = zodResolver(productCreateSchema);

/**
 * The editor's validation: the form's text is read into the API's body, which the API's own
 * schema (productCreateSchema, with the shared product rules) then checks, so the browser says
 * what the server would, next to the same field. Where an amount could not be read at all, its
 * message says how to write one instead of calling the number out of range. A valid form
 * submits the body the API takes.
 */
export const productResolver: Resolver<ProductFormValues, unknown, ProductCreate> = async (values, context, options) => {
  const { payload, unreadable } = productPayload(values);
  const result = await validatePayload(payload, context, options as unknown as ResolverOptions<z.input<typeof productCreateSchema>>);
  const errors = result.errors as FieldErrors<ProductFormValues>;
  for (const [path, message] of Object.entries(unreadable)) {
    const error = get(errors, path) as FieldError | undefined;
    if (error) set(errors, path, { ...error, type: 'format', message });
  }
  return Object.keys(errors).length === 0 ? { values: result.values as ProductCreate, errors: {} } : { values: {}, errors };
};
