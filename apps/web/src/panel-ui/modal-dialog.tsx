import { useEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { trapTabKey } from '../ui/trap-tab-key';

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
