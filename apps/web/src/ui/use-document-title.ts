import { t } from '@plaza/domain/messages/es';
import { useEffect } from 'react';

/** Sets the tab's title to "{name} | Plaza" while the page is shown; no name leaves the title as it is. */
export function useDocumentTitle(name: string | undefined): void {
  useEffect(() => {
    if (name) document.title = `${name} | ${t('common.appName')}`;
  }, [name]);
}
