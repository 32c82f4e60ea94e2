import { useId, useRef, type ReactNode } from 'react';
import { formatBytes, UPLOAD_ACCEPT, useUpload, type UploadPurpose, type UploadedFile } from './uploads.ts';
import '../../components/form/form.css';
import './catalog-admin.css';

/** A stored file as the form knows it: its name and size (private files have no address to show). */
export interface FileValue {
  name: string;
  size: number | null;
  contentType?: string;
  /** Set for a new upload: what the mutation sends (e.g. fileKey). */
  key?: string;
}

interface FileUploadProps {
  label: string;
  purpose: UploadPurpose;
  value: FileValue | null;
  onChange: (file: (FileValue & { key: string; upload: UploadedFile }) | null) => void;
  hint?: ReactNode;
  error?: string;
  removable?: boolean;
}

/** Picks a file (e.g. an ebook's PDF or EPUB) and uploads it at once; shows its name and size only. */
export function FileUpload({ label, purpose, value, onChange, hint, error, removable = false }: FileUploadProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { uploading, error: uploadError, upload, clearError } = useUpload(purpose);
  const message = uploadError ?? error;
  const hintId = hint ? `${id}-hint` : undefined;
  const messageId = `${id}-message`;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload(file);
    if (input.current) input.current.value = '';
    if (stored) onChange({ name: stored.name, size: stored.size, contentType: stored.contentType, key: stored.key, upload: stored });
  };

  return (
    <div className="file-upload" role="group" aria-labelledby={`${id}-label`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <p className="file-upload__current">
        {value ? (
          <>
            <span className="file-upload__name">{value.name}</span>
            {value.size != null && <span className="file-upload__size"> ({formatBytes(value.size)})</span>}
          </>
        ) : (
          <span className="file-upload__none">No file yet</span>
        )}
      </p>
      <div className="file-upload__controls">
        <input
          ref={input}
          id={id}
          type="file"
          className="visually-hidden"
          accept={UPLOAD_ACCEPT[purpose]}
          aria-label={label}
          aria-describedby={[hintId, message ? messageId : undefined].filter(Boolean).join(' ') || undefined}
          disabled={uploading !== null}
          onChange={(event) => void onFile(event.currentTarget.files?.[0])}
        />
        <label htmlFor={id} className={uploading ? 'button button--disabled' : 'button'} aria-hidden="true">
          {value ? 'Replace file' : 'Choose file'}
        </label>
        {removable && value && !uploading && (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              clearError();
              onChange(null);
            }}
          >
            Remove<span className="visually-hidden"> {label}</span>
          </button>
        )}
      </div>
      {uploading && (
        <p className="image-upload__status" role="status">
          <progress className="image-upload__progress" aria-label={`Uploading ${uploading}`} /> Uploading {uploading}…
        </p>
      )}
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {message && (
        <p className="field__error" id={messageId} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
