import type { z } from 'zod';
import type {
  AdminCodeDetails as AdminCodeDetailsSchema,
  AdminCodesResponse as AdminCodesResponseSchema,
  CODE_STATUSES,
  MemberSearchResponse as MemberSearchResponseSchema,
} from '@klub/contracts';

// Shapes the contracts define as schemas only (no exported type yet).
export type AdminCodesResponse = z.infer<typeof AdminCodesResponseSchema>;
export type AdminCodeDetails = z.infer<typeof AdminCodeDetailsSchema>;
export type MemberSearchResponse = z.infer<typeof MemberSearchResponseSchema>;
export type CodeStatus = (typeof CODE_STATUSES)[number];

/** GET /api/codes filters (CodeSearchQuery without paging); empty ones are left out. */
export interface CodeFilters {
  code?: string;
  userId?: number;
  packageId?: number;
  batchId?: number;
  status?: CodeStatus;
  from?: string;
  to?: string;
}

export const CODE_STATUS_LABELS: Record<CodeStatus, string> = { NEW: 'Nowy', USED: 'Wykorzystany' };
export const BATCH_ORIGIN_LABELS = { GENERATED: 'Wygenerowana', IMPORTED: 'Zaimportowana' } as const;
