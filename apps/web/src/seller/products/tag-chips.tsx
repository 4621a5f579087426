import { tp } from '@plaza/domain/messages/es-panel';
import type { PanelTag } from '@plaza/domain/schemas/panel-catalogue';

/** The store's tags as checkbox chips: a product carries the ones ticked. */
export function TagChips({ tags, value, onChange }: { tags: PanelTag[]; value: number[]; onChange: (tags: number[]) => void }) {
  if (tags.length === 0) return <p className="text-sm text-slate-700">{tp('productScreens.noTags')}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {tags.map((tag) => {
        const checked = value.includes(tag.tag_id);
        return (
          <li key={tag.tag_id}>
            <label
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
                checked ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 bg-white text-slate-800'
              }`}
            >
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={checked}
                onChange={(event) => onChange(event.target.checked ? [...value, tag.tag_id] : value.filter((id) => id !== tag.tag_id))}
              />
              <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: tag.color }} />
              {tag.name}
            </label>
          </li>
        );
      })}
    </ul>
  );
}
