import { REDIRECT_DELAY_MS } from '@plaza/domain/constants';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Goes to `to` REDIRECT_DELAY_MS after `when` turns true (activation, password reset). */
export function useRedirectAfter(when: boolean, to: string): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [when, to, navigate]);
}
