import { z } from 'zod';

import { AGENT_CATEGORIES, AGENT_ICONS, AGENT_IDS } from './catalogue';
import { INVALID_AGENT_MESSAGE } from './constants';
import { CREDIT_PACKAGE_IDS } from './packages';

/**
 * The schemas of the two catalogues' shapes: the agents (product 3 "Agent definition") and the credit
 * packages' ids. Apart from their data (catalogue.ts, packages.ts), so that pages can read the data
 * without loading zod (ADR 0014): a module's exports travel together, so a schema next to the data
 * would put zod in every chunk that shows an agent's name or a price.
 */

export const creditPackageIdSchema = z.enum(CREDIT_PACKAGE_IDS);

export const agentIdSchema = z.enum(AGENT_IDS, { error: INVALID_AGENT_MESSAGE });

/**
 * Status messages a task moves through. Together they carry the keywords the processing page infers
 * its steps from (product 2): 'initializ', 'fetch' + 'account', 'process' + 'transaction', 'analyz', 'complet'.
 */
export const progressTemplateSchema = z.object({
  initializing: z.string().min(1),
  processing: z.string().min(1),
  analyzing: z.string().min(1),
  completed: z.string().min(1),
  error: z.string().min(1),
});
export type ProgressTemplate = z.infer<typeof progressTemplateSchema>;

/** Agent definition (product 3), plus dataWindowMonths (product 9, "data" column). */
export const agentDefinitionSchema = z.object({
  id: agentIdSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  longDescription: z.string().min(1),
  /** Credits charged per run. */
  basePrice: z.int().nonnegative(),
  /** Credits charged per selected account, up to maxAccounts. */
  pricePerAccount: z.int().nonnegative(),
  /** Most accounts one run may cover; 0 means unlimited (product 3). 1 means single select (product 5). */
  maxAccounts: z.int().nonnegative(),
  icon: z.enum(AGENT_ICONS),
  category: z.enum(AGENT_CATEGORIES),
  features: z.array(z.string().min(1)).min(1),
  dataRetention: z.string().min(1),
  /** Display text such as '1-3 min'. */
  estimatedTime: z.string().min(1),
  progressTemplate: progressTemplateSchema,
  /** Output budget of the language-model enrichment. */
  maxTokens: z.int().positive(),
  /** Only fraud detection searches the web (product 3). */
  enableWebSearch: z.boolean(),
  /** Months of transactions the agent reads (product 9). */
  dataWindowMonths: z.literal([6, 12]),
});
export type AgentDefinition = z.infer<typeof agentDefinitionSchema>;
