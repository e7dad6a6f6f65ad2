/**
 * A member's own picture travels inside the post as a data URL (the server keeps raster data URLs and
 * limits a post to 200 KB), so it is scaled down and re-encoded first: at most 1200 px wide, JPEG (PNG
 * keeps transparency only when it is already small), smaller and smaller until it fits.
 */
export const IMAGE_MAX_BYTES = 120 * 1024;
const STEPS = [
  { width: 1200, quality: 0.82 },
  { width: 960, quality: 0.72 },
  { width: 720, quality: 0.62 },
  { width: 560, quality: 0.55 },
];

export class ImageTooLarge extends Error {
  override readonly name = 'ImageTooLarge';
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

export async function imageFileToDataUrl(file: Blob): Promise<string> {
  if (!/^image\/(png|jpeg|webp|gif)$/.test(file.type)) throw new Error('not a raster image');
  // Small enough already (and every GIF, whose frames a canvas would lose): as it is.
  if (file.size <= IMAGE_MAX_BYTES) return readAsDataUrl(file);
  if (typeof createImageBitmap !== 'function') throw new ImageTooLarge();
  const bitmap = await createImageBitmap(file);
  try {
    for (const step of STEPS) {
      const scale = Math.min(1, step.width / bitmap.width);
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      const context = canvas.getContext('2d');
      if (!context) throw new ImageTooLarge();
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const blob = await canvasBlob(canvas, step.quality);
      if (blob && blob.size <= IMAGE_MAX_BYTES) return readAsDataUrl(blob);
    }
  } finally {
    bitmap.close();
  }
  throw new ImageTooLarge();
}
