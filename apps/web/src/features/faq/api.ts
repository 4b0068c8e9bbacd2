import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FaqBody, FaqGroup, FaqGroupBody, FaqGroupList, FaqGroupQuery, FaqPublicList, FaqQuestion } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

/** FAQ groups with their questions: GET/POST /api/faq/groups, GET/PATCH/DELETE /api/faq/groups/:id. */
export const faqGroups = defineResource<FaqGroup, FaqGroupBody, FaqGroupList, FaqGroup, Partial<z.output<typeof FaqGroupQuery>>>({
  key: ['admin', 'faq-groups'],
  path: '/api/faq/groups',
});

/** Questions: POST /api/faq, GET/PATCH/DELETE /api/faq/:id; a change reloads the groups. */
export const faqQuestions = defineResource<FaqQuestion, FaqBody>({
  key: ['admin', 'faq'],
  path: '/api/faq',
  alsoInvalidates: [faqGroups.keys.all],
});

/** GET /api/faq — what the signed-in member may read, grouped. */
export function useMemberFaq() {
  return useQuery({
    queryKey: ['customer', 'faq'],
    queryFn: ({ signal }) => api.get<FaqPublicList>('/api/faq', { signal, space: 'customer' }),
  });
}
