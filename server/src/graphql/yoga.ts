import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { Context } from '../context.ts';
import type { Logger } from '../logger.ts';
import { schema } from '../schema.ts';

/** What the HTTP layer hands Yoga for each request: the context it already built. */
export interface ServerContext {
  ctx: Context;
}

const disableIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

/** The GraphQL endpoint: GraphiQL and introspection only in development; unexpected errors masked. */
export function createGraphQLHandler(options: { log: Logger; development: boolean }) {
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: options.development ? { title: 'Pathagar GraphQL' } : false,
    landingPage: false,
    maskedErrors: true,
    logging: {
      debug: (...args) => options.log.debug(args.map(String).join(' ')),
      info: (...args) => options.log.info(args.map(String).join(' ')),
      warn: (...args) => options.log.warn(args.map(String).join(' ')),
      error: (...args) => options.log.error({ err: args.find((a) => a instanceof Error) }, args.map(String).join(' ')),
    },
    plugins: options.development ? [] : [disableIntrospection],
    context: ({ ctx }): Context => ctx,
  });
}
