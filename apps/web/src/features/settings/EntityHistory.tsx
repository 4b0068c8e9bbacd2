import type { AuditEntity } from '@klub/contracts';
import { Section } from '../../components/layout/Section';
import { useLocalPaging } from '../../components/table';
import { useAuditLog } from './api';
import { AuditTable } from './AuditTable';

/** A record's own history from the audit trail (member, order, prize details): who changed what and when, 20 a page. */
export function EntityHistory({ entity, entityId }: { entity: AuditEntity; entityId: number }) {
  const paging = useLocalPaging(20);
  const log = useAuditLog({ entity, entityId: String(entityId), skip: paging.skip, take: paging.take });
  return (
    <Section title="Historia zmian">
      <AuditTable query={log} paging={paging} showEntity={false} />
    </Section>
  );
}
