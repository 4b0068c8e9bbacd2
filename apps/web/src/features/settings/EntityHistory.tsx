import { useState } from 'react';
import type { AuditEntity } from '@klub/contracts';
import { Section } from '../../components/layout/Section';
import type { Paging } from '../../components/table';
import { useAuditLog } from './api';
import { AuditTable } from './AuditTable';

/** A record's own history from the audit trail (member, order, prize details): who changed what and when, 10 a page. */
export function EntityHistory({ entity, entityId }: { entity: AuditEntity; entityId: number }) {
  const [{ skip, take }, setWindow] = useState({ skip: 0, take: 10 });
  const paging: Paging = {
    page: Math.floor(skip / take) + 1,
    skip,
    take,
    setPage: (page) => setWindow({ skip: (page - 1) * take, take }),
    setTake: (next) => setWindow({ skip: 0, take: next }),
    reset: () => setWindow({ skip: 0, take }),
  };
  const log = useAuditLog({ entity, entityId: String(entityId), skip, take });
  return (
    <Section title="Historia zmian">
      <AuditTable query={log} paging={paging} showEntity={false} />
    </Section>
  );
}
