-- Images at the size shown (issue 21): which variant widths are made and where AVIF beats WebP, and a placeholder colour.
ALTER TABLE "StoredFile" ADD COLUMN "variantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
  ADD COLUMN "avifWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
  ADD COLUMN "placeholder" TEXT;
