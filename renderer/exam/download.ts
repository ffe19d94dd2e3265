/** Saves data the host sent as a file the browser downloads (the desktop app shows a save dialog). */
export function downloadText(fileName: string, text: string, type: string): void {
  save(fileName, new Blob([text], { type }));
}

export function downloadBase64(fileName: string, base64: string, type: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  save(fileName, new Blob([bytes], { type }));
}

function save(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: the download reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Reads picked or dropped files as text. */
export function readFiles(files: FileList | File[]): Promise<Array<{ name: string; text: string }>> {
  return Promise.all([...files].map(async (file) => ({ name: file.name, text: await file.text() })));
}
