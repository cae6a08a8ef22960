import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../router';
import { countryParam, errorResponses } from '../../schemas';

export const BotChallengeSiteSchema = z
  .object({
    provider: z.enum(['turnstile']).nullable().openapi({ description: 'null when the shop asks for no challenge' }),
    siteKey: z.string().nullable().openapi({ example: '0x4AAAAAAA' }),
  })
  .openapi('BotChallengeSite');

const getBotChallengeSite = createRoute({
  method: 'get',
  path: '/bot-challenge/',
  tags: ['Reference data'],
  summary: 'The bot-challenge provider and site key the forms get a token with, if any',
  request: { query: z.object({ country: countryParam }) },
  responses: {
    200: { description: 'The provider and public site key, or nulls', content: { 'application/json': { schema: BotChallengeSiteSchema } } },
    ...errorResponses,
  },
});

/**
 * What the browser needs to get a bot-challenge token (SPEC §7 "an invisible bot-challenge
 * service is loaded on the client"): asked for by the storefront's API client before the first
 * challenged form is sent, so no page carries the provider's script until then.
 */
export const botChallengeRouter = createRouter().openapi(getBotChallengeSite, (c) => {
  const site = c.get('botChallengeSite');
  c.header('Cache-Control', 'public, max-age=300');
  return c.json(site ? { provider: site.provider, siteKey: site.siteKey } : { provider: null, siteKey: null }, 200);
});
