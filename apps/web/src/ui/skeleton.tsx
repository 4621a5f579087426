interface SkeletonProps {
  /** Size, shape and spacing: a skeleton takes the place of what is loading, so give it that size. */
  className?: string;
}

/** A pulsing placeholder block. Decorative: the region that is loading says so to screen readers. */
export function Skeleton({ className = '' }: SkeletonProps) {
  const shape = /\brounded/.test(className) ? '' : 'rounded-lg';
  return <div className={`animate-pulse bg-slate-200 ${shape} ${className}`} aria-hidden="true" />;
}
