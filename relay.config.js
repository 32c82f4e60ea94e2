/**
 * relay-compiler: validates every client GraphQL document against the committed schema.graphql, and
 * persists each operation's text in a local map (id → text) that the server's trusted-documents
 * plugin reads (server/src/graphql/trusted-documents.ts); the client sends only the id. The map is
 * generated and git-ignored like the artifacts.
 */
const fs = require('node:fs');
const path = require('node:path');

const persistedDocuments = path.join(__dirname, 'client/src/__generated__/persisted-documents.json');
// relay-compiler refuses to start unless the map exists; it fills it itself.
if (!fs.existsSync(persistedDocuments)) {
  fs.mkdirSync(path.dirname(persistedDocuments), { recursive: true });
  fs.writeFileSync(persistedDocuments, '{}\n');
}

module.exports = {
  src: './client/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './client/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  noFutureProofEnums: true,
  persistConfig: { file: './client/src/__generated__/persisted-documents.json', algorithm: 'SHA256' },
};
