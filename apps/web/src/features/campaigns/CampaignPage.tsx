import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router';
import type { CampaignTerms } from '@klub/contracts';
import { EditPage, loadState, useEditId } from '../../components/layout/EditPage';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { useAudienceOptions } from '../member-groups';
import { usePackages } from '../points';
import { useCampaign, useSaveCampaign } from './api';
import { CampaignForm } from './CampaignForm';
import { CampaignStatusActions } from './CampaignStatusActions';
import { CampaignTermsSummary, CampaignVersions } from './CampaignTermsView';

const P = paths.admin.campaigns;

/**
 * /admin/campaigns/form (a new draft) and /admin/campaigns/form/:id (a campaign): its status and
 * the actions allowed from it, its terms (a form; an ended campaign's read only) and the history
 * of their versions. Saving shows the server's message: an active or paused campaign's change is
 * a new version of its terms.
 */
export default function CampaignPage() {
  const { id, valid, raw } = useEditId();
  const editing = id !== null;
  const campaign = useCampaign(valid ? id : null);
  const packages = usePackages('admin');
  const audience = useAudienceOptions();
  const save = useSaveCampaign();
  const navigate = useNavigate();
  const record = valid ? campaign.data : undefined;

  const submit = (terms: CampaignTerms) =>
    save.mutateAsync({ id, body: terms }).then(async (saved) => {
      showToast(saved.message, 'success');
      if (!editing) await navigate(href(P.edit, { id: saved.campaign.id }));
    });

  return (
    <EditPage
      title={record?.name ?? (editing ? P.edit.title : P.add.title)}
      editing={editing}
      load={loadState(...(valid ? [campaign] : []), packages, ...audience.needs)}
      record={record}
      missingText={`Nie znaleziono akcji punktowej nr ${raw}.`}
      lead={editing ? undefined : 'Nowa akcja jest szkicem: zacznie dawać punkty, gdy ją uruchomisz.'}
      maxWidth={1120}
    >
      {(r) => (
        <>
          {r ? <CampaignStatusActions campaign={r} /> : null}
          {r?.status === 'ENDED' ? (
            <>
              <Alert severity="info" sx={{ mb: 3 }}>
                Akcja jest zakończona: jej warunków nie można już zmienić.
              </Alert>
              <CampaignTermsSummary campaign={r} packages={packages.data ?? []} />
            </>
          ) : (
            <CampaignForm
              // A saved change (a new version) starts the form again from the server's terms.
              key={r ? `${r.id}-${r.version}` : 'new'}
              campaign={r}
              packages={packages.data ?? []}
              audience={audience.options}
              pending={save.isPending}
              cancelTo={P.list.path}
              onSubmit={submit}
            />
          )}
          {r ? <CampaignVersions campaign={r} /> : null}
        </>
      )}
    </EditPage>
  );
}
