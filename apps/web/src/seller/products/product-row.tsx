import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { amountInputValue, formatPrice } from '@plaza/domain/money';
import { tp } from '@plaza/domain/messages/es-panel';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { cardImageUrl } from '../../api/image-url';
import { failureMessage } from '../../panel-ui/server-errors';
import { movedStock, useQuickUpdate } from '../api/products';
import { parseWholeNumber, typedAmount } from './product-form-values';
import { compactInput, rowAction, rowDanger, smallPrimaryButton } from './styles';

type Status = { text: string; error: boolean } | null;
const NOTHING_HELD = { price: false, stock: false };

/** 'Solo al por mayor' for price 0, else the price in the product's currency. */
export function listPrice(price: number, currencyCode: string | undefined): string {
  if (price === 0) return tp('productScreens.wholesaleOnly');
  return currencyCode ? formatPrice(price, currencyCode) : amountInputValue(price);
}

type Selection = { selected: boolean; onToggle: (selected: boolean) => void };

/** The row's checkbox in the list's selection mode (bulk changes), named for its product. */
function SelectBox({ name, selection }: { name: string; selection: Selection }) {
  return (
    <label className="-m-1 flex min-h-11 min-w-11 shrink-0 items-center justify-center">
      <input type="checkbox" className="size-6 accent-brand-700" checked={selection.selected} onChange={(event) => selection.onToggle(event.target.checked)} />
      <span className="sr-only">{tp('productBulk.selectProduct', { name })}</span>
    </label>
  );
}

/**
 * The row's boxes as a change: the price if it differs from the one shown, the stock (with the
 * stock it replaces, `seen`) if it differs from that; or the box that cannot be read, and why.
 */
type QuickChange = { price?: number; stock?: number; stock_seen?: number };
type QuickReading = { invalid: 'price' | 'stock'; message: string } | { changes: QuickChange };

function quickChanges(price: string, stock: string, shownPrice: number, seen: number): QuickReading {
  const typedPrice = typedAmount(price);
  if (!('minor' in typedPrice)) return { invalid: 'price', message: typedPrice.message };
  const newStock = parseWholeNumber(stock);
  if (Number.isNaN(newStock)) return { invalid: 'stock', message: tp('product.stockInvalid') };
  const changes: QuickChange = {
    ...(typedPrice.minor !== shownPrice ? { price: typedPrice.minor } : {}),
    ...(newStock !== seen ? { stock: newStock, stock_seen: seen } : {}),
  };
  return { changes };
}

