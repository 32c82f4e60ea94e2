import { useId, useRef, type ReactNode } from 'react';
import { UPLOAD_ACCEPT, useUpload, type UploadPurpose, type UploadedFile } from './uploads.ts';
import '../../components/form/form.css';
import './catalog-admin.css';

/** An image a control shows: the one already saved (url only) or one just uploaded (with its key). */
export interface ImageValue {
  url: string;
  /** Set for a new upload: what the mutation sends (e.g. coverKey). */
  key?: string;
  alt?: string;
}

interface ImageUploadProps {
  label: string;
  purpose: Extract<UploadPurpose, 'cover' | 'author-photo' | 'page'>;
  /** The image shown now; null for none. */
  value: ImageValue | null;
  /** Called with the uploaded image, or null when the user removes it. */
  onChange: (image: (ImageValue & { file: UploadedFile }) | null) => void;
  hint?: ReactNode;
  /** A message from the server about this field (e.g. coverKey). */
  error?: string;
  /** Width/height of the preview; covers are 2:3. */
  previewSize?: { width: number; height: number };
  /** Whether "Remove" is offered (default true). */
  removable?: boolean;
  /** The button's text (default "Choose image", "Replace image" once there is one). */
  chooseLabel?: string;
}

/**
 * Picks an image and uploads it straight away (POST /api/uploads): "Uploading…" while it goes, a
 * preview once stored, the server's message when it is refused (too large, not an image).
 */
export function ImageUpload({
  label,
  purpose,
  value,
  onChange,
  hint,
  error,
  previewSize = { width: 120, height: 180 },
  removable = true,
  chooseLabel,
}: ImageUploadProps) {
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
    if (stored?.url) onChange({ url: stored.url, key: stored.key, alt: file.name, file: stored });
  };

  return (
    <div className="image-upload" role="group" aria-labelledby={`${id}-label`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="image-upload__body">
        <div className="image-upload__preview" style={{ width: previewSize.width, height: previewSize.height }}>
          {value ? (
            <img src={value.url} alt={value.alt || `${label} preview`} width={previewSize.width} height={previewSize.height} decoding="async" />
          ) : (
            <span className="image-upload__empty">No image</span>
          )}
        </div>
        <div className="image-upload__controls">
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
            {chooseLabel ?? (value ? 'Replace image' : 'Choose image')}
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
      </div>
    </div>
  );
}
