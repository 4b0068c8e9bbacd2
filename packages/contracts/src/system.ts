import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.boolean(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** GET /api/health/live: the process answers (never touches the database). */
export const LivenessResponse = z.object({ status: z.literal('ok'), version: z.string() });
export type LivenessResponse = z.infer<typeof LivenessResponse>;

/**
 * GET /api/health/ready: may this instance take traffic? 200 when the database answers, its schema
 * is at the code's version and the instance is not draining; 503 with the reason otherwise.
 */
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  /** Why not: 'draining', 'database unreachable', or the schema's state ('database schema behind the code: …'). */
  reason: z.string().optional(),
  version: z.string(),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;

/** Public settings the web app reads at start. */
export const PublicConfig = z.object({
  version: z.string(),
  appStoreUrl: z.string(),
  googlePlayUrl: z.string(),
  /** The programme's contact data (admin settings); null fields are not set. */
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    hours: z.string().nullable(),
    address: z.string().nullable(),
  }),
  /** A notice shown on every customer page while set. */
  maintenanceNotice: z.string().nullable(),
  /** The live-chat widget: loaded on customer pages after cookie consent; null while no licence is set. */
  chat: z.object({ licence: z.string(), scriptUrl: z.string() }).nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

/** A photo of the registration screen's gallery; `current` marks the one the screen shows (the first). */
export const RegistrationPhoto = z.object({ id: z.number().int(), url: z.string(), title: z.string().nullable(), current: z.boolean() });
export type RegistrationPhoto = z.infer<typeof RegistrationPhoto>;
export const RegistrationPhotos = z.array(RegistrationPhoto);
