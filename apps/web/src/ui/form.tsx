import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A form that cannot be used before the app runs it. The server paints forms before the app's
 * code has arrived; typed text would then be invisible to the app and a submit would go out as
 * a plain GET with every field in the address (a password too). Its controls stay disabled
 * until hydration, which on a slow link waits for the first paint and the app's download.
 */
export function Form({ children, ...props }: ComponentPropsWithRef<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
