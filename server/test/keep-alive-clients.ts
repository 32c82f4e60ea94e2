import { Agent, get } from 'node:http';

export interface KeepAliveRun {
  /** Answers so far, across the clients. */
  answers(): number;
  /** Resolves once every client has stopped: told `Connection: close`, or failed. */
  finished: Promise<{ answers: number; failures: string[]; endedWithClose: boolean[] }>;
}

/**
 * `count` clients, each sending GET `url` back to back on its own keep-alive connection until an answer
 * says `Connection: close` (a proxy would then send its next request elsewhere) or a request fails. A
 * request that gets no answer within 10 s counts as failed (a bound, not a wait).
 */
export function keepAliveClients(url: string, count = 3): KeepAliveRun {
  let answers = 0;
  const clients = Array.from({ length: count }, async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (;;) {
        const outcome = await new Promise<string | undefined>((resolve, reject) => {
          const request = get(url, { agent, signal: AbortSignal.timeout(10_000) }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.headers.connection));
            response.on('error', reject);
          });
          request.on('error', reject);
        }).then(
          (connection) => ({ connection }),
          (error: Error) => ({ error: error.message }),
        );
        if ('error' in outcome) return { failure: outcome.error, endedWithClose: false };
        answers += 1;
        if (outcome.connection === 'close') return { failure: undefined, endedWithClose: true };
      }
    } finally {
      agent.destroy();
    }
  });
  return {
    answers: () => answers,
    finished: Promise.all(clients).then((results) => ({
      answers,
      failures: results.flatMap((r) => (r.failure ? [r.failure] : [])),
      endedWithClose: results.map((r) => r.endedWithClose),
    })),
  };
}
