import { t } from '@plaza/domain/messages/es';
import { Spinner } from '../ui/spinner';

interface FullPageSpinnerProps {
  label?: string;
}

/** Covers the page while something the whole page depends on loads (the session, the first route). */
export function FullPageSpinner({ label = t('common.loading') }: FullPageSpinnerProps) {
  return (
    <div role="status" aria-label={label} className="flex min-h-dvh items-center justify-center">
      <Spinner className="size-10" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
