import { useParams } from 'react-router';
import { tp } from '@plaza/domain/messages/es-panel';
import { primaryButton } from '../../ui/button-styles';
import { useAcceptInvitation } from '../api/staff';
import { FormMessage } from '../../panel-ui/form-message';
import { PanelMessage } from '../../panel-ui/panel-message';
import { failureMessage } from '../../panel-ui/server-errors';
import { useDocumentTitle } from '../../ui/use-document-title';
import { roleName } from '../role-name';

/**
 * /seller/join/{token}: the link of an invitation to a store's team. The signed-in account accepts
 * it (the server checks it is the address it was mailed to), then opens the panel on that store.
 */
export function JoinPage() {
  useDocumentTitle(tp('team.acceptTitle'));
  const { token = '' } = useParams();
  const accept = useAcceptInvitation();
  if (accept.isSuccess)
    return (
      <PanelMessage title={tp('team.accepted', { store: accept.data.store_name, role: roleName(accept.data.role) })}>
        <a href="/seller" className={primaryButton}>
          {tp('team.openPanel')}
        </a>
      </PanelMessage>
    );
  return (
    <PanelMessage title={tp('team.acceptTitle')}>
      <p className="mb-4 text-slate-700">{tp('team.acceptIntro')}</p>
      <FormMessage message={accept.isError ? failureMessage(accept.error, tp('team.invitationInvalid')) : null} />
      <button type="button" className={primaryButton} disabled={accept.isPending} aria-busy={accept.isPending || undefined} onClick={() => accept.mutate(token)}>
        {tp('team.accept')}
      </button>
    </PanelMessage>
  );
}
