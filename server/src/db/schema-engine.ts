import { readFile } from 'node:fs/promises';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine } from '@prisma/schema-engine-wasm';

type EngineModule = typeof import('@prisma/schema-engine-wasm/schema_engine_bg');

let engineModule: Promise<EngineModule> | undefined;

/**
 * Instantiates Prisma's WebAssembly schema engine once per process. The engine arms a ~10 s timer
 * for its own housekeeping; it is unref'd so that CLI scripts and tests exit as soon as they are done.
 */
function loadEngineModule(): Promise<EngineModule> {
  engineModule ??= (async () => {
    const bindings = await import('@prisma/schema-engine-wasm/schema_engine_bg');
    const wasmPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg').replace(/\.js$/, '.wasm');
    const imports: Record<string, unknown> = { ...bindings };
    for (const name of Object.keys(imports)) {
      if (!name.startsWith('__wbg_setTimeout')) continue;
      const setTimer = imports[name] as (...args: unknown[]) => { unref?: () => void };
      imports[name] = (...args: unknown[]) => {
        const timer = setTimer(...args);
        timer?.unref?.();
        return timer;
      };
    }
    const { instance } = await WebAssembly.instantiate(await readFile(wasmPath), {
      './schema_engine_bg.js': imports as WebAssembly.ModuleImports,
    });
    bindings.__wbg_set_wasm(instance.exports);
    (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
    return bindings;
  })();
  return engineModule;
}

/** A schema engine connected through a driver adapter; `log` receives the engine's JSON log lines. */
export async function openSchemaEngine(
  adapterFactory: SqlMigrationAwareDriverAdapterFactory,
  datamodel: { path: string; content: string },
  log: (line: string) => void = () => {},
): Promise<SchemaEngine> {
  const { SchemaEngine } = await loadEngineModule();
  return SchemaEngine.new(
    { datamodels: [[datamodel.path, datamodel.content]] },
    log,
    bindMigrationAwareSqlAdapterFactory(adapterFactory),
  );
}
