/**
 * Issue 32: queries started together go to /graphql in one request; a query alone and every mutation go
 * as they are (batched-fetch.ts, environment.ts).
 */
import type { RequestParameters } from 'relay-runtime';
import { GRAPHQL_BATCH_LIMIT } from '#shared/graphql-batching.ts';
import { batchedSender } from './batched-fetch.ts';
import { fetchGraphQL } from './environment.ts';

describe('batchedSender', () => {
  it('sends the queries started in one task as one batch and gives each its own answer', async () => {
    const send = jest.fn(async (body: unknown) => (body as { n: number }[]).map(({ n }) => ({ data: { n } })));
    const sendQuery = batchedSender(send);
    const answers = await Promise.all([sendQuery({ n: 1 }), sendQuery({ n: 2 })]);
    expect(send.mock.calls).toEqual([[[{ n: 1 }, { n: 2 }]]]);
    expect(answers).toEqual([{ data: { n: 1 } }, { data: { n: 2 } }]);
  });

  it('sends a query started alone as it is, and queries of later tasks apart', async () => {
    const send = jest.fn(async (body: unknown) => ({ data: body }));
    const sendQuery = batchedSender(send);
    expect(await sendQuery({ n: 1 })).toEqual({ data: { n: 1 } });
    expect(await sendQuery({ n: 2 })).toEqual({ data: { n: 2 } });
    expect(send.mock.calls).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });

  it(`never puts more than ${GRAPHQL_BATCH_LIMIT} operations in one request`, async () => {
    const send = jest.fn(async (body: unknown) => (Array.isArray(body) ? body.map((b) => ({ data: b })) : { data: body }));
    const sendQuery = batchedSender(send);
    const count = GRAPHQL_BATCH_LIMIT + 1;
    const answers = await Promise.all(Array.from({ length: count }, (_, n) => sendQuery({ n })));
    expect(answers).toEqual(Array.from({ length: count }, (_, n) => ({ data: { n } })));
    expect(send.mock.calls.map(([body]) => (Array.isArray(body) ? body.length : 'alone'))).toEqual([GRAPHQL_BATCH_LIMIT, 'alone']);
  });

  it('fails every query of a batch whose request failed or whose answer is not one answer each', async () => {
    const failing = batchedSender(async () => {
      throw new Error('offline');
    });
    const failed = await Promise.allSettled([failing({ n: 1 }), failing({ n: 2 })]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const short = batchedSender(async () => [{ data: {} }]);
    await expect(Promise.all([short({ n: 1 }), short({ n: 2 })])).rejects.toThrow('one answer each');
  });
});

describe('fetchGraphQL', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  const operation = (name: string, operationKind: RequestParameters['operationKind']) =>
    ({ id: `${name}-id`, text: null, name, operationKind, cacheID: name, metadata: {} }) as unknown as RequestParameters;

  it('batches queries started together and sends a mutation alone', async () => {
    const bodies: unknown[] = [];
    globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init!.body)) as unknown;
      bodies.push(body);
      const answer = Array.isArray(body) ? body.map(() => ({ data: { ok: true } })) : { data: { ok: true } };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const started = [
      fetchGraphQL(operation('ProductPageQuery', 'query'), { key: 'a' }, {}, null),
      fetchGraphQL(operation('AddToCartMutation', 'mutation'), { input: {} }, {}, null),
      fetchGraphQL(operation('ProductViewerQuery', 'query'), { key: 'a' }, {}, null),
    ];
    await Promise.all(started as Promise<unknown>[]);
    expect(bodies).toEqual(
      expect.arrayContaining([
        { documentId: 'AddToCartMutation-id', variables: { input: {} } },
        [
          { documentId: 'ProductPageQuery-id', variables: { key: 'a' } },
          { documentId: 'ProductViewerQuery-id', variables: { key: 'a' } },
        ],
      ]),
    );
    expect(bodies).toHaveLength(2);
  });
});
