/** relay-compiler: validates every client GraphQL document against the committed schema.graphql. */
module.exports = {
  src: './client/src',
  schema: './schema.graphql',
  language: 'typescript',
  artifactDirectory: './client/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
  noFutureProofEnums: true,
};
