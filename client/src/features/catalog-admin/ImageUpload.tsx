import type { ReactNode } from 'react';
import type { UploadPurpose, UploadedFile } from './uploads.ts';
import { UploadField } from './UploadField.tsx';

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
  return (
    <UploadField
      className="image-upload"
      label={label}
      purpose={purpose}
      current={
        <div className="image-upload__preview" style={{ width: previewSize.width, height: previewSize.height }}>
          {value ? (
            <img src={value.url} alt={value.alt || `${label} preview`} width={previewSize.width} height={previewSize.height} decoding="async" />
          ) : (
            <span className="image-upload__empty">No image</span>
          )}
        </div>
      }
      chooseLabel={chooseLabel ?? (value ? 'Replace image' : 'Choose image')}
      removable={removable && value !== null}
      hint={hint}
      error={error}
      onUploaded={(stored, file) => {
        if (stored.url) onChange({ url: stored.url, key: stored.key, alt: file.name, file: stored });
      }}
      onRemove={() => onChange(null)}
    />
  );
}
