/** The longest side a photo keeps before upload: plenty for a 1200 px product image on the server. */
export const UPLOAD_MAX_SIDE = 1600;
/** What one upload may weigh after shrinking: a phone photo of 4 MB goes out at this or less. */
export const UPLOAD_MAX_BYTES = 400 * 1024;

/**
 * Shrinks a phone photo in the browser before it is sent, so a seller on paid data uploads a few
 * hundred kilobytes instead of megabytes: drawn at most UPLOAD_MAX_SIDE pixels on its longest
 * side (turned the way the camera held it), as JPEG, lowering the quality until it fits in
 * UPLOAD_MAX_BYTES. The server still checks and re-encodes whatever arrives. A file the browser
 * cannot decode is sent as it is, for the server to refuse with its message.
 */
export async function shrinkImage(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= UPLOAD_MAX_BYTES && file.type === 'image/jpeg') return file;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A transparent PNG becomes JPEG: white, not black, behind it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    for (const quality of [0.82, 0.72, 0.6, 0.5]) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
      if (blob && (blob.size <= UPLOAD_MAX_BYTES || quality === 0.5)) return blob;
    }
    return file;
  } finally {
    bitmap.close();
  }
}

/** The multipart body of every panel upload: the shrunk photo in the field `image`. */
export async function imageForm(file: File): Promise<FormData> {
  const form = new FormData();
  const blob = await shrinkImage(file);
  form.append('image', blob, blob === file ? file.name : file.name.replace(/\.[^.]*$/, '') + '.jpg');
  return form;
}
