import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { tp } from '@plaza/domain/messages/es-panel';
import { BULK_UNDO_MINUTES, type BulkPriceChange, type BulkStockChange } from '@plaza/domain/product-bulk';
import type { ProductBulkAnswer } from '@plaza/domain/schemas/product-bulk';
import { ModalDialog } from '../../panel-ui/modal-dialog';
import { failureMessage } from '../../panel-ui/server-errors';
import { primaryButton, secondaryButton } from '../../ui/button-styles';
import { refusedProducts, useBulkChange, useUndoBulkChange } from '../api/product-bulk';
import { listPrice } from './product-row';
import { typedAmount } from './product-form-values';
import { compactInput, smallButton } from './styles';

export type Kind = 'percent' | 'price_set' | 'stock_add' | 'stock_set';
const KINDS: { kind: Kind; label: Parameters<typeof tp>[0] }[] = [
  { kind: 'percent', label: 'productBulk.kindPercent' },
  { kind: 'price_set', label: 'productBulk.kindPriceSet' },
  { kind: 'stock_add', label: 'productBulk.kindStockAdd' },
  { kind: 'stock_set', label: 'productBulk.kindStockSet' },
];
/** One tap for the changes sellers make most. */
const SHORTCUTS: Record<Kind, string[]> = { percent: ['+10', '-5', '-10'], price_set: [], stock_add: ['+1', '+10', '-1'], stock_set: ['0'] };
const INPUT_LABEL: Record<Kind, Parameters<typeof tp>[0]> = {
  percent: 'productBulk.percentLabel',
  price_set: 'productBulk.priceSetLabel',
  stock_add: 'productBulk.stockAddLabel',
  stock_set: 'productBulk.stockSetLabel',
};

type Change = { price?: BulkPriceChange; stock?: BulkStockChange };

/** A sign typed as '-', '−' (the minus sign) or '+'. */
const SIGNED = /^\s*([+\-\u2212]?)\s*(\d{1,10}(?:[.,]\d{1,2})?)\s*%?\s*$/;

/** The change the seller typed ("+10", "-5", "12,5", "1.250,50"), or why it cannot be read. */
export function readChange(kind: Kind, text: string): Change | { message: string } {
  const invalid = { message: tp('productBulk.invalidNumber') };
  if (kind === 'price_set') {
    const typed = typedAmount(text);
    return 'minor' in typed ? { price: { set: typed.minor } } : typed;
  }
  const match = SIGNED.exec(text);
  if (!match) return invalid;
  const negative = match[1] === '-' || match[1] === '\u2212';
  const value = Number(match[2]!.replace(',', '.')) * (negative ? -1 : 1);
  if (kind === 'percent') return { price: { percent: value } };
  if (!Number.isInteger(value)) return invalid;
  if (kind === 'stock_add') return { stock: { add: value } };
  return negative ? invalid : { stock: { set: value } };
}

/**
 * The action sheet of a selection: choose the change (a percent, a fixed price, stock + or −,
 * stock =), see the server's preview (each product before → after, and any it cannot take), then
 * save it all at once. "stock =" is saved against the stocks of the preview (stock_seen).
 */