/** What the row shows of its product: its card image, name, price, stock and whether shoppers see it. */
function RowSummary({ product, currencyCode }: { product: PanelProduct; currencyCode: string | undefined }) {
  const image = product.images[0]?.image;
  const name = product.name;
  return (
    <>
      {image ? (
        <img src={cardImageUrl(image)} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-xs text-slate-600">
          {tp('productScreens.noImage')}
        </span>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <h2 className="line-clamp-2 text-base font-semibold break-words text-slate-900">{name}</h2>
        <p className="text-sm text-slate-800">{listPrice(product.price, currencyCode)}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className={product.stock === 0 ? 'font-semibold text-red-700' : undefined}>
            {product.stock === 0 ? tp('productScreens.outOfStock') : tp('productScreens.stockUnits', { stock: product.stock })}
          </span>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${product.visible ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}
          >
            {product.visible ? tp('productScreens.visible') : product.hidden_by_plan ? tp('plan.hiddenBadge') : tp('productScreens.hidden')}
          </span>
        </p>
      </div>
    </>
  );
}

/**
 * One product of the list: its card image, name, price, stock and state, a small form to change
 * the price and the stock where they are shown (Enter or 'Guardar'), and its actions.
 */
export function ProductRow({
  storeId,
  product,
  currencyCode,
  onDuplicate,
  onDelete,
  busy,
  selection,
}: {
  storeId: number;
  product: PanelProduct;
  currencyCode: string | undefined;
  onDuplicate: (product: PanelProduct) => void;
  onDelete: (product: PanelProduct) => void;
  busy: boolean;
  /** In the list's selection mode (bulk changes): whether this product is chosen, and how to change that. */
  selection?: Selection;
}) {
  const quick = useQuickUpdate(storeId);
  const [basis, setBasis] = useState({ price: product.price, stock: product.stock });
  const [price, setPrice] = useState(() => amountInputValue(product.price));
  const [stock, setStock] = useState(() => String(product.stock));
  // The stock the seller's new stock replaces (stock_seen): the list's, or the one a refusal told.
  const [seen, setSeen] = useState(product.stock);
  // After a refusal the numbers the seller changed stay in their boxes until they save or give them up.
  const [held, setHeld] = useState(NOTHING_HELD);
  const [invalid, setInvalid] = useState<'price' | 'stock' | null>(null);
  const [status, setStatus] = useState<Status>(null);
  // The server's values changed (a sale, a save elsewhere, a rollback): the boxes follow them.
  if (basis.price !== product.price || basis.stock !== product.stock) {
    setBasis({ price: product.price, stock: product.stock });
    if (!held.price) setPrice(amountInputValue(product.price));
    if (!held.stock) {
      setStock(String(product.stock));
      setSeen(product.stock);
    }
  }

  const name = product.name;
  const ids = { price: `row-${product.product_id}-price`, stock: `row-${product.product_id}-stock`, status: `row-${product.product_id}-status` };

  function save(event: FormEvent) {
    event.preventDefault();
    const read = quickChanges(price, stock, basis.price, seen);
    if ('invalid' in read) {
      setInvalid(read.invalid);
      setStatus({ text: read.message, error: true });
      return;
    }
    setInvalid(null);
    const { changes } = read;
    if (Object.keys(changes).length === 0) {
      setHeld(NOTHING_HELD);
      setStatus({ text: tp('productScreens.quickNothing'), error: false });
      return;
    }
    const typed = { price, stock };
    setStatus({ text: tp('productScreens.quickSaving'), error: false });
    quick.mutate(
      { productId: product.product_id, changes },
      {
        onSuccess: () => {
          setHeld(NOTHING_HELD);
          setStatus({ text: tp('productScreens.quickSaved'), error: false });
        },
        onError: (error) => {
          const moved = movedStock(error);
          if (moved === null) return setStatus({ text: failureMessage(error, tp('shell.saveError')) ?? tp('shell.saveError'), error: true });
          // Nothing was saved: the numbers the seller changed stay, to keep or change against the stock now.
          const priceTyped = changes.price !== undefined;
          setHeld({ price: priceTyped, stock: true });
          setSeen(moved);
          if (priceTyped) setPrice(typed.price);
          setStock(typed.stock);
          setInvalid('stock');
          setStatus({ text: tp('product.stockChanged', { stock: moved }), error: true });
        },
      },
    );
  }

  function toggleVisible() {
    const visible = !product.visible;
    quick.mutate(
      { productId: product.product_id, changes: { visible } },
      {
        onSuccess: () => setStatus({ text: tp(visible ? 'productScreens.shownDone' : 'productScreens.hiddenDone', { name }), error: false }),
        onError: (error) => setStatus({ text: failureMessage(error, tp('productScreens.visibilityError')) ?? tp('productScreens.visibilityError'), error: true }),
      },
    );
  }

  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <div className="flex gap-3">
        {selection ? <SelectBox name={name} selection={selection} /> : null}
        <RowSummary product={product} currencyCode={currencyCode} />
      </div>

      <form onSubmit={save} noValidate className="flex items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={ids.price} className="text-xs font-medium text-slate-700">
            {tp('productScreens.quickPriceLabel')}
            {currencyCode ? ` (${currencyCode})` : ''}
            <span className="sr-only"> {name}</span>
          </label>
          <input
            id={ids.price}
            className={compactInput}
            inputMode="decimal"
            autoComplete="off"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={invalid === 'price' || undefined}
            aria-describedby={invalid === 'price' ? ids.status : undefined}
          />
        </div>
        <div className="flex w-24 shrink-0 flex-col gap-1">
          <label htmlFor={ids.stock} className="text-xs font-medium text-slate-700">
            {tp('productScreens.quickStockLabel')}
            <span className="sr-only"> {name}</span>
          </label>
          <input
            id={ids.stock}
            className={compactInput}
            inputMode="numeric"
            autoComplete="off"
            value={stock}
            onChange={(event) => setStock(event.target.value)}
            aria-invalid={invalid === 'stock' || undefined}
            aria-describedby={invalid === 'stock' ? ids.status : undefined}
          />
        </div>
        <button type="submit" className={smallPrimaryButton} disabled={quick.isPending}>
          {tp('productScreens.quickSave')}
          <span className="sr-only"> {name}</span>
        </button>
      </form>
      <p id={ids.status} role="status" className={`-mt-1 text-sm empty:hidden ${status?.error ? 'text-red-700' : 'text-emerald-800'}`}>
        {status?.text ?? ''}
      </p>

      <div className="grid grid-cols-4 gap-1.5">
        <Link to={`/seller/products/${product.product_id}`} className={rowAction}>
          {tp('productScreens.edit')}
          <span className="sr-only"> {name}</span>
        </Link>
        <button type="button" className={rowAction} onClick={() => onDuplicate(product)} disabled={busy}>
          {tp('productScreens.duplicate')}
          <span className="sr-only"> {name}</span>
        </button>
        <button type="button" className={rowAction} onClick={toggleVisible} disabled={quick.isPending}>
          {product.visible ? tp('productScreens.hide') : tp('productScreens.show')}
          <span className="sr-only"> {name}</span>
        </button>
        <button type="button" className={rowDanger} onClick={() => onDelete(product)} disabled={busy}>
          {tp('productScreens.delete')}
          <span className="sr-only"> {name}</span>
        </button>
      </div>
    </li>
  );
}
