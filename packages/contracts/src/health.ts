/** GET /api/health, /api/health/live and /api/health/ready: what a load balancer or a container check reads. */
import * as z from 'zod/mini';

/** GET /api/health: the database answered a ping. */
export const healthResponseSchema = z.object({ success: z.literal(true), status: z.literal('ok'), db: z.literal('up') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

const checkDetailsSchema = z.record(z.string(), z.optional(z.looseObject({ status: z.string() })));

/** /live and /ready: @nestjs/terminus's check result, each check by name with its status. */
export const healthCheckResponseSchema = z.object({
  status: z.enum(['ok', 'degraded', 'error', 'shutting_down']),
  info: z.optional(checkDetailsSchema),
  error: z.optional(checkDetailsSchema),
  details: checkDetailsSchema,
});
export type HealthCheckResponse = z.infer<typeof healthCheckResponseSchema>;
