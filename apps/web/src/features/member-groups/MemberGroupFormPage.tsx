import { MemberGroupBody } from '@klub/contracts';
import { FormTextField } from '../../components/form';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { memberGroups } from './api';
import { GroupMembersSection } from './GroupMembersSection';

const G = paths.admin.clubMembers;

/** /admin/club-members/groups/add and /:id — a group's name and description; an existing group shows its members. */
export default function MemberGroupFormPage() {
  return (
    <RecordFormPage
      resource={memberGroups}
      titles={{ add: G.groupAdd.title, edit: G.group.title }}
      missing="grupy"
      schema={MemberGroupBody}
      label="Grupa członków"
      defaults={(g) => ({ name: g?.name ?? '', description: g?.description ?? '' })}
      fields={(c, g) => (
        <>
          <FormTextField control={c} name="name" label="Nazwa grupy" required autoFocus={!g} />
          <FormTextField control={c} name="description" label="Opis (kto w niej jest, po co)" multiline minRows={2} />
        </>
      )}
      back={G.groups.path}
      added="Dodano grupę — dodaj do niej członków"
      savedTo={(g, added) => (added ? href(G.group, { id: g.id }) : G.groups.path)}
      lead={(g) =>
        g ? `${g.name} · członkowie: ${formatNumber(g.memberCount)}` : 'Treści skierowane do grupy zobaczą tylko jej członkowie.'
      }
      below={(g) => <GroupMembersSection groupId={g.id} groupName={g.name} />}
    />
  );
}
