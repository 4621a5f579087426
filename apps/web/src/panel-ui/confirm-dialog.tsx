import { tp } from '@plaza/domain/messages/es-panel';
import { useId } from 'react';
import { secondaryButton } from '../ui/button-styles';
import { ModalDialog } from './modal-dialog';
import { dangerButton } from './panel-buttons';

/**
 * The question before something is deleted for good (or another step that loses work): a native modal dialog (the page behind is
 * inert, Escape cancels, the focus starts on Cancelar and returns where it was).
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel = tp('storeScreens.common.delete'),
  cancelLabel = tp('storeScreens.common.cancel'),
  pending,
  error,
  onConfirm,
  onClose,
}: {
  /** The dialog is open while there is a title. */
  title: string | null;
  body: string;
  confirmLabel?: string;
  cancelLabel?: string;
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
              {cancelLabel}
            </button>
            <button type="button" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined} className={dangerButton}>
              {pending ? tp('storeScreens.common.deleting') : confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
