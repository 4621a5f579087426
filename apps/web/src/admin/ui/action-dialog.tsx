import { ta } from '@plaza/domain/messages/es-admin';
import type { ComponentProps } from 'react';
import { QuestionDialog } from '../../panel-ui/modal-dialog';

/**
 * The console's question before an action (approve, reopen, deactivate), with the console's
 * Cancelar; the button in the action's tone (primary unless it loses something).
 */
export function ActionDialog({
  tone = 'primary',
  ...props
}: Omit<ComponentProps<typeof QuestionDialog>, 'cancelLabel' | 'tone'> & { tone?: 'primary' | 'danger' }) {
  return <QuestionDialog {...props} tone={tone} cancelLabel={ta('opsScreens.common.cancel')} />;
}
