import { tp } from '@plaza/domain/messages/es-panel';
import { useEffect, useId, useState, type Ref } from 'react';

type Phase = { kind: 'idle' } | { kind: 'sending'; progress: number | null } | { kind: 'done' } | { kind: 'failed'; message: string };

/**
 * One image of the store (logo, cover): what it shows now, a button to choose another, and the
 * upload at once with its preview and its progress (shrinking first, then the share sent).
 * `onUpload` sends the file and reports progress from 0 to 1; it throws on a refusal.
 */
export function ImageUploadField({
  label,
  hint,
  image,
  frameClass,
  onUpload,
  failureText,
  doneText = tp('storeScreens.profile.uploaded'),
  error,
  inputRef,
}: {
  label: string;
  hint: string;
  /** The stored image's URL, if any. */
  image: string | undefined;
  /** Size and shape of the preview (a square logo, a wide cover). */
  frameClass: string;
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
  /** The message of a refusal: the server's when it sent one. */
  failureText: (error: unknown) => string | null;
  /** What a finished upload says: the image is saved (the default), or it waits for the form's save. */
  doneText?: string;
  /** The form's message about this image (a form that requires one), shown under it. */
  error?: string;
  /** Where the form puts the focus when this field has an error. */
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function choose(file: File | undefined) {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setPhase({ kind: 'sending', progress: null });
    try {
      await onUpload(file, (progress) => setPhase({ kind: 'sending', progress }));
      setPhase({ kind: 'done' });
    } catch (error) {
      setPreview(null);
      setPhase({ kind: 'failed', message: failureText(error) ?? tp('storeScreens.profile.uploadError') });
    }
  }

  const shown = preview ?? image;
  const sending = phase.kind === 'sending';
  const percent = sending && phase.progress !== null ? Math.round(phase.progress * 100) : null;
  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label}
      </span>
      <div className={`overflow-hidden rounded-lg border border-slate-300 bg-slate-100 ${frameClass}`}>
        {shown ? (
          <img src={shown} alt={tp('storeScreens.profile.preview', { image: label })} className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-sm text-slate-700">{tp('storeScreens.profile.noImage')}</span>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {hint}
      </p>
      <div>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          className="peer sr-only"
          aria-labelledby={`${id}-label ${id}-button`}
          aria-describedby={`${id}-hint ${id}-status${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          disabled={sending}
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label
          id={`${id}-button`}
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full bg-white px-5 text-sm font-semibold text-slate-900 shadow-sm ring-1 ring-slate-400 hover:bg-slate-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
        >
          {shown ? tp('storeScreens.profile.changeImage') : tp('storeScreens.profile.chooseImage')}
        </label>
      </div>
      <div id={`${id}-status`} aria-live="polite" className="flex flex-col gap-1 text-sm">
        {sending ? (
          <>
            <span className="text-slate-800">{percent === null ? tp('storeScreens.profile.preparing') : tp('storeScreens.profile.uploading', { percent })}</span>
            <progress
              className="h-2 w-full accent-brand-700"
              aria-label={tp('storeScreens.profile.uploadProgress')}
              {...(percent === null ? {} : { value: percent, max: 100 })}
            />
          </>
        ) : phase.kind === 'done' ? (
          <span className="font-medium text-emerald-800">{doneText}</span>
        ) : phase.kind === 'failed' ? (
          <span role="alert" className="font-medium text-rose-800">
            {phase.message}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
