import type { BomFile } from '@chipmart/generated/internal/model/index';

/** The bytes of a file the API sent Base64-encoded inside its envelope. */
export function fileBlob(file: BomFile): Blob {
  const text = atob(file.content_base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return new Blob([bytes], { type: file.content_type });
}

/** Saves a template or an export under the name the server suggests, as a download of the browser. */
export function saveBomFile(file: BomFile): void {
  const url = URL.createObjectURL(fileBlob(file));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.file_name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the bytes once the click has run; the address is released on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
