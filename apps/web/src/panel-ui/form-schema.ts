import { z } from '@plaza/domain/zod-es';

/**
 * A form's schema for react-hook-form's zod resolver: the form's own values (strings as the
 * inputs hold them) turned into the API's payload by `toPayload`, then checked by the API's own
 * schema from packages/domain, so the browser shows the server's rules and messages. Each issue is
 * put on the form's field for its path (`fieldOf`: the closure's `closure.message` is the form's
 * `closure_message`); the resolver's output is the payload, ready to send.
 */
export function formSchema<Form extends z.ZodType, Payload>(
  form: Form,
  toPayload: (values: z.output<Form>) => unknown,
  payload: z.ZodType<Payload>,
  fieldOf: (path: string) => string = (path) => path,
) {
  return form.transform((values, context): Payload => {
    const parsed = payload.safeParse(toPayload(values));
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.'));
      context.addIssue({ code: 'custom', message: issue.message, path: field === '' ? [] : field.split('.') });
    }
    return z.NEVER;
  });
}
