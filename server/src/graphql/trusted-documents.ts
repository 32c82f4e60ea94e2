import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { PROJECT_ROOT } from '../config.ts';
import type { Context } from '../context.ts';
import { testOnlyOperationNames, withoutTestOnlyDocuments } from './test-only-documents.ts';

/** The map relay-compiler writes (relay.config.js `persistConfig`): document id → operation text. */
export const PERSISTED_DOCUMENTS_FILE = path.join(PROJECT_ROOT, 'client/src/__generated__/persisted-documents.json');

/** Where the client's sources are: operations only their test files define are left out of the list. */
export const CLIENT_SOURCE_DIR = path.join(PROJECT_ROOT, 'client/src');

/**
 * The persisted documents, read once at start-up, without the operations only the client's tests
 * define (test-only-documents.ts); a clear error when `npm run gen:relay` has not run.
 */
export function loadPersistedDocuments(file = PERSISTED_DOCUMENTS_FILE, sourceDir = CLIENT_SOURCE_DIR): ReadonlyMap<string, string> {
  if (!existsSync(file)) {
    throw new Error(`${path.relative(PROJECT_ROOT, file)} is missing: run \`npm run gen:relay\` to generate the client's persisted operations.`);
  }
  const documents = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  return existsSync(sourceDir) ? withoutTestOnlyDocuments(documents, testOnlyOperationNames(sourceDir)) : documents;
}

/** Who may send query text instead of a document id. */
export type FreeFormPolicy = 'anyone' | 'explorers';

export const TRUSTED_DOCUMENT_CODES = {
  unknownId: 'PERSISTED_QUERY_NOT_FOUND',
  freeFormRefused: 'PERSISTED_QUERY_ONLY',
  missing: 'BAD_REQUEST',
} as const;

/** Free-form query text, refused unless the policy lets anyone send it or the viewer may explore the API. */
function freeFormGate(policy: FreeFormPolicy): Plugin {
  return {
    onParams({ params, context }) {
      if (policy === 'anyone' || typeof params.query !== 'string') return;
      const { ctx } = context as { ctx?: Context };
      if (ctx?.viewer?.permissions.has('api.explore')) return;
      throw new GraphQLError('This server runs only the operations of the shop\'s own client; send a documentId.', {
        extensions: { code: TRUSTED_DOCUMENT_CODES.freeFormRefused, http: { status: 403 } },
      });
    },
  };
}

/**
 * Persisted operations: a request names its operation by `documentId` (the Relay client sends only
 * that); query text is accepted per `policy` (production with trusted documents: only from staff
 * with `api.explore`).
 */
export function trustedDocumentsPlugins(documents: ReadonlyMap<string, string>, policy: FreeFormPolicy): Plugin[] {
  return [
    freeFormGate(policy),
    usePersistedOperations({
      allowArbitraryOperations: true,
      extractPersistedOperationId: (params) => {
        const id = (params as { documentId?: unknown }).documentId;
        return typeof id === 'string' ? id : null;
      },
      getPersistedOperation: (id) => documents.get(id) ?? null,
      customErrors: {
        notFound: {
          message: 'Unknown documentId: this page was built for another version of the shop; reload it.',
          extensions: { code: TRUSTED_DOCUMENT_CODES.unknownId, http: { status: 400 } },
        },
        keyNotFound: {
          message: 'Send a documentId (or a query).',
          extensions: { code: TRUSTED_DOCUMENT_CODES.missing, http: { status: 400 } },
        },
      },
    }) as Plugin,
  ];
}
