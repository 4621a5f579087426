import { useEffect, useRef } from 'react';
import { tp } from '@plaza/domain/messages/es-panel';
import { trapTabKey } from '../../ui/trap-tab-key';
import { smallButton } from './styles';

/**
 * The question before a product is deleted: a native modal dialog (the page behind inert,
 * Escape closes it), 'Cancelar' first so the safe answer has the focus. It warns that a product
 * with orders is archived instead; the server's answer then says which it was.
 */
export function DeleteProductDialog({
  productName,
  deleting,
  onConfirm,
  onClose,
}: {
  /** The product to delete; the dialog is open while it is set. */
  productName: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
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
      aria-labelledby="delete-product-title"
      aria-describedby="delete-product-body"
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-950/50"
    >
      {open && (
        <>
          <h2 id="delete-product-title" className="text-lg font-bold break-words">
            {tp('productScreens.deleteTitle', { name: productName })}
          </h2>
          <p id="delete-product-body" className="mt-2 text-slate-700">
            {tp('productScreens.deleteBody')}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={smallButton}>
              {tp('productScreens.cancel')}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              disabled={deleting}
              aria-busy={deleting || undefined}
              className="inline-flex min-h-11 items-center justify-center rounded-full bg-rose-700 px-5 text-sm font-semibold text-white hover:bg-rose-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {deleting ? tp('productScreens.deleting') : tp('productScreens.deleteConfirm')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
