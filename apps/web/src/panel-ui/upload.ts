import { getCsrfToken, HttpError, NETWORK_ERROR_STATUS, type Parser } from '../api/api-fetch';
import { enterMaintenanceMode } from '../api/maintenance-mode';

/**
 * A multipart POST that reports how much of it has gone out, for a seller watching a photo
 * upload on a slow link (fetch cannot tell). The same headers and errors as apiFetch: the AJAX
 * marker, the CSRF token, cookies, an HttpError with the server's message, 502/503 maintenance.
 */
export async function uploadWithProgress<T>(
  path: string,
  body: FormData,
  schema: Parser<T>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const csrf = await getCsrfToken();
  const answer = await new Promise<unknown>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('X-CSRF-Token', csrf);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 502 || request.status === 503) enterMaintenanceMode();
      let parsed: unknown;
      try {
        parsed = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        parsed = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(parsed);
        return;
      }
      const { message, errors } = (parsed ?? {}) as { message?: unknown; errors?: unknown };
      reject(new HttpError(request.status, typeof message === 'string' && message.trim() !== '' ? message : undefined, errors));
    };
    request.onerror = () => reject(new HttpError(NETWORK_ERROR_STATUS));
    request.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
  return schema.parse(answer);
}
