import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link } from 'react-router';
import type { MemberSummary } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { href, paths } from '../../config/paths';
import { MemberPointsPanel } from './MemberPanels';
import { MemberPicker } from './MemberPicker';

/** /admin/codes/user-points — "Punkty użytkownika": pick a member, see balance and lots. */
export default function UserPointsPage() {
  const [member, setMember] = useState<MemberSummary | null>(null);
  return (
    <Page title={paths.admin.codes.userPoints.title}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ flex: '1 1 360px', maxWidth: 560 }}>
          <MemberPicker label="Członek klubu" value={member} onChange={setMember} autoFocus />
        </Box>
        {member ? (
          <Button
            component={Link}
            to={href(paths.admin.codes.pointsDetails, { id: member.id })}
            state={{ memberName: member.fullName }}
            variant="outlined"
          >
            Historia i kody
          </Button>
        ) : null}
      </Box>
      {member ? <MemberPointsPanel key={member.id} userId={member.id} /> : null}
    </Page>
  );
}
