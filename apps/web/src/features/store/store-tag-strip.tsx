import { STICKY_TAGS_AFTER_PX } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-store-pages';
import type { Tag } from '@plaza/domain/schemas/store';
import { Link } from 'react-router';
import { useScrolledPast } from '../../ui/use-scrolled-past';

/** `#rgb`, `#rrggbb` or with alpha; anything else from the API is not put into a style. */
function safeColor(color: string): string | undefined {
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color) ? color : undefined;
}

export function storeTagPath(slug: string, tagSlug: string): string {
  return `/stores/${encodeURIComponent(slug)}/tags/${encodeURIComponent(tagSlug)}`;
}

/**
 * The store's tags as a row of links. After 500 px of scrolling it stays fixed under the
 * header; the space it leaves keeps its height so the page does not jump.
 */
export function StoreTagStrip({ slug, tags, currentTag }: { slug: string; tags: Tag[]; currentTag?: string }) {
  const stuck = useScrolledPast(STICKY_TAGS_AFTER_PX);
  if (tags.length === 0) return null;
  return (
    <div className="h-14">
      <nav
        aria-label={t('store.tags')}
        className={
          stuck
            ? 'fixed inset-x-0 top-(--header-height) z-30 border-b border-slate-200 bg-white/95 shadow-sm'
            : 'relative'
        }
      >
        <ul
          className={`flex h-14 items-center gap-2 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden ${
            stuck ? 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8' : '-mx-4 px-4 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8'
          }`}
        >
          {tags.map((tag) => {
            const color = safeColor(tag.color);
            const current = tag.slug === currentTag;
            return (
              <li key={tag.tag_id} className="shrink-0">
                <Link
                  to={storeTagPath(slug, tag.slug)}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-medium ring-1 transition-colors ${
                    current ? 'bg-slate-900 text-white ring-slate-900' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-100'
                  }`}
                >
                  <span aria-hidden="true" className="size-2.5 rounded-full bg-slate-400" style={color ? { backgroundColor: color } : undefined} />
                  {tag.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
