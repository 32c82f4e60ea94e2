/**
 * Admission to the embedded database for GraphQL operations (http/database-queue.ts), taken at execution:
 * after the response cache, so an answer it already holds never waits in the embedded database's queue
 * (issue 22 §4). An operation the queue refuses is answered 503 with Retry-After, GraphQL-shaped.
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { asTurnOwner } from '../db/pglite-turns.ts';
import { BUSY_MESSAGE, type DatabaseQueue } from '../http/database-queue.ts';

/** The Yoga plugin that holds an operation until `queue` admits it; add it after the response cache's plugin. */
export function databaseAdmissionPlugin(queue: DatabaseQueue): Plugin {
  return {
    async onExecute({ executeFn, setExecuteFn, setResultAndStopExecution }) {
      const release = await queue.enter();
      if (!release) {
        const http = { status: 503, headers: { 'Retry-After': String(queue.options.retryAfterSeconds) } };
        setResultAndStopExecution({ errors: [new GraphQLError(BUSY_MESSAGE, { extensions: { code: 'SERVICE_UNAVAILABLE', http } })] });
        return;
      }
      // Its statements take their turns as this operation's (db/pglite-turns.ts); the turn is given back however it ends.
      setExecuteFn((args) => asTurnOwner(() => Promise.resolve(executeFn(args)).finally(release)) as ReturnType<typeof executeFn>);
    },
  };
}
