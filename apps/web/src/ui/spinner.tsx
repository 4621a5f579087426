interface SpinnerProps {
  className?: string;
}

/** A decorative spinning ring; the caller wraps it in a labelled status region. */
export function Spinner({ className = 'size-8' }: SpinnerProps) {
  return (
    <svg className={`animate-spin text-brand-700 ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
