/**
 * Queries Relay starts in the same moment go to /graphql in one request (server/src/graphql/batching.ts):
 * a signed-in product page loads its catalogue query and its per-user query together, one round trip on
 * a phone's slow data instead of two, and one request for the server instead of two. Mutations and a
 * query started alone are sent as they are. At most the server's limit of operations a request.
 */
import { GRAPHQL_BATCH_LIMIT as BATCH_LIMIT } from '#shared/graphql-batching.ts';

export type GraphQLBody = Record<string, unknown>;
type Send = (body: GraphQLBody | GraphQLBody[]) => Promise<unknown>;

interface Waiting {
  body: GraphQLBody;
  resolve: (answer: unknown) => void;
  reject: (error: unknown) => void;
}

/** A sender of single operations that gathers those started in one task into batches. */
export function batchedSender(send: Send): (body: GraphQLBody) => Promise<unknown> {
  let waiting: Waiting[] = [];
  const flush = () => {
    const started = waiting;
    waiting = [];
    for (let i = 0; i < started.length; i += BATCH_LIMIT) void sendBatch(started.slice(i, i + BATCH_LIMIT));
  };
  const sendBatch = async (batch: Waiting[]) => {
    try {
      if (batch.length === 1) {
        batch[0]!.resolve(await send(batch[0]!.body));
        return;
      }
      const answers = await send(batch.map((item) => item.body));
      if (!Array.isArray(answers) || answers.length !== batch.length) throw new Error('The server answered a batch of queries with something else than one answer each.');
      batch.forEach((item, index) => item.resolve(answers[index]));
    } catch (error) {
      for (const item of batch) item.reject(error);
    }
  };
  return (body) =>
    new Promise((resolve, reject) => {
      waiting.push({ body, resolve, reject });
      // Relay starts a page's queries one after another in the same task: the batch closes once it ends.
      if (waiting.length === 1) queueMicrotask(flush);
    });
}
