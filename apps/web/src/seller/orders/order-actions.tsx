import { useId, useState } from 'react';
import { tp } from '@plaza/domain/messages/es-panel-orders';
import { CANCEL_REASON_MAX, type PanelOrder } from '@plaza/domain/schemas/panel-orders';
import { secondaryButton } from '../../ui/button-styles';
import { useOrderTransition } from '../api/orders';
import { ModalDialog } from '../../panel-ui/modal-dialog';
import { failureMessage } from '../../panel-ui/server-errors';
import type { OrderAction } from './order-card';
import { dialogDanger, dialogPrimary, textInput } from './styles';

type Asked = { order: PanelOrder; action: OrderAction };
type Notice = { text: string; error: boolean } | null;

/**
 * 'Confirmar pago' and 'Cancelar pedido' of any order on a screen: `ask` opens the question, the
 * answer is sent once (the button is disabled while it goes), a refusal (the server's 409 when the
 * order changed meanwhile) is shown in the dialog, and the outcome is announced in `notice`.
 */
export function useOrderActions(storeId: number) {
  const transition = useOrderTransition(storeId);
  const [asked, setAsked] = useState<Asked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  function ask(order: PanelOrder, action: OrderAction) {
    transition.reset();
    setError(null);
    setNotice(null);
    setAsked({ order, action });
  }

  function confirm(reason: string) {
    if (!asked || transition.isPending) return;
    const { order, action } = asked;
    transition.mutate(
      { orderId: order.id, transition: action === 'pay' ? { status: 'paid' } : { status: 'cancelled', reason: reason.trim() || null } },
      {
        onSuccess: () => {
          setAsked(null);
          setNotice({ text: tp(action === 'pay' ? 'orderPages.paidDone' : 'orderPages.cancelledDone', { number: order.number }), error: false });
        },
        onError: (failure) => setError(failureMessage(failure, tp('orderPages.actionError'))),
      },
    );
  }

  const dialog = (
    <OrderActionDialog
      asked={asked}
      pending={transition.isPending}
      error={error}
      onConfirm={confirm}
      onClose={() => {
        if (!transition.isPending) setAsked(null);
      }}
    />
  );
  return { ask, dialog, notice, busy: transition.isPending };
}

/** The question before a transition: a native modal dialog, 'Volver' first so the safe answer has the focus. */
function OrderActionDialog({
  asked,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  asked: Asked | null;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={asked !== null}
      labelledBy="order-action-title"
      describedBy="order-action-body"
      onCancel={(event) => {
        // Escape while the answer is on its way would hide what the server says.
        if (pending) event.preventDefault();
      }}
      onClose={onClose}
    >
      {asked ? <ActionForm key={`${asked.order.id}-${asked.action}`} asked={asked} pending={pending} error={error} onConfirm={onConfirm} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

/** The dialog's content, new for each question (the reason typed for one order never shows for another). */
function ActionForm({
  asked,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  asked: Asked;
  pending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const cancelling = asked.action === 'cancel';
  const number = asked.order.number;
  return (
    <form
      method="dialog"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(reason);
      }}
    >
      <h2 id="order-action-title" className="text-lg font-bold break-words">
        {tp(cancelling ? 'orderPages.cancelTitle' : 'orderPages.confirmTitle', { number })}
      </h2>
      <p id="order-action-body" className="mt-2 text-slate-700">
        {tp(cancelling ? 'orderPages.cancelBody' : 'orderPages.confirmBody')}
      </p>
      {cancelling ? (
        <div className="mt-4 flex flex-col gap-1">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-800">
              {tp('orderPages.reason')}
            </label>
            <span aria-hidden="true" className="text-xs text-slate-600">
              {reason.length}/{CANCEL_REASON_MAX}
            </span>
          </div>
          <textarea
            id={`${id}-reason`}
            aria-describedby={`${id}-reason-hint`}
            className={`${textInput} min-h-20`}
            rows={3}
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${id}-reason-hint`} className="text-xs text-slate-600">
            {tp('orderPages.reasonHint')}
          </p>
        </div>
      ) : null}
      <div role="alert" className="empty:hidden">
        {error ? <p className="mt-3 rounded-lg border border-rose-300 bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800">{error}</p> : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* The safe answer first: showModal focuses it (the reason's box, when cancelling, comes before it). */}
        <button type="button" onClick={onClose} disabled={pending} className={secondaryButton}>
          {tp('orderPages.keep')}
        </button>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className={cancelling ? dialogDanger : dialogPrimary}
        >
          {pending
            ? tp(cancelling ? 'orderPages.cancelling' : 'orderPages.confirming')
            : tp(cancelling ? 'orderPages.cancelSubmit' : 'orderPages.confirmSubmit')}
        </button>
      </div>
    </form>
  );
}
