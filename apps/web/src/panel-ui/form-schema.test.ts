import { describe, expect, it } from 'vitest';
import { tp } from '@plaza/domain/messages/es-panel';
import { storeProfilePatchSchema } from '@plaza/domain/schemas/panel-store';
import { z } from '@plaza/domain/zod-es';
import { formSchema } from './form-schema';

const form = z.object({ name: z.string(), closed: z.boolean(), closed_from: z.string(), closed_until: z.string(), closure_message: z.string() });
const schema = formSchema(
  form,
  (values) => ({
    name: values.name,
    closure: values.closed ? { closed_from: values.closed_from, closed_until: values.closed_until, message: values.closure_message } : null,
  }),
  storeProfilePatchSchema,
  (path) => ({ 'closure.message': 'closure_message', 'closure.closed_from': 'closed_from', 'closure.closed_until': 'closed_until' })[path] ?? path,
);

describe('formSchema', () => {
  it("gives the API schema's output as the form's values", () => {
    const parsed = schema.parse({ name: '  TecnoCuba ', closed: false, closed_from: '', closed_until: '', closure_message: '' });
    expect(parsed).toEqual({ name: 'TecnoCuba', closure: null });
  });

  it("puts the API schema's messages on the form's own field names", () => {
    const result = schema.safeParse({ name: '', closed: true, closed_from: '2025-08-10', closed_until: '2025-08-01', closure_message: 'Vacaciones' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toContainEqual(['name', tp('store.nameRequired')]);
    const bad = schema.safeParse({ name: 'Tienda', closed: true, closed_from: '2025-08-10', closed_until: '2025-08-01', closure_message: '' });
    expect(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['closed_until', tp('store.closureOrder')]]);
  });

  it('maps a nested path it is told about, and keeps others as they are', () => {
    const result = schema.safeParse({ name: 'Tienda', closed: true, closed_from: 'ayer', closed_until: '2025-08-01', closure_message: 'x'.repeat(201) });
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toContain('closed_from');
    expect(paths).toContain('closure_message');
  });
});
