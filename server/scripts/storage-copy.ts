/**
 * Copies every file of one store to the other, resumable and verified:
 *   npm run storage:copy -- --from disk --to s3     (and --from s3 --to disk)
 * Both stores come from the environment the server reads: STORAGE_DIR (or DATA_DIR/files) and S3_*.
 */
import { storageCopyCommand } from '../src/modules/storage/copy-store.ts';

storageCopyCommand(process.argv.slice(2), process.env, (line) => console.log(line)).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
