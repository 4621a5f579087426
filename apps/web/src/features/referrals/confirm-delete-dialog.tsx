import { t } from '@plaza/domain/messages/es-profile';
import { useEffect, useRef } from 'react';
import { trapTabKey } from '../../ui/trap-tab-key';

interface ConfirmDeleteDialogProps {
  /** The product of the link to delete; the dialog is open while it is set. */
  productName: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A modal question before a link is deleted for good. The native dialog keeps the focus inside and closes with Escape. */
export function ConfirmDeleteDialog({ productName, deleting, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const open = productName !== null;

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
      aria-labelledby="delete-referral-title"
      aria-describedby="delete-referral-body"
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50"
    >
      {open && (
        <>
          <h2 id="delete-referral-title" className="text-lg font-bold">
            {t('referrals.confirmTitle')}
          </h2>
          <p id="delete-referral-body" className="mt-2 text-slate-700">
            {t('referrals.confirmBody', { product: productName })}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {/* First in the DOM, so showModal gives the safe answer the focus. */}
            <button
              type="button"
              onClick={onClose}
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-white px-5 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t('referrals.cancel')}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={deleting}
              aria-busy={deleting || undefined}
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-rose-700 px-5 text-sm font-semibold text-white hover:bg-rose-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {deleting ? t('referrals.deleting') : t('referrals.confirmDelete')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
