import { z } from 'zod';
import { RestAdminConfigsDocument, RestCreateConfigDocument, RestUpdateConfigDocument } from '../../generated/graphql.ts';
import { oneOf, optionalText, requiredJson, typeError } from '../checks.ts';
import { restRoute } from '../rest-route.ts';

/** Spec part 1 §7: the config form's body; the content subgraph checks the key, the size and the known keys' shapes. */
const configBody = z
  .object({
    configKey: z.string(typeError('configKey', 'text')),
    configValue: requiredJson('configValue'),
    description: optionalText('description'),
    category: oneOf('category', ['general', 'ai', 'content', 'analytics']),
    isActive: z.boolean(typeError('isActive', 'true or false')),
  })
  .strict();

export const adminConfigRoutes = [
  restRoute({
    method: 'GET',
    path: '/api/admin/config',
    feature: 'admin-config',
    access: 'admin',
    run: async (call) => ({ json: (await call.graphql(RestAdminConfigsDocument)).adminConfigs }),
  }),
  restRoute({
    method: 'POST',
    path: '/api/admin/config',
    feature: 'admin-config',
    access: 'admin',
    body: configBody,
    run: async (call) => ({ status: 201, json: (await call.graphql(RestCreateConfigDocument, { input: call.body })).createConfig }),
  }),
  restRoute({
    method: 'PUT',
    path: '/api/admin/config/{configKey}',
    feature: 'admin-config',
    access: 'admin',
    body: configBody,
    run: async (call) => ({ json: (await call.graphql(RestUpdateConfigDocument, { configKey: call.params.configKey!, input: call.body })).updateConfig }),
  }),
];
