import type { ReactNode } from 'react';
import { Button, FitWidthIcon, ListIcon, MoonIcon, SearchIcon, SunIcon, ZoomInIcon, ZoomOutIcon } from '../../components/ui/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { MAX_ZOOM, MIN_ZOOM } from './zoom.ts';

export interface ReaderToolbarProps {
  /** The book has contents (the PDF's outline). */
  hasOutline: boolean;
  /** The book is open (search reads it). */
  canSearch: boolean;
  /** A multiple of fit-to-width. */
  zoom: number;
  theme: 'light' | 'dark';
  onContents: () => void;
  onSearch: () => void;
  onZoom: (direction: 1 | -1) => void;
  onFit: () => void;
  onTheme: () => void;
}

/**
 * The reader's tools: the design system's icons, each with a short visible label; the button's name begins
 * with that label (axe's label-content-name-mismatch) and says the rest ("Search" → "Search in the book").
 */
export function ReaderToolbar({ hasOutline, canSearch, zoom, theme, onContents, onSearch, onZoom, onFit, onTheme }: ReaderToolbarProps) {
  const t = useT();
  const fitted = Math.abs(zoom - 1) < 0.01;
  return (
    <div className="reader__tools" role="toolbar" aria-label={t('library.reader.tools')}>
      <Tool label={t('library.reader.tool.contents')} icon={<ListIcon />} onClick={onContents} disabled={!hasOutline} />
      <Tool label={t('library.reader.tool.search')} name={t('library.reader.tool.searchName')} icon={<SearchIcon />} onClick={onSearch} disabled={!canSearch} />
      <Tool label={t('library.reader.tool.zoomOut')} icon={<ZoomOutIcon />} onClick={() => onZoom(-1)} disabled={zoom <= MIN_ZOOM + 0.01} />
      <Tool label={t('library.reader.tool.fit')} name={t('library.reader.tool.fitName')} icon={<FitWidthIcon />} onClick={onFit} pressed={fitted} />
      <Tool label={t('library.reader.tool.zoomIn')} icon={<ZoomInIcon />} onClick={() => onZoom(1)} disabled={zoom >= MAX_ZOOM - 0.01} />
      {theme === 'light' ? (
        <Tool label={t('library.reader.tool.dark')} name={t('library.reader.tool.darkName')} icon={<MoonIcon />} onClick={onTheme} />
      ) : (
        <Tool label={t('library.reader.tool.light')} name={t('library.reader.tool.lightName')} icon={<SunIcon />} onClick={onTheme} />
      )}
    </div>
  );
}

function Tool({ label, name, icon, onClick, disabled, pressed }: { label: string; name?: string; icon: ReactNode; onClick: () => void; disabled?: boolean; pressed?: boolean }) {
  return (
    <Button variant="ghost" className="reader__tool" aria-label={name} aria-pressed={pressed} onClick={onClick} disabled={disabled}>
      {icon}
      <span className="reader__tool-label">{label}</span>
    </Button>
  );
}
