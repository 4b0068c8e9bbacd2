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

/** FAQ groups with their questions: getFaqGroups, postFaqGroups, getFaqGroupsById, patchFaqGroupsById, deleteFaqGroupsById. */
export const faqGroups = resourceOf({
  list: getFaqGroups,
  one: getFaqGroupsById,
  create: postFaqGroups,
  update: patchFaqGroupsById,
  remove: deleteFaqGroupsById,
});

/** Questions: postFaq, getFaqById, patchFaqById, deleteFaqById; a change reloads the groups. */
export const faqQuestions = resourceOf({
  one: getFaqById,
  create: postFaq,
  update: patchFaqById,
  remove: deleteFaqById,
  alsoInvalidates: [faqGroups.keys.all],
});

/** getFaq — what the signed-in member may read, grouped. */
export function useMemberFaq() {
  return useQuery({
    queryKey: keyOf(getFaq),
    queryFn: ({ signal }) => call(getFaq, {}, { signal, space: 'customer' }),
  });
}
