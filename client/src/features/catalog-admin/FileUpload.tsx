import type { ReactNode } from 'react';
import { formatBytes, type UploadPurpose, type UploadedFile } from './uploads.ts';
import { UploadField } from './UploadField.tsx';

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

/** Picks a file (e.g. an ebook's PDF) and uploads it at once; shows its name and size only. */
export function FileUpload({ label, purpose, value, onChange, hint, error, removable = false }: FileUploadProps) {
  return (
    <UploadField
      className="file-upload"
      label={label}
      purpose={purpose}
      current={
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
      }
      chooseLabel={value ? 'Replace file' : 'Choose file'}
      removable={removable && value !== null}
      hint={hint}
      error={error}
      onUploaded={(stored) => onChange({ name: stored.name, size: stored.size, contentType: stored.contentType, key: stored.key, upload: stored })}
      onRemove={() => onChange(null)}
    />
  );
}
