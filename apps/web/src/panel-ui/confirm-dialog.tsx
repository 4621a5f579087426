import { tp } from '@plaza/domain/messages/es-panel';
import type { ComponentProps } from 'react';
import { QuestionDialog } from './modal-dialog';

type QuestionProps = ComponentProps<typeof QuestionDialog>;

/**
 * The question before something is deleted for good (or another step that loses work), in red,
 * with the panel's Eliminar and Cancelar unless given others.
 */
export function ConfirmDialog({
  confirmLabel = tp('storeScreens.common.delete'),
  cancelLabel = tp('storeScreens.common.cancel'),
  ...props
}: Omit<QuestionProps, 'confirmLabel' | 'cancelLabel' | 'pendingLabel' | 'tone'> & { confirmLabel?: string; cancelLabel?: string }) {
  return (
    <QuestionDialog
      {...props}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      pendingLabel={tp('storeScreens.common.deleting')}
      tone="danger"
    />
  );
}
