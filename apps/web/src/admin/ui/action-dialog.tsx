import { useId } from 'react';
import { ta } from '@plaza/domain/messages/es-admin';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import { ModalDialog } from '../../panel-ui/modal-dialog';
import { dangerButton } from '../../panel-ui/panel-buttons';

/**
 * The console's question before an action (approve, reopen, deactivate): a native modal dialog
 * (the page behind is inert, Escape cancels, the focus starts on Cancelar and returns where it was).
 */
export function ActionDialog({
  title,
  body,
  confirmLabel,
  pendingLabel,
  tone = 'primary',
  pending,
  error,
  onConfirm,
  onClose,
}: {
  /** The dialog is open while there is a title. */
  title: string | null;
  body: string;
  confirmLabel: string;
  pendingLabel: string;
  tone?: 'primary' | 'danger';
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const open = title !== null;
  return (
    <ModalDialog open={open} labelledBy={`${id}-title`} describedBy={`${id}-body`} onClose={onClose}>
      {open ? (
        <>
          <h2 id={`${id}-title`} className="text-lg font-bold break-words">
            {title}
          </h2>
          <p id={`${id}-body`} className="mt-2 text-slate-700">
            {body}
          </p>
          {error ? (
            <p role="alert" className="mt-3 text-sm font-medium text-rose-800">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {/* First in the DOM, so showModal gives the safe answer the focus. */}
            <button type="button" onClick={onClose} className={secondaryButton}>
              {ta('opsScreens.common.cancel')}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              aria-busy={pending || undefined}
              className={tone === 'danger' ? dangerButton : primaryButton}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
