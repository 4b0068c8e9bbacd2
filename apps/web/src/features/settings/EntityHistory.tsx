import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AuditEntity } from '@klub/contracts';
import { Section } from '../../components/layout/Section';
import { useLocalPaging } from '../../components/table';
import { logsKeys, useAuditLog } from './api';
import { AuditTable } from './AuditTable';

/**
 * While a history is on screen, every change saved on the page (a status set, a switch, a form)
 * reloads it: the server writes the entry in the change's own transaction, so it is there when
 * the answer comes.
 */
function useReloadAfterChanges() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') void client.invalidateQueries({ queryKey: logsKeys.audit() });
      }),
    [client],
  );
}

/** A record's own history from the audit trail (member, order, prize details): who changed what and when, 20 a page. */
export function EntityHistory({ entity, entityId }: { entity: AuditEntity; entityId: number }) {
  const paging = useLocalPaging(20);
  const log = useAuditLog({ entity, entityId: String(entityId), skip: paging.skip, take: paging.take });
  useReloadAfterChanges();
  return (
    <Section title="Historia zmian">
      <AuditTable query={log} paging={paging} showEntity={false} />
    </Section>
  );
}
