import { callResults } from '../../api';
import { FILE_CALLS, FILE_MESSAGES as M, type TFileRow } from '../../contract';
import { errorText, saveBase64File } from '../../ui';

const quiet = { quietErrors: true } as const;

export async function fetchFiles(folder: string): Promise<TFileRow[]> {
  try {
    return await callResults(FILE_CALLS.list, { folder }, quiet);
  } catch (e) {
    throw new Error(M.listFailed(errorText(e)), { cause: e });
  }
}

/** Read a browser File as base64 (without the data: prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export async function uploadFile(folder: string, file: File): Promise<void> {
  try {
    await callResults(
      FILE_CALLS.upload,
      {
        folder,
        filename: file.name,
        content_type: file.type || 'application/octet-stream',
        content_base64: await base64Of(file),
      },
      { ...quiet, blocking: true },
    );
  } catch (e) {
    throw new Error(M.updateFailed(errorText(e)), { cause: e });
  }
}

/** Download through the checked call, then hand the browser the bytes. */
export async function downloadFile(row: TFileRow): Promise<void> {
  const [file] = await callResults(FILE_CALLS.download, { key: row.key }, { blocking: true });
  if (file) saveBase64File(file.filename, file.content_type, file.content_base64);
}

export async function deleteFile(row: TFileRow): Promise<void> {
  try {
    await callResults(FILE_CALLS.delete, { key: row.key }, { ...quiet, blocking: true });
  } catch (e) {
    throw new Error(M.updateFailed(errorText(e)), { cause: e });
  }
}
