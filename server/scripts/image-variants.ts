/**
 * Makes the variants every public uploaded image lacks (covers, author photos, sample pages stored
 * before variants existed, or after a storage move): WebP, AVIF where it is smaller, and the
 * image's placeholder colour. Safe to stop and run again: widths already made and compared are
 * kept, so a second run only makes what is missing.
 */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { createFileStorage } from '../src/modules/storage/create-file-storage.ts';
import { makeMissingVariants } from '../src/modules/storage/images.ts';

async function main() {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    const storage = createFileStorage(config.storage);
    const run = await makeMissingVariants(db.prisma, storage, {
      onImage: (_key, progress) => {
        if (progress.images % 50 === 0) console.log(`${progress.images} images: ${progress.made} variants made, ${progress.kept} already there`);
      },
    });
    console.log(`${run.images} images: ${run.made} variants made, ${run.kept} already there`);
    for (const key of run.unreadable) console.log(`Not an image that decodes (served as uploaded): ${key}`);
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
