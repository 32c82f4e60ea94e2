import { createContextCache } from '@pothos/core';
import type { Context } from '../../context.ts';
import { isEntitled } from './entitlements.ts';

/** The request's answers to "does the viewer own this product?" (one indexed lookup per product and request). */
export const viewerOwnership = createContextCache((ctx: Pick<Context, 'prisma' | 'viewer'>) => {
  const answers = new Map<string, Promise<boolean>>();
  return (productId: string): Promise<boolean> => {
    if (!ctx.viewer) return Promise.resolve(false);
    let answer = answers.get(productId);
    if (!answer) {
      answer = isEntitled(ctx.prisma, ctx.viewer.id, productId);
      answers.set(productId, answer);
    }
    return answer;
  };
});
