import { useMemo } from 'react';
import type { Publication } from '@klub/contracts';
import { audienceLabel, type AudienceNames, type AudienceOptions } from '../../components/form/PublicationFields';
import { useRegions } from '../regions';
import { useAllMemberGroups } from './api';

/**
 * What a content form's audience offers besides roles and gold/premium: the regions and the member
 * groups. `needs` goes to RecordFormPage (the form waits for both), `options` to PublicationFields.
 */
export function useAudienceOptions() {
  const regions = useRegions();
  const groups = useAllMemberGroups();
  const options = useMemo<AudienceOptions>(
    () => ({ regions: regions.data ?? [], groups: groups.data?.data ?? [] }),
    [regions.data, groups.data],
  );
  return { needs: [regions, groups], options };
}

function useAudienceNames(): AudienceNames {
  const { options } = useAudienceOptions();
  return useMemo(() => {
    const regions = new Map(options.regions.map((r) => [r.id, r.name]));
    const groups = new Map(options.groups.map((g) => [g.id, g.name]));
    return {
      region: (id) => regions.get(id) ?? `region nr ${id}`,
      group: (id) => groups.get(id) ?? `grupa nr ${id}`,
    };
  }, [options]);
}

/** Who reads an item, regions and groups by name: the admin tables' second line. */
export function AudienceText({ audience }: { audience: Publication['audience'] }) {
  return <>{audienceLabel(audience, useAudienceNames())}</>;
}
