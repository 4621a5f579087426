import { tp } from '@plaza/domain/messages/es-panel';
import { useEffect, useId, useRef } from 'react';
import { secondaryButton } from '../../ui/button-styles';
import { trapTabKey } from '../../ui/trap-tab-key';
import { dangerButton } from './panel-buttons';

/**
 * The question before something is deleted for good: a native modal dialog (the page behind is
 * inert, Escape cancels, the focus starts on Cancelar and returns where it was).
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel = tp('storeScreens.common.delete'),
  pending,
  error,
  onConfirm,
  onClose,
}: {
  /** The dialog is open while there is a title. */
  title: string | null;
  body: string;
  confirmLabel?: string;
  pending: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const open = title !== null;

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
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50"
    >
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
              {tp('storeScreens.common.cancel')}
            </button>
            <button type="button" onClick={onConfirm} disabled={pending} aria-busy={pending || undefined} className={dangerButton}>
              {pending ? tp('storeScreens.common.deleting') : confirmLabel}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
