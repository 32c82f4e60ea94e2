/**
 * Staff uploads (`POST /api/uploads`, multipart `file` + `purpose`): the server checks the type by
 * the file's first bytes and the size against its limit, and answers `{ key, url, contentType, size }`
 * (url null for private ebook files) or `{ statusCode, statusMessage, message }`.
 */
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { requestJson } from '../../lib/http.ts';

export type UploadPurpose = 'cover' | 'author-photo' | 'page' | 'ebook';

/** What the server answers for a stored file; `name` is the chosen file's name (for display). */
export interface UploadedFile {
  key: string;
  url: string | null;
  contentType: string;
  size: number;
  name: string;
}

/** What each purpose takes, for the file chooser (the server decides by the bytes). */
export const UPLOAD_ACCEPT: Record<UploadPurpose, string> = {
  cover: 'image/jpeg,image/png,image/webp',
  'author-photo': 'image/jpeg,image/png,image/webp',
  page: 'image/jpeg,image/png,image/webp',
  ebook: 'application/pdf,.pdf',
};

/** Sends one file; rejects with an HttpError carrying the server's message (too large, wrong type, not allowed). */
export async function uploadFile(file: File, purpose: UploadPurpose): Promise<UploadedFile> {
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file, file.name);
  const stored = await requestJson<Omit<UploadedFile, 'name'>>('/api/uploads', { method: 'POST', body });
  return { ...stored, name: file.name };
}

/** "820 KB", "2.4 MB": a file size for people. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

export interface UploadState {
  /** The name of the file on its way, while it uploads. */
  uploading: string | null;
  /** Why the last upload failed, in the server's words. */
  error: string | null;
}

/**
 * Uploads for one control: `upload(file)` resolves with the stored file, or null when it failed
 * (the message is in `error`) or a newer upload replaced it.
 */
export function useUpload(purpose: UploadPurpose) {
  const [state, setState] = useState<UploadState>({ uploading: null, error: null });
  const latest = useRef(0);
  const upload = useCallback(
    async (file: File): Promise<UploadedFile | null> => {
      const attempt = ++latest.current;
      setState({ uploading: file.name, error: null });
      try {
        const stored = await uploadFile(file, purpose);
        if (attempt !== latest.current) return null;
        setState({ uploading: null, error: null });
        return stored;
      } catch (error) {
        if (attempt !== latest.current) return null;
        setState({ uploading: null, error: errorMessage(error) });
        return null;
      }
    },
    [purpose],
  );
  const clearError = useCallback(() => setState((current) => ({ ...current, error: null })), []);
  return { ...state, upload, clearError };
}
