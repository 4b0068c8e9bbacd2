import { useQuery } from '@tanstack/react-query';
import {
  call,
  keyOf,
  resourceOf,
  deleteFaqById,
  deleteFaqGroupsById,
  getFaq,
  getFaqById,
  getFaqGroups,
  getFaqGroupsById,
  patchFaqById,
  patchFaqGroupsById,
  postFaq,
  postFaqGroups,
} from '../../lib/api';

/** FAQ groups with their questions: GET/POST /api/faq/groups, GET/PATCH/DELETE /api/faq/groups/:id. */
export const faqGroups = resourceOf({
  key: ['admin', 'faq-groups'],
  list: getFaqGroups,
  one: getFaqGroupsById,
  create: postFaqGroups,
  update: patchFaqGroupsById,
  remove: deleteFaqGroupsById,
});

/** Questions: POST /api/faq, GET/PATCH/DELETE /api/faq/:id; a change reloads the groups. */
export const faqQuestions = resourceOf({
  key: ['admin', 'faq'],
  one: getFaqById,
  create: postFaq,
  update: patchFaqById,
  remove: deleteFaqById,
  alsoInvalidates: [faqGroups.keys.all],
});

/** GET /api/faq — what the signed-in member may read, grouped. */
export function useMemberFaq() {
  return useQuery({
    queryKey: keyOf(getFaq),
    queryFn: ({ signal }) => call(getFaq, {}, { signal, space: 'customer' }),
  });
}