export function BulkSheet({
  storeId,
  productIds,
  codeOf,
  onClose,
  onSaved,
}: {
  storeId: number;
  productIds: number[] | null;
  codeOf: (currencyId: number) => string | undefined;
  onClose: () => void;
  onSaved: (answer: ProductBulkAnswer) => void;
}) {
  const id = useId();
  const bulk = useBulkChange(storeId);
  const [kind, setKind] = useState<Kind>('percent');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ change: Change; answer: ProductBulkAnswer } | null>(null);
  const [refused, setRefused] = useState<Map<number, string>>(new Map());
  const open = productIds !== null;
  const count = productIds?.length ?? 0;
  // The form's controls leave with it: the focus goes to the preview's heading, for a screen reader to read it from there.
  const previewHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  function close() {
    setPreview(null);
    setError(null);
    setText('');
    setRefused(new Map());
    onClose();
  }

  function ask(event?: FormEvent, typed = text) {
    event?.preventDefault();
    if (!productIds) return;
    const change = readChange(kind, typed);
    if ('message' in change) return setError(change.message);
    setError(null);
    bulk.mutate(
      { product_ids: productIds, ...change, dry_run: true },
      {
        onSuccess: (answer) => setPreview({ change, answer }),
        onError: (failure) => setError(failureMessage(failure, tp('productBulk.error')) ?? tp('productBulk.error')),
      },
    );
  }

  function save() {
    if (!productIds || !preview) return;
    const stockSeen = preview.answer.items.map((item) => ({ product_id: item.product_id, stock: item.stock_before }));
    bulk.mutate(
      { product_ids: productIds, ...preview.change, ...(preview.change.stock && 'set' in preview.change.stock ? { stock_seen: stockSeen } : {}), dry_run: false },
      {
        onSuccess: (answer) => {
          close();
          onSaved(answer);
        },
        onError: (failure) => {
          setRefused(refusedProducts(failure));
          setError(failureMessage(failure, tp('productBulk.error')) ?? tp('productBulk.error'));
        },
      },
    );
  }

  const problems = preview ? preview.answer.items.filter((item) => item.problem !== null || refused.has(item.product_id)).length : 0;

  return (
    <ModalDialog open={open} labelledBy={`${id}-title`} describedBy={`${id}-body`} onClose={close}>
      {!open ? null : preview === null ? (
        <form onSubmit={ask} noValidate className="flex flex-col gap-4">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {tp('productBulk.sheetTitle', { count })}
          </h2>
          <fieldset className="flex flex-col gap-2">
            <legend id={`${id}-body`} className="mb-1 text-sm font-medium text-slate-700">
              {tp('productBulk.kindLabel')}
            </legend>
            <div className="grid grid-cols-2 gap-2">
              {KINDS.map((option) => (
                <label key={option.kind} className="flex min-h-11 items-center gap-2 rounded-lg px-2 ring-1 ring-slate-300 has-checked:bg-brand-50 has-checked:ring-brand-700">
                  <input
                    type="radio"
                    name={`${id}-kind`}
                    value={option.kind}
                    checked={kind === option.kind}
                    onChange={() => {
                      setKind(option.kind);
                      setText('');
                      setError(null);
                    }}
                    className="size-5 accent-brand-700"
                  />
                  <span className="text-sm font-semibold">{tp(option.label)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {SHORTCUTS[kind].length > 0 ? (
            <div role="group" aria-label={tp('productBulk.quick')} className="flex flex-wrap gap-2">
              {SHORTCUTS[kind].map((shortcut) => (
                <button key={shortcut} type="button" className={smallButton} disabled={bulk.isPending} onClick={() => {
                  setText(shortcut);
                  ask(undefined, shortcut);
                }}>
                  {kind === 'percent' ? `${shortcut.replace('-', '−')} %` : shortcut.replace('-', '−')}
                </button>
              ))}
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-value`} className="text-sm font-medium text-slate-700">
              {tp(INPUT_LABEL[kind])}
            </label>
            <input
              id={`${id}-value`}
              className={compactInput}
              inputMode={kind === 'price_set' ? 'decimal' : 'text'}
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`} className="text-xs text-slate-600">
              {kind === 'percent' ? tp('productBulk.percentHint') : ''}
            </p>
          </div>
          {error ? (
            <p role="alert" className="text-sm font-medium text-rose-800">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={close}>
              {tp('productBulk.cancel')}
            </button>
            <button type="submit" className={primaryButton} disabled={bulk.isPending} aria-busy={bulk.isPending || undefined}>
              {bulk.isPending ? tp('productBulk.previewing') : tp('productBulk.preview')}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-4">
          <h2 id={`${id}-title`} ref={previewHeading} className="text-lg font-bold outline-none" tabIndex={-1}>
            {tp('productBulk.previewTitle', { count: preview.answer.count })}
          </h2>
          <p id={`${id}-body`} className={`text-sm ${problems > 0 ? 'font-medium text-rose-800' : 'text-slate-700'}`}>
            {problems > 0 ? tp('productBulk.previewProblems', { count: problems }) : tp('productBulk.selected', { count: preview.answer.count })}
          </p>
          <ul aria-label={tp('productBulk.previewTitle', { count: preview.answer.count })} tabIndex={0} className="flex max-h-[50vh] flex-col gap-2 overflow-y-auto">
            {preview.answer.items.map((item) => {
              const code = codeOf(item.currency_id);
              const problem = item.problem ?? refused.get(item.product_id) ?? null;
              return (
                <li key={item.product_id} className={`rounded-lg border p-2 text-sm ${problem ? 'border-rose-300 bg-rose-50' : 'border-slate-200'}`}>
                  <p className="font-semibold break-words">{item.name}</p>
                  {item.price_before !== item.price_after ? (
                    <p>{tp('productBulk.priceBeforeAfter', { before: listPrice(item.price_before, code), after: listPrice(item.price_after, code) })}</p>
                  ) : null}
                  {item.stock_before !== item.stock_after ? <p>{tp('productBulk.stockBeforeAfter', { before: item.stock_before, after: item.stock_after })}</p> : null}
                  {problem ? <p className="font-medium text-rose-800">{problem}</p> : null}
                </li>
              );
            })}
          </ul>
          {error ? (
            <p role="alert" className="text-sm font-medium text-rose-800">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={secondaryButton} onClick={() => {
              setPreview(null);
              setError(null);
              setRefused(new Map());
            }}>
              {tp('productBulk.back')}
            </button>
            <button type="button" className={primaryButton} onClick={save} disabled={bulk.isPending || problems > 0} aria-busy={bulk.isPending || undefined}>
              {bulk.isPending ? tp('productBulk.saving') : tp('productBulk.save')}
            </button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}

/**
 * What a saved change says, with its "Deshacer" while the server still allows it (until
 * `undo_until`); the undo's notes (a price kept, a stock at 0) replace it.
 */
export function BulkSavedBanner({ storeId, saved, onDone }: { storeId: number; saved: ProductBulkAnswer; onDone: () => void }) {
  const undo = useUndoBulkChange(storeId);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const until = saved.undo_until ? Date.parse(saved.undo_until) : 0;
  const [open, setOpen] = useState(() => Date.now() < until);
  useEffect(() => {
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), Math.min(left, BULK_UNDO_MINUTES * 60_000));
    return () => clearTimeout(timer);
  }, [until]);

  function onUndo() {
    if (saved.bulk_id === null) return;
    undo.mutate(saved.bulk_id, {
      onSuccess: (answer) => {
        const notes = [...new Set(answer.items.flatMap((item) => (item.note ? [`${item.name}: ${item.note}`] : [])))];
        setMessage({ text: notes.length > 0 ? tp('productBulk.undoneWithNotes', { notes: notes.join('; ') }) : tp('productBulk.undone', { count: answer.count }), error: false });
        setOpen(false);
      },
      onError: (failure) => setMessage({ text: failureMessage(failure, tp('productBulk.error')) ?? tp('productBulk.error'), error: true }),
    });
  }

  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-3">
      <p role="status" className={`text-sm font-medium ${message?.error ? 'text-rose-800' : 'text-emerald-900'}`}>
        {message?.text ?? tp('productBulk.saved', { count: saved.count })}
      </p>
      <div className="flex gap-2">
        {open && !message ? (
          <button type="button" className={smallButton} onClick={onUndo} disabled={undo.isPending} aria-busy={undo.isPending || undefined}>
            {undo.isPending ? tp('productBulk.undoing') : tp('productBulk.undo')}
          </button>
        ) : null}
        <button type="button" className={smallButton} onClick={onDone}>
          {tp('productBulk.close')}
        </button>
      </div>
    </div>
  );
}
