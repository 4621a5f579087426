import { useId, useRef, useState, type FormEvent } from 'react';
import { ta } from '@plaza/domain/messages/es-admin';
import type { z } from '@plaza/domain/zod-es';
import { secondaryButton } from '../../ui/button-styles';
import { Field, inputClass } from '../../panel-ui/field';
import { FormMessage } from '../../panel-ui/form-message';
import { ModalDialog } from '../../panel-ui/modal-dialog';
import { dangerButton } from '../../panel-ui/panel-buttons';

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

/**
 * A decision that needs a reason (rejecting an application, suspending a store): a modal dialog
 * whose required textarea is checked by the API's own schema, so the browser and the server say
 * the same. The form is drawn anew each time the dialog opens. One field needs no form library:
 * the applications list stays light on a phone's first load.
 */
export function ReasonDialog(props: {
  /** The dialog is open while there is a title. */
  title: string | null;
  body: string;
  label: string;
  max: number;
  schema: ReasonSchema;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const open = props.title !== null;
  return (
    <ModalDialog open={open} labelledBy={`${id}-title`} describedBy={`${id}-body`} onClose={props.onClose}>
      {open ? <ReasonForm {...props} title={props.title ?? ''} id={id} /> : null}
    </ModalDialog>
  );
}

function ReasonForm({
  id,
  title,
  body,
  label,
  max,
  schema,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: Parameters<typeof ReasonDialog>[0] & { id: string; title: string }) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    onConfirm(parsed.data.reason);
  }

  return (
    <form noValidate onSubmit={submit}>
      <h2 id={`${id}-title`} className="text-lg font-bold break-words">
        {title}
      </h2>
      <p id={`${id}-body`} className="mt-2 text-slate-700">
        {body}
      </p>
      <div className="mt-4">
        <Field label={label} error={invalid} count={reason.length} max={max}>
          {(control) => (
            <textarea
              {...control}
              ref={field}
              name="reason"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setInvalid(undefined);
              }}
              required
              aria-required="true"
              rows={4}
              maxLength={max}
              className={`${inputClass} resize-y`}
            />
          )}
        </Field>
      </div>
      <div className="mt-3">
        <FormMessage message={error} />
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={secondaryButton}>
          {ta('opsScreens.common.cancel')}
        </button>
        <button type="submit" disabled={pending} aria-busy={pending || undefined} className={dangerButton}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </form>
  );
}
