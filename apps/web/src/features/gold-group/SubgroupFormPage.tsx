import { GoldSubgroupBody } from '@klub/contracts';
import { FormTextField } from '../../components/form';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { paths } from '../../config/paths';
import { useDeleteSubgroup, useSaveSubgroup, useSubgroup } from './api';

const G = paths.admin.goldGroup;
const subgroups = { useOne: useSubgroup, useSave: useSaveSubgroup, useDelete: useDeleteSubgroup };

/** /admin/gold-group/subgroups/form/:id? — add (no id) or edit a subgroup. */
export default function SubgroupFormPage() {
  return (
    <RecordFormPage
      resource={subgroups}
      titles={{ add: 'Grupa Gold — dodaj podgrupę', edit: 'Grupa Gold — edycja podgrupy' }}
      missing="podgrupy"
      schema={GoldSubgroupBody}
      label="Podgrupa"
      defaults={(g) => ({ name: g?.name ?? '', description: g?.description ?? '' })}
      fields={(c) => (
        <>
          <FormTextField control={c} name="name" label="Nazwa podgrupy" required autoFocus />
          <FormTextField control={c} name="description" label="Opis" multiline minRows={3} />
        </>
      )}
      back={G.subgroups.path}
      added="Dodano podgrupę"
      lead={(g) => g?.name}
    />
  );
}
