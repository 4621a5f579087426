import { tp } from '@plaza/domain/messages/es-panel';
import type { ReactNode, Ref } from 'react';
import { rowButton, rowDangerButton } from './panel-buttons';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/**
 * Editar and (when the item may go) Eliminar of a list row, in both panels: 44 px targets, the
 * word shown from the small breakpoint up (on a phone the icon leaves the row's name its room),
 * the full name of the action always read.
 */
export function RowActions({
  editLabel,
  deleteLabel,
  editing,
  onEdit,
  onDelete,
  editRef,
}: {
  /** What a screen reader hears, e.g. 'Editar la etiqueta Ofertas'. */
  editLabel: string;
  deleteLabel?: string;
  /** Whether the row's form is open in place below it (the button says so); none: it opens elsewhere. */
  editing?: boolean;
  onEdit: () => void;
  /** None: the item cannot be deleted (the console's welcome slide). */
  onDelete?: () => void;
  editRef?: Ref<HTMLButtonElement>;
}) {
  return (
    <div className="flex shrink-0 gap-2">
      <button ref={editRef} type="button" className={rowButton} onClick={onEdit} aria-label={editLabel} aria-expanded={editing}>
        <Icon>
          <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
          <path d="m13.5 6.5 4 4" />
        </Icon>
        <span className="hidden sm:inline">{tp('storeScreens.common.edit')}</span>
      </button>
      {onDelete && deleteLabel ? (
        <button type="button" className={rowDangerButton} onClick={onDelete} aria-label={deleteLabel}>
          <Icon>
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </Icon>
          <span className="hidden sm:inline">{tp('storeScreens.common.delete')}</span>
        </button>
      ) : null}
    </div>
  );
}
