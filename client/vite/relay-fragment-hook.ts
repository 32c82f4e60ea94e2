/**
 * Vite plugin: react-relay's fragment hooks choose at run time between two implementations by a
 * feature flag the shop never sets (RelayFeatureFlags.ENABLE_ACTIVITY_COMPATIBILITY), so both are
 * bundled. This resolves react-relay's own `./useFragmentInternal` switch to the one it runs
 * (`useFragmentInternal_CURRENT`), which leaves the other (about 2 KB compressed) out of every first
 * load. Should react-relay rename these files, nothing matches and the switch is bundled as before.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export function relayCurrentFragmentHook(): Plugin {
  return {
    name: 'pathagar:relay-current-fragment-hook',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './useFragmentInternal' || !importer) return null;
      const directory = path.dirname(importer);
      if (!directory.split(path.sep).join('/').endsWith('/react-relay/lib/relay-hooks')) return null;
      const current = path.join(directory, 'useFragmentInternal_CURRENT.js');
      return existsSync(current) ? current : null;
    },
  };
}
