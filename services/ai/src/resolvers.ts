import { requireViewer, type ViewerContext } from '@juba/shared/viewer';
import { describeAiProvider, type AiConfig } from './provider/index.ts';

export interface AiContext extends ViewerContext {
  /** A function, so runtime settings (admin overrides) can be read per request. */
  currentAiConfig: () => AiConfig | Promise<AiConfig>;
}

export const resolvers = {
  Query: {
    aiStatus: async (_: unknown, __: unknown, ctx: AiContext) => {
      requireViewer(ctx);
      return describeAiProvider(await ctx.currentAiConfig());
    },
  },
};
