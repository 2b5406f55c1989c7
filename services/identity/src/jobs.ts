/** The background jobs whose rows the identity service owns, as the workers' registry lists them. */
export { dataExportJob, type DataExportJobResources } from './my-data/export-job.ts';
export { askSubgraphs, type AskServicePart } from './my-data/service-parts.ts';
export { identityAccountErasedJob, type IdentityErasureResources } from './my-data/erase.ts';
export { EMBEDDED_PROVIDER_ACCOUNTS, keycloakAccounts, type ProviderAccounts } from './my-data/provider-accounts.ts';
