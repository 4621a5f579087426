import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { primaryButton, secondaryButton } from '../ui/button-styles';
import { trapTabKey } from '../ui/trap-tab-key';
import { dangerButton } from './panel-buttons';

/**
 * The panel's modal question: a native <dialog> shown with showModal while `open` (the page behind
 * is inert, Escape cancels, the focus starts on its first control and returns where it was).
 */
export function ModalDialog({
  open,
  labelledBy,
  describedBy,
  onClose,
  onCancel,
  children,
}: {
  open: boolean;
  labelledBy: string;
  describedBy: string;
  onClose: () => void;
  /** Escape: call `preventDefault()` on the event to keep the dialog open. */
  onCancel?: (event: SyntheticEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      onKeyDown={trapTabKey}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={onCancel}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50"
    >
      {children}
    </dialog>
  );
}

/**
 * A yes-or-cancel question in a `ModalDialog`: the seller panel's `ConfirmDialog` and the
 * console's `ActionDialog` give it their words (it holds none, so neither area loads the other's
 * catalogue). Cancelar comes first in the DOM, so showModal gives the safe answer the focus.
 */
export function QuestionDialog({
  title,
  body,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  tone,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  /** The dialog is open while there is a title. */
  title: string | null;
  body: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's text while `pending`. */
  pendingLabel: string;
  /** 'danger' before a step that loses something (a red button), 'primary' otherwise. */
  tone: 'primary' | 'danger';
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
            <button type="button" onClick={onClose} className={secondaryButton}>
              {cancelLabel}
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
