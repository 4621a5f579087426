import { useEffect, useRef, type ReactNode } from 'react';
import { tc } from '@plaza/domain/messages/es-admin-content';
import { rowButton, rowDangerButton } from '../../../panel-ui/panel-buttons';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/**
 * Editar and (when the item may go) Eliminar of a content row, as the panel's RowActions: 44 px
 * targets, the word shown from the small breakpoint up, the item's name always read out.
 */
export function ContentRowActions({
  editLabel,
  deleteLabel,
  editing,
  onEdit,
  onDelete,
  editRef,
}: {
  editLabel: string;
  deleteLabel?: string;
  /** Whether this row's form is open (the button says so). */
  editing: boolean;
  onEdit: () => void;
  /** None: the item cannot be deleted (the welcome slide). */
  onDelete?: () => void;
  editRef?: (element: HTMLButtonElement | null) => void;
}) {
  return (
    <div className="flex shrink-0 gap-2">
      <button ref={editRef} type="button" className={rowButton} onClick={onEdit} aria-label={editLabel} aria-expanded={editing}>
        <Icon>
          <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
          <path d="m13.5 6.5 4 4" />
        </Icon>
        <span className="hidden sm:inline">{tc('contentEditors.common.edit')}</span>
      </button>
      {onDelete && deleteLabel ? (
        <button type="button" className={rowDangerButton} onClick={onDelete} aria-label={deleteLabel}>
          <Icon>
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </Icon>
          <span className="hidden sm:inline">{tc('contentEditors.common.delete')}</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * Where the focus goes back when a form closes or a dialog's work is done: each control that may
 * take it again registers with `refFor(key)`; `returnTo(key)` focuses it once the page is drawn.
 */
export function useFocusReturn() {
  const targets = useRef(new Map<string, HTMLElement>());
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    const target = targets.current.get(pending.current);
    pending.current = null;
    target?.focus();
  });
  return {
    refFor: (key: string) => (element: HTMLElement | null) => {
      if (element) targets.current.set(key, element);
      else targets.current.delete(key);
    },
    returnTo: (key: string) => {
      pending.current = key;
    },
  };
}
