/** The longest side a photo keeps before upload: plenty for a 1200 px product image on the server. */
export const UPLOAD_MAX_SIDE = 1600;
/** What one upload may weigh after shrinking: a phone photo of 4 MB goes out at this or less. */
export const UPLOAD_MAX_BYTES = 400 * 1024;

/**
 * Shrinks a phone photo in the browser before it is sent, so a seller on paid data uploads a few
 * hundred kilobytes instead of megabytes: drawn at most UPLOAD_MAX_SIDE pixels on its longest
 * side (turned the way the camera held it), as JPEG, lowering the quality (then the size) until
 * it fits in UPLOAD_MAX_BYTES. The server still checks and re-encodes whatever arrives. A file the browser
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
    const longest = Math.max(bitmap.width, bitmap.height);
    if (longest <= UPLOAD_MAX_SIDE && file.size <= UPLOAD_MAX_BYTES && file.type === 'image/jpeg') return file;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return file;
    // A photo that still weighs too much at the lowest quality (fine detail, noise) is drawn
    // smaller again, so what goes out always fits in UPLOAD_MAX_BYTES.
    let side = Math.min(UPLOAD_MAX_SIDE, longest);
    let smallest: Blob | null = null;
    for (let attempt = 0; attempt < 5; attempt += 1, side = Math.round(side * 0.75)) {
      const scale = side / longest;
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.width = width;
      canvas.height = height;
      // A transparent PNG becomes JPEG: white, not black, behind it.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of [0.82, 0.72, 0.6, 0.5]) {
        const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
        if (!blob) continue;
        if (blob.size <= UPLOAD_MAX_BYTES) return blob;
        if (!smallest || blob.size < smallest.size) smallest = blob;
      }
    }
    return smallest ?? file;
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
