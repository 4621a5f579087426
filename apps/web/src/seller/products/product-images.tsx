import { useEffect, useId, useRef, useState, type ChangeEvent, type PointerEvent } from 'react';
import { tp } from '@plaza/domain/messages/es-panel';
import { MAX_PRODUCT_IMAGES } from '@plaza/domain/product-rules';
import type { PanelProduct } from '@plaza/domain/schemas/panel-product';
import { cardImageUrl } from '../../api/image-url';
import { failureMessage } from '../../panel-ui/server-errors';
import { useProductImages } from '../api/products';
import { canMove, moveItem } from '../../panel-ui/reorder';
import { rowAction, rowDanger, smallPrimaryButton } from './styles';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

type Upload = { key: string; file: string; stage: 'waiting' | 'shrinking' | 'uploading' | 'done' | 'error'; message?: string };
type Drag = { from: number; over: number; pointerId: number };

/**
 * A product's photos: several chosen at once, each shrunk in the browser and sent in turn with
 * its own progress and error; removed; reordered by dragging the handle (mouse, pen or finger:
 * pointer events) or with 'Subir'/'Bajar' from the keyboard. The first is the card image.
 */
export function ProductImages({ storeId, product }: { storeId: number; product: PanelProduct }) {
  const { upload, remove, reorder } = useProductImages(storeId, product.product_id);
  const images = product.images;
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [pendingFocus, setPendingFocus] = useState<string[] | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const busy = uploads.some((item) => item.stage === 'waiting' || item.stage === 'shrinking' || item.stage === 'uploading');

  // The focus stays with the photo it was on: after 'Subir' at the top (or 'Bajar' at the bottom)
  // on its other button; after 'Quitar', on the next photo's (or the previous one's), else the upload.
  useEffect(() => {
    if (!pendingFocus || !list.current) return;
    const root = list.current;
    for (const selector of pendingFocus) {
      const target = root.querySelector<HTMLElement>(`${selector}:not(:disabled)`);
      if (target) {
        target.focus();
        break;
      }
    }
  }, [pendingFocus, images]);

  const setStage = (key: string, stage: Upload['stage'], message?: string) =>
    setUploads((current) => current.map((item) => (item.key === key ? { ...item, stage, message } : item)));

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    setNotice(null);
    const batch = files.map((file, index) => ({ key: `${Date.now()}-${index}`, file: file.name, stage: 'waiting' as const }));
    setUploads(batch);
    let room = MAX_PRODUCT_IMAGES - images.length;
    for (const [index, file] of files.entries()) {
      const { key } = batch[index]!;
      if (!ACCEPTED.includes(file.type)) {
        setStage(key, 'error', tp('productScreens.notAnImage'));
        continue;
      }
      if (room <= 0) {
        setStage(key, 'error', tp('productScreens.tooManyImages', { max: MAX_PRODUCT_IMAGES }));
        continue;
      }
      try {
        setStage(key, 'shrinking');
        // Loaded with the first photo chosen: most visits to the editor send none.
        const { imageForm } = await import('../../panel-ui/shrink-image');
        const form = await imageForm(file);
        setStage(key, 'uploading');
        await upload.mutateAsync(form);
        room -= 1;
        setStage(key, 'done');
      } catch (error) {
        setStage(key, 'error', failureMessage(error, tp('productScreens.uploadFailed')) ?? tp('productScreens.uploadFailed'));
      }
    }
  }

  function move(from: number, to: number, step?: -1 | 1) {
    const image = images[from];
    if (!image || from === to) return;
    reorder.mutate(moveItem(images, from, to), {
      onSuccess: () => setNotice({ text: tp('productScreens.reordered', { n: from + 1, to: to + 1 }), error: false }),
      onError: (error) => setNotice({ text: failureMessage(error, tp('productScreens.reorderError')) ?? tp('productScreens.reorderError'), error: true }),
    });
    if (step) setPendingFocus([`[data-move="${image.image_id}:${step}"]`, `[data-move="${image.image_id}:${-step}"]`]);
  }

  function onDelete(index: number) {
    const image = images[index];
    if (!image) return;
    const neighbours = [images[index + 1], images[index - 1]].filter((other) => other !== undefined);
    remove.mutate(image.image_id, {
      onSuccess: () => {
        setNotice({ text: tp('productScreens.imageDeleted'), error: false });
        setPendingFocus([...neighbours.map((other) => `[data-remove="${other.image_id}"]`), 'input[type="file"]']);
      },
      onError: (error) => setNotice({ text: failureMessage(error, tp('productScreens.imageDeleteError')) ?? tp('productScreens.imageDeleteError'), error: true }),
    });
  }

  function indexAt(x: number, y: number): number | null {
    const tile = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-image-index]');
    return tile && list.current?.contains(tile) ? Number(tile.dataset.imageIndex) : null;
  }

  function onPointerDown(event: PointerEvent<HTMLElement>, index: number) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ from: index, over: index, pointerId: event.pointerId });
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const over = indexAt(event.clientX, event.clientY);
    if (over !== null && over !== drag.over) setDrag({ ...drag, over });
  }

  function onPointerUp(event: PointerEvent<HTMLElement>) {
    if (!drag || event.pointerId !== drag.pointerId) return;
    setDrag(null);
    move(drag.from, drag.over);
  }

  return (
    <div ref={list} className="flex flex-col gap-4">
      <p id={hintId} className="text-sm text-slate-700">
        {tp('productScreens.imagesHint', { max: MAX_PRODUCT_IMAGES })}
      </p>
      <div>
        <label
          htmlFor={inputId}
          className={`${smallPrimaryButton} cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${busy || images.length >= MAX_PRODUCT_IMAGES ? 'pointer-events-none opacity-60' : ''}`}
        >
          {tp('productScreens.addImages')}
          <input
            id={inputId}
            type="file"
            accept={ACCEPTED.join(',')}
            multiple
            className="sr-only"
            aria-describedby={hintId}
            disabled={busy || images.length >= MAX_PRODUCT_IMAGES}
            onChange={(event) => void onFiles(event)}
          />
        </label>
      </div>

      {uploads.length > 0 ? (
        <ul aria-label={tp('productScreens.uploadList')} aria-live="polite" className="flex flex-col gap-2">
          {uploads.map((item) => (
            <li key={item.key} className="flex flex-col gap-1 text-sm">
              <span className={item.stage === 'error' ? 'text-red-700' : item.stage === 'done' ? 'text-emerald-800' : 'text-slate-800'}>
                {item.stage === 'error'
                  ? tp('productScreens.uploadError', { file: item.file, message: item.message ?? '' })
                  : item.stage === 'done'
                    ? tp('productScreens.uploaded', { file: item.file })
                    : item.stage === 'uploading'
                      ? tp('productScreens.uploading', { file: item.file })
                      : item.stage === 'shrinking'
                        ? tp('productScreens.shrinking', { file: item.file })
                        : tp('productScreens.waiting', { file: item.file })}
              </span>
              {item.stage === 'shrinking' || item.stage === 'uploading' ? <progress className="h-2 w-full accent-brand-700" aria-label={item.file} /> : null}
            </li>
          ))}
        </ul>
      ) : null}

      <p role="status" className={`text-sm font-medium empty:hidden ${notice?.error ? 'text-red-700' : 'text-emerald-800'}`}>
        {notice?.text ?? ''}
      </p>

      {images.length === 0 ? (
        <p className="text-sm text-slate-700">{tp('productScreens.noImages')}</p>
      ) : (
        <>
          <p className="text-xs text-slate-700">{tp('productScreens.dragHint')}</p>
          <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {images.map((image, index) => {
              const n = index + 1;
              const dragged = drag?.from === index;
              const target = drag !== null && drag.over === index && drag.from !== index;
              return (
                <li
                  key={image.image_id}
                  data-image-index={index}
                  className={`flex flex-col gap-2 rounded-xl border bg-white p-2 ${target ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'} ${dragged ? 'opacity-60' : ''}`}
                >
                  <div
                    className="relative cursor-grab touch-none select-none active:cursor-grabbing"
                    onPointerDown={(event) => onPointerDown(event, index)}
                    onPointerMove={onPointerMove}
                    onPointerUp={onPointerUp}
                    onPointerCancel={() => setDrag(null)}
                  >
                    <img
                      src={cardImageUrl(image.image)}
                      alt={tp('productScreens.imageAlt', { n, name: product.name })}
                      draggable={false}
                      className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
                    />
                    {index === 0 ? (
                      <span className="absolute top-1 left-1 rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold text-white">
                        {tp('productScreens.cardImage')}
                      </span>
                    ) : null}
                  </div>
                  <div className="grid grid-cols-2 gap-1.5">
                    <button
                      type="button"
                      data-move={`${image.image_id}:-1`}
                      className={rowAction}
                      disabled={!canMove(images.length, index, -1)}
                      onClick={() => move(index, index - 1, -1)}
                    >
                      {tp('productScreens.moveUp')}
                      <span className="sr-only"> {tp('productScreens.photoNumber', { n })}</span>
                    </button>
                    <button
                      type="button"
                      data-move={`${image.image_id}:1`}
                      className={rowAction}
                      disabled={!canMove(images.length, index, 1)}
                      onClick={() => move(index, index + 1, 1)}
                    >
                      {tp('productScreens.moveDown')}
                      <span className="sr-only"> {tp('productScreens.photoNumber', { n })}</span>
                    </button>
                  </div>
                  <button type="button" data-remove={image.image_id} className={rowDanger} disabled={remove.isPending} onClick={() => onDelete(index)}>
                    {tp('productScreens.deleteImage')}
                    <span className="sr-only"> {tp('productScreens.photoNumber', { n })}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
}
