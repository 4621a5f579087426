import type { CurrentStore } from './current-store';

/**
 * What the store's plan holds back now (products it hid, offers it paused, coupons checkout
 * refuses), as the server words it, on every panel screen: nothing is deleted, and the seller
 * learns why and how to get it back.
 */
export function PlanNotice({ store }: { store: CurrentStore }) {
  if (store.plan_notices.length === 0) return null;
  return (
    <section aria-label={store.plan_name ?? undefined} className="border-b border-sky-200 bg-sky-50 text-sky-950">
      <div className="mx-auto max-w-5xl space-y-1 px-4 py-3 text-sm">
        {store.plan_notices.map((notice) => (
          <p key={notice}>{notice}</p>
        ))}
      </div>
    </section>
  );
}
