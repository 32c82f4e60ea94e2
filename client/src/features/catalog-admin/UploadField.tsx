import { useId, useRef, type ReactNode } from 'react';
import { UPLOAD_ACCEPT, useUpload, type UploadPurpose, type UploadedFile } from './uploads.ts';
import { Button, buttonClassName } from '../../components/ui/index.ts';
import './UploadField.css';

interface UploadFieldProps {
  /** "image-upload" or "file-upload" (the group's class; its body is `<className>__body`). */
  className: string;
  label: string;
  purpose: UploadPurpose;
  /** What is there now (a preview, a file name), shown before the buttons. */
  current: ReactNode;
  /** The choose button's text. */
  chooseLabel: string;
  /** Whether "Remove" is offered now. */
  removable: boolean;
  hint?: ReactNode;
  /** A message from the server about this field (e.g. coverKey). */
  error?: string;
  /** A file was chosen and stored. */
  onUploaded: (stored: UploadedFile, file: File) => void;
  onRemove: () => void;
}

/**
 * A labelled group that uploads a chosen file straight away (POST /api/uploads): "Uploading…" while it
 * goes, the server's message when it is refused (too large, wrong type), a hint and "Remove".
 * ImageUpload and FileUpload put what is stored now beside it.
 */
export function UploadField({ className, label, purpose, current, chooseLabel, removable, hint, error, onUploaded, onRemove }: UploadFieldProps) {
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
    if (stored) onUploaded(stored, file);
  };

  return (
    <div className={className} role="group" aria-labelledby={`${id}-label`}>
      <span className="ui-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className={`${className}__body`}>
        {current}
        <div className="upload-controls">
          <div className="upload-controls__buttons">
            <input
              ref={input}
              id={id}
              type="file"
              className="ui-visually-hidden"
              accept={UPLOAD_ACCEPT[purpose]}
              aria-label={label}
              aria-describedby={[hintId, message ? messageId : undefined].filter(Boolean).join(' ') || undefined}
              disabled={uploading !== null}
              onChange={(event) => void onFile(event.currentTarget.files?.[0])}
            />
            <label htmlFor={id} className={buttonClassName({ size: 'sm' })} aria-disabled={uploading ? true : undefined} aria-hidden="true">
              {chooseLabel}
            </label>
            {removable && !uploading && (
              <Button
                size="sm"
                onClick={() => {
                  clearError();
                  onRemove();
                }}
              >
                Remove<span className="ui-visually-hidden"> {label}</span>
              </Button>
            )}
          </div>
          {uploading && (
            <p className="upload-controls__status" role="status">
              <progress className="upload-controls__progress" aria-label={`Uploading ${uploading}`} /> Uploading {uploading}…
            </p>
          )}
          {hint && (
            <p className="ui-field__hint" id={hintId}>
              {hint}
            </p>
          )}
          {message && (
            <p className="ui-field__error" id={messageId} role="alert">
              {message}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
