import type { CODE_STATUSES } from '@klub/contracts';
import type { Answer, getCodes, getCodesById } from '../../lib/api';

export type AdminCodesResponse = Answer<typeof getCodes>;
export type AdminCodeDetails = Answer<typeof getCodesById>;
export type CodeStatus = (typeof CODE_STATUSES)[number];

/** getCodes filters (CodeSearchQuery without paging); empty ones are left out. */
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
