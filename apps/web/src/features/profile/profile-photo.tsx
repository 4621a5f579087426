import { PROFILE_IMAGE_MAX_BYTES, megabytes } from '@plaza/domain/constants';
import { t } from '@plaza/domain/messages/es-profile';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { HttpError, NETWORK_ERROR_STATUS } from '../../api/api-fetch';
import { imageUrl } from '../../api/image-url';
import { secondaryButton } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import type { Profile } from './profile-schema';
import { useUploadProfileImage } from './use-profile-mutations';

/** The message names the limit the check enforces (issue #24: it used to say 5MB over a 1 MB check). */
const tooLarge = () => t('account.imageTooLarge', { size: megabytes(PROFILE_IMAGE_MAX_BYTES) });

/** The client's checks of spec section 5: an image, at most PROFILE_IMAGE_MAX_BYTES. The server judges the format and pixels. */
function imageProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return t('account.imageInvalid');
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return tooLarge();
  return undefined;
}

/**
 * The server's 400, 413 and 429 say what was wrong with the picture (its format, its bytes or
 * pixels) or how long to wait; anything else gets the spec's text.
 */
function uploadFailure(error: unknown): string | null {
  if (error instanceof HttpError) {
    if (error.status === 502 || error.status === 503) return null;
    if (error.status === 413) return error.serverMessage ?? tooLarge();
    if (error.status === 400) return error.serverMessage ?? t('account.imageInvalid');
    if (error.status === 429 && error.serverMessage) return error.serverMessage;
    if (error.status === NETWORK_ERROR_STATUS) return t('profile.imageError');
  }
  return t('profile.imageError');
}

function initials(profile: Profile): string {
  return `${Array.from(profile.name.trim())[0] ?? ''}${Array.from(profile.last_name.trim())[0] ?? ''}`.toUpperCase();
}

/**
 * The profile picture and its upload: the chosen file shows at once (a local preview), uploads
 * right away, and on success the cached profile, and with it the header's menu, has the new one.
 */
export function ProfilePhoto({ profile, userId }: { profile: Profile; userId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const statusId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const upload = useUploadProfileImage(userId);

  // A preview URL holds the file in memory until it is revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) {
      setStatus({ tone: 'error', text: problem });
      return;
    }
    setStatus(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => setStatus({ tone: 'success', text: t('auth.imageUpdated') }),
      onError: (error) => {
        setPreview(null);
        const text = uploadFailure(error);
        setStatus(text ? { tone: 'error', text } : null);
      },
    });
  }

  const shown = preview ?? imageUrl(profile.profile_img);
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:gap-5">
      <div className="relative size-24 shrink-0">
        {shown ? (
          <img src={shown} alt={t('profile.photo')} width={96} height={96} decoding="async" className="size-24 rounded-full object-cover ring-1 ring-slate-200" />
        ) : (
          <span
            role="img"
            aria-label={t('profile.photo')}
            className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-900"
          >
            {initials(profile)}
          </span>
        )}
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70">
            <Spinner className="size-8" />
          </span>
        )}
      </div>
      <div className="flex flex-col items-center gap-2 sm:items-start">
        <input ref={input} type="file" accept="image/*" hidden onChange={onChange} />
        <button
          type="button"
          className={secondaryButton}
          disabled={upload.isPending}
          aria-describedby={status ? statusId : undefined}
          onClick={() => input.current?.click()}
        >
          {upload.isPending ? t('profile.uploadingPhoto') : t('profile.changePhoto')}
        </button>
        <div aria-live="polite" aria-atomic="true">
          {status && (
            <p id={statusId} className={`text-sm font-medium ${status.tone === 'error' ? 'text-rose-700' : 'text-emerald-700'}`}>
              {status.text}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
