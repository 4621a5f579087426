import { useId, type Ref } from 'react';
import { CATEGORY_ICONS, type CategoryIconName } from '@plaza/domain/category-icons';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { CategoryIcon } from '../../../features/categories/category-icon';

/** The Spanish name of an icon, as the picker and the category list read it. */
export const iconName = (icon: string) =>
  (CATEGORY_ICONS as readonly string[]).includes(icon) ? tc(`contentEditors.categories.icons.${icon as CategoryIconName}`) : icon;

/**
 * A category's icon, chosen among the drawings the storefront has (the domain's list): native
 * radio buttons in a grid (arrow keys move between them, Space chooses), each tile the real icon
 * with its name, so what is chosen here is what the home page's strip draws.
 */
export function IconPicker({
  name,
  value,
  onChange,
  error,
  inputRef,
}: {
  /** The radio group's name: one per form. */
  name: string;
  value: string;
  onChange: (icon: CategoryIconName) => void;
  error?: string;
  /** Where the form puts the focus when this field has an error. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const chosen = CATEGORY_ICONS.find((icon) => icon === value);
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={`${id}-hint${error ? ` ${errorId}` : ''}`}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-2"
    >
      <legend id={`${id}-legend`} className="text-sm font-medium text-slate-800">{tc('contentEditors.categories.icon')}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-slate-600">
        {tc('contentEditors.categories.iconHint')}
      </p>
      <div className="grid grid-cols-3 gap-2 min-[420px]:grid-cols-4 sm:grid-cols-6">
        {CATEGORY_ICONS.map((icon, index) => (
          <label
            key={icon}
            className="relative flex min-h-20 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl bg-white px-1 py-2 text-center text-xs text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:checked]:text-brand-900 has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              ref={icon === chosen || (!chosen && index === 0) ? inputRef : undefined}
              type="radio"
              name={name}
              value={icon}
              checked={icon === value}
              onChange={() => onChange(icon)}
              className="sr-only"
            />
            <CategoryIcon icon={icon} className="size-7" />
            <span>{iconName(icon)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
